import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { validationMessage } from "@mkt/contracts";
import { browserForTests, login, resetStorage } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { chooseOption, writeCvPdf } from "../lib/supply.mjs";

const browser = browserForTests();
const t = messages("it", "profiles");
/** A surname no demo profile has, so the search finds exactly the new one. */
const SURNAME = `Zanfretta${Date.now().toString(36)}`;

/** The text of the CV the supplier uploads. */
const CV_LINES = [
  "OTTAVIO FERRARESI",
  "Senior Backend Developer",
  "Bologna, Italy · ottavio.ferraresi@example.com · +39 347 765 4321",
  "",
  "Work experience",
  "03/2019 - Present  Senior Backend Developer at Fintech Lab SpA",
  "Designed the payments API with Java, Spring and PostgreSQL on AWS.",
  "",
  "Languages",
  "Italian: native",
  "English: C1",
];

test("a supplier creates, finds, publishes, unpublishes and digitizes profiles, and downloads a CV", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/employees");
  await page.getByTestId("employees-page").waitFor();
  await page.getByTestId("profile-row").first().waitFor();

  // --- Create a profile with a skill, a language and an experience.
  await page.getByTestId("profile-add").click();
  await page.waitForURL("**/employees/add-employee");
  const form = page.getByTestId("profile-form");
  await form.locator('input[name="firstname"]').fill("Elena");
  await form.locator('input[name="lastname"]').fill(SURNAME);
  await form.locator('input[name="title"]').fill("Cloud Architect");
  await form.getByLabel(t.form.seniority).click();
  await chooseOption(page, t.seniority.senior);

  await page.getByTestId("skill-add").click();
  await page.getByTestId("skill-technology").locator("input").fill("Kubernetes");
  await chooseOption(page, "Kubernetes");
  await page.getByTestId("skill-years").fill("6");

  await page.getByTestId("language-add").click();
  await form.getByTestId("language-row").getByLabel(t.form.language).click();
  await chooseOption(page, t.languageNames.en);
  await form.getByTestId("language-row").getByLabel(t.form.languageLevel).click();
  await chooseOption(page, t.languageLevel.C1);

  await page.getByTestId("experience-add").click();
  await page.getByTestId("experience-company").fill("Nimbus SpA");
  await page.getByTestId("experience-role").fill("Platform engineer");
  await page.getByTestId("experience-start").fill("2020-02-01");

  // An inverted rate range is refused on the maximum, in Italian, before anything is sent.
  await page.getByTestId("rate-min").fill("700");
  await page.getByTestId("rate-max").fill("500");
  let posted = 0;
  /** @param {import("playwright-core").Request} request */
  const countPosts = (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/profiles") posted += 1;
  };
  page.on("request", countPosts);
  await page.getByTestId("profile-save").click();
  await page.locator('[data-testid="rate-max"][aria-invalid="true"]').waitFor();
  await form.getByText(validationMessage("validation.rate_order", "it")).waitFor();
  assert.equal(posted, 0, "the invalid form is not sent");

  await page.getByTestId("rate-max").fill("850");
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/profiles",
  );
  await page.getByTestId("profile-save").click();
  const createdBody = await (await created).json();
  page.off("request", countPosts);
  assert.equal(createdBody.success, true);
  assert.equal(createdBody.data.skills[0].name, "Kubernetes");
  assert.deepEqual(createdBody.data.languages, [{ code: "en", level: "C1" }]);
  assert.equal(createdBody.data.experiences[0].company, "Nimbus SpA");
  assert.equal(createdBody.data.published, false);
  await page.waitForURL((url) => url.pathname === "/employees");

  // --- Find it by search and publish it.
  await page.getByTestId("profile-search").fill(SURNAME);
  await page.waitForURL((url) => url.searchParams.get("q") === SURNAME);
  const row = page.locator(`[data-testid="profile-row"][data-id="${createdBody.data.id}"]`);
  // The new profile also tops the unfiltered list: wait for the filtered answer.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="profile-row"]').length === 1);
  await row.waitFor();
  await row.getByTestId("profile-publish-toggle").locator("input").click();
  await row.locator('[data-testid="profile-publish-toggle"][data-published="true"]').waitFor();

  // --- Bulk-unpublish two published profiles.
  await page.goto("/employees?pub=1&sort=name");
  await page.getByTestId("profile-row").first().waitFor();
  const rows = page.getByTestId("profile-row");
  const ids = [await rows.nth(0).getAttribute("data-id"), await rows.nth(1).getAttribute("data-id")];
  await rows.nth(0).getByTestId("profile-select").locator("input").check();
  await rows.nth(1).getByTestId("profile-select").locator("input").check();
  await page
    .getByTestId("profile-bulk-bar")
    .getByText(t.list.selected_other.replace("{{count}}", "2"))
    .waitFor();
  const bulk = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/profiles/publication");
  await page.getByTestId("profile-bulk-unpublish").click();
  const bulkBody = await (await bulk).json();
  assert.deepEqual(bulkBody.data.updated.map(String).sort(), [...ids].sort());
  // The list shows published profiles only, so the two leave it.
  for (const id of ids)
    await page.locator(`[data-testid="profile-row"][data-id="${id}"]`).waitFor({ state: "detached" });
  await page.goto("/employees?pub=0&sort=name");
  for (const id of ids)
    await page
      .locator(
        `[data-testid="profile-row"][data-id="${id}"] [data-testid="profile-publish-toggle"][data-published="false"]`,
      )
      .waitFor();

  // --- Upload a CV, look at the review screen, and discard the draft.
  const dir = mkdtempSync(join(tmpdir(), "mkt-cv-"));
  try {
    const cvPath = await writeCvPdf(join(dir, "ottavio-ferraresi.pdf"), CV_LINES);
    await page.goto("/employees");
    await page.getByTestId("profile-upload-cv").click();
    await page.waitForURL("**/upload_cv");
    await page.getByTestId("cv-input").setInputFiles(cvPath);
    // The review screen: what was read beside the original; leaving it before Confirm asks first.
    await page.getByTestId("cv-review").waitFor();
    const summary = (/** @type {string} */ key) =>
      page.locator(`[data-testid="review-item"][data-key="${key}"] [data-testid="review-item-summary"]`);
    assert.equal(await summary("name").textContent(), "Ottavio Ferraresi");
    assert.equal(await summary("email").textContent(), "ottavio.ferraresi@example.com");
    const skills = page.locator('[data-testid="review-item"][data-key^="skills."]');
    assert.ok((await skills.count()) >= 2, "skills read from the CV are listed");
    const experiences = page.locator('[data-testid="review-item"][data-key^="experiences."]');
    assert.ok((await experiences.count()) >= 1, "the experience is listed");
    await page.getByTestId("review-discard").click();
    const leave = page.getByTestId("confirm-dialog");
    await leave.getByText(t.cv.review.leaveTitle).waitFor();
    await leave.getByTestId("confirm-dialog-confirm").click();
    await page.waitForURL((url) => url.pathname === "/employees");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // --- Download the new profile's CV as a PDF.
  await page.goto(`/employees?q=${SURNAME}`);
  await row.waitFor();
  await row.getByTestId("profile-actions").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("profile-action-cv-en").click(),
  ]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  const file = await download.path();
  assert.equal(readFileSync(file).subarray(0, 5).toString("latin1"), "%PDF-");
});
