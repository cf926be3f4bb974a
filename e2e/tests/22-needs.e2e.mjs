import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { validationMessage } from "@mkt/contracts";
import { browserForTests, login, logout, resetStorage } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const browser = browserForTests();
const t = messages("it", "needs");
const tp = messages("it", "profiles");
const RUN = Date.now().toString(36);
const TM_TITLE = `Piattaforma pagamenti ${RUN}`;
const FP_TITLE = `App fedeltà ${RUN}`;
const PDF = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";

/** @param {import("playwright-core").Page} page @param {string} option */
async function chooseOption(page, option) {
  await page.getByRole("option", { name: option, exact: true }).click();
  // The menu closes with an animation; until it has gone it covers the page.
  await page.getByRole("listbox").waitFor({ state: "hidden" });
}

/** @param {import("playwright-core").Page} page */
async function waitSaved(page) {
  await page.locator('[data-testid="autosave-state"][data-state="saved"]').waitFor({ timeout: 15_000 });
}

test("a client publishes T&M and Fixed Price needs; a supplier finds them and downloads the analysis", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");

  // --- The Add button leads to /need/create; choose Time & Material.
  await page.getByTestId("sidebar-add").click();
  await page.waitForURL("**/need/create");
  await page.getByTestId("need-type-tm").click();
  await page.waitForURL((url) => url.searchParams.get("type") === "time_material");
  const form = page.getByTestId("tm-need-form");
  await page.getByTestId("need-title").fill(TM_TITLE);
  await page.getByTestId("need-description").fill("Due sviluppatori per il team pagamenti.");

  const first = form.getByTestId("position-card").nth(0);
  await first.getByTestId("position-title").fill("Sviluppatore Java senior");
  await first.getByLabel(t.form.seniority).click();
  await chooseOption(page, tp.seniority.senior);
  await first.getByTestId("position-mandatory").locator("input").fill("Kotlin");
  await chooseOption(page, "Kotlin");
  await first.getByTestId("position-rate").fill("450");
  await first.getByTestId("position-start").fill("2030-03-01");
  await first.getByTestId("position-end").fill("2030-01-01");

  await page.getByTestId("position-add").click();
  const second = form.getByTestId("position-card").nth(1);
  await second.getByTestId("position-title").fill("Tester junior");
  await second.getByLabel(t.form.seniority).click();
  await chooseOption(page, tp.seniority.junior);

  // --- An inverted date range is refused on the end date, in Italian, and nothing is saved.
  let writes = 0;
  /** @param {import("playwright-core").Request} request */
  const countWrites = (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/client/need") && request.method() !== "GET")
      writes += 1;
  };
  page.on("request", countWrites);
  await page.getByTestId("need-publish").click();
  await first.locator('[data-testid="position-end"][aria-invalid="true"]').waitFor();
  await first.getByText(validationMessage("validation.date_order", "it")).waitFor();
  assert.equal(writes, 0, "the invalid need is neither autosaved nor sent");
  page.off("request", countWrites);

  // --- Fixed, the draft autosaves; then it is published.
  await first.getByTestId("position-end").fill("2030-12-31");
  await waitSaved(page);
  const published = page.waitForResponse(
    (r) =>
      r.request().method() === "PUT" &&
      /\/api\/client\/need\/\d+\/time-material$/.test(new URL(r.url()).pathname),
  );
  await page.getByTestId("need-publish").click();
  const publishedBody = await (await published).json();
  assert.equal(publishedBody.data.status, "published");
  assert.equal(publishedBody.data.positions.length, 2);
  await page.waitForURL((url) => url.pathname === "/need" && url.searchParams.get("status") === "published");
  await page.getByTestId("need-row").filter({ hasText: TM_TITLE }).waitFor();
  await logout(page);

  // --- The supplier finds the position by one of its technologies.
  await login(page, "supplier@demo.test");
  await page.goto("/position_list");
  await page.getByTestId("position-list-page").waitFor();
  await page.getByTestId("filter-technology").locator("input").fill("Kotlin");
  await chooseOption(page, "Kotlin");
  await page.waitForURL((url) => Boolean(url.searchParams.get("tech")));
  // The previous page stays on screen until the filtered answer arrives: wait for its count.
  await page.getByTestId("position-total").getByText(t.market.found_one.replace("{{count}}", "1")).waitFor();
  const item = page.getByTestId("position-item").filter({ hasText: "Sviluppatore Java senior" });
  await item.waitFor();
  assert.equal(await page.getByTestId("position-item").filter({ hasText: "Tester junior" }).count(), 0);
  await item.click();
  const detail = page.getByTestId("position-detail");
  await detail.getByText(TM_TITLE).waitFor();
  assert.notEqual(await detail.getByTestId("client-name").innerText(), t.anonymousClient);
  await page.keyboard.press("Escape");
  await logout(page);

  // --- The client creates a Fixed Price need with its functional analysis and publishes it.
  const dir = mkdtempSync(join(tmpdir(), "mkt-need-"));
  try {
    const pdfPath = join(dir, "analisi-funzionale.pdf");
    writeFileSync(pdfPath, PDF);
    await login(page, "client@demo.test");
    await page.goto("/need/create?type=fixed_price");
    await page.getByTestId("fp-need-form").waitFor();
    await page.getByTestId("need-title").fill(FP_TITLE);
    await page.getByTestId("need-description").fill("App di fidelizzazione per i clienti della banca.");
    await page.getByTestId("need-budget").fill("40000");
    await page.getByTestId("need-deadline").fill("2031-06-30");
    await waitSaved(page);
    await page.getByTestId("need-document-input").setInputFiles(pdfPath);
    await page.getByTestId("need-document").filter({ hasText: "analisi-funzionale.pdf" }).waitFor();
    await page.getByTestId("need-publish").click();
    await page.waitForURL(
      (url) => url.pathname === "/need" && url.searchParams.get("status") === "published",
    );
    await page.getByTestId("need-row").filter({ hasText: FP_TITLE }).waitFor();
    await logout(page);

    // --- The supplier sees the project and downloads the analysis.
    await login(page, "supplier@demo.test");
    await page.goto("/position_list_fixed_price");
    const project = page.getByTestId("project-item").filter({ hasText: FP_TITLE });
    await project.click();
    const projectDetail = page.getByTestId("project-detail");
    await projectDetail.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      projectDetail.getByTestId("project-document").click(),
    ]);
    assert.equal(download.suggestedFilename(), "analisi-funzionale.pdf");
    assert.equal(readFileSync(await download.path()).toString("latin1"), PDF);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
