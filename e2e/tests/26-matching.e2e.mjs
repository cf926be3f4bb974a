import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserForTests,
  chooseLanguage,
  login,
  logout,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const browser = browserForTests();
const it = messages("it", "matching");
const en = messages("en", "matching");
const NEED = "Modernizzazione core banking: microservizi";
const JAVA_POSITION = "Sviluppatore Java Spring Boot senior";
const PLATFORM_POSITION = "Platform Engineer Kubernetes";

/** @param {import("playwright-core").Page} page */
async function scores(page) {
  const values = await page
    .getByTestId("ranked-profile")
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-score"))));
  assert.ok(values.length > 0, "some profiles are ranked");
  return values;
}

/** @param {number[]} values */
function assertDescending(values) {
  for (let i = 1; i < values.length; i++)
    assert.ok((values[i - 1] ?? 0) >= (values[i] ?? 0), `ranked best first: ${values}`);
}

test("a client opens a demo need and reads its compatible profiles, ranked and explained", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");

  // --- From the needs list, the drawer leads to the detail page.
  await page.goto("/need?status=published");
  const row = page.getByTestId("need-row").filter({ hasText: NEED });
  await row.locator(".MuiCardActionArea-root").click();
  await page.getByTestId("need-detail").getByTestId("need-open-detail").click();
  await page.waitForURL((url) => url.pathname === "/need/detail" && Boolean(url.searchParams.get("id")));
  await page.getByTestId("need-detail-title").getByText(NEED).waitFor();

  // --- The first position's compatible profiles, best first, each with its band.
  const panel = page.getByTestId("compatible-profiles");
  await panel.getByTestId("ranked-profile").first().waitFor();
  const first = await scores(page);
  assertDescending(first);
  assert.ok((first[0] ?? 0) >= 85, `the demo has an excellent fit for ${JAVA_POSITION}: ${first[0]}`);
  assert.equal(await panel.getByTestId("match-band").first().getAttribute("data-band"), "excellent");
  // Clients see the surname's initial until they unlock the contacts; the supplier is named, as on the detail.
  const name = await panel.getByTestId("ranked-profile-name").first().innerText();
  assert.match(name, /\s\p{Lu}\.$/u);
  assert.doesNotMatch(await panel.getByTestId("ranked-profile").first().innerText(), /riservato/i);

  // --- "Why this score" lists every criterion with its outcome.
  const card = panel.getByTestId("ranked-profile").first();
  await card.getByTestId("match-why").click();
  const criteria = card.getByTestId("match-criteria");
  await criteria.waitFor();
  await criteria.getByText(it.criterion.mandatory_skills).waitFor();
  assert.equal(
    await criteria.locator('[data-criterion="mandatory_skills"]').getAttribute("data-outcome"),
    "hit",
  );
  assert.equal(await criteria.locator("li").count(), 8);
  await shot(page, "26-need-detail-it-desktop");

  // --- A weaker match names what it misses.
  await panel.getByRole("button", { name: it.band.bad, exact: true }).click();
  // The previous page stays on screen until the filtered one arrives: wait until every card is "bad".
  await page.waitForFunction(() => {
    const bands = Array.from(
      document.querySelectorAll('[data-testid="compatible-profiles"] [data-testid="match-band"]'),
    );
    return bands.length > 0 && bands.every((b) => b.getAttribute("data-band") === "bad");
  });
  const weak = panel.getByTestId("ranked-profile").first();
  await weak.getByTestId("match-why").click();
  await weak.getByText(it.missing.replace("{{list}}", "")).first().waitFor();

  // --- Another position of the need has its own ranking.
  await page.getByTestId("need-position-tab").filter({ hasText: PLATFORM_POSITION }).click();
  await page.waitForURL((url) => Boolean(url.searchParams.get("position")));
  const positionId = new URL(page.url()).searchParams.get("position");
  await page
    .locator(`[data-testid="compatible-profiles"][data-position-id="${positionId}"]`)
    .getByTestId("ranked-profile")
    .first()
    .waitFor();
  assertDescending(await scores(page));
  await logout(page);
});

test("a supplier sees its best fit per position and its fitting profiles with their explanation", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/position_list");
  await page.getByTestId("position-list-page").waitFor();
  const item = page.getByTestId("position-item").filter({ hasText: JAVA_POSITION });
  await item.getByTestId("best-fit").waitFor();
  const band = await item.getByTestId("match-band").getAttribute("data-band");
  assert.ok(band === "excellent" || band === "very_good", `the demo supplier fits well: ${band}`);
  await shot(page, "26-position-list-it-desktop");

  await item.click();
  const fitting = page.getByTestId("position-detail").getByTestId("fitting-profiles");
  await fitting.getByTestId("ranked-profile").first().waitFor();
  assertDescending(await scores(page));
  // Its own profiles are shown in full, with the company's name.
  const own = await fitting.getByTestId("ranked-profile-name").first().innerText();
  assert.doesNotMatch(own, /\s\p{Lu}\.$/u);
  await fitting.getByTestId("match-why").first().click();
  await fitting
    .getByTestId("match-criteria")
    .first()
    .locator('[data-criterion="seniority"]')
    .getByText(it.criterion.seniority, { exact: false })
    .first()
    .waitFor();
  await shot(page, "26-position-fit-it-desktop", { fullPage: false });
  await page.keyboard.press("Escape");
  await logout(page);
});

test("the detail page and the supplier's fit read well on a phone, in English", async () => {
  const phone = await openBrowser({ viewport: VIEWPORTS.mobile });
  try {
    const { page } = phone;
    await login(page, "client@demo.test");
    await page.goto("/need?status=published");
    await page.getByTestId("need-row").filter({ hasText: NEED }).getByTestId("need-row-open").click();
    await page.getByTestId("compatible-profiles").getByTestId("ranked-profile").first().waitFor();
    await shot(page, "26-need-detail-it-mobile");
    await chooseLanguage(page, "en");
    await page.goto("/need?status=published");
    const row = page.getByTestId("need-row").filter({ hasText: NEED });
    await row.getByTestId("need-row-open").click();
    await page.waitForURL((url) => url.pathname === "/need/detail");
    const panel = page.getByTestId("compatible-profiles");
    await panel.getByTestId("ranked-profile").first().waitFor();
    await page.getByTestId("need-tab-compatible").getByText(en.tab).waitFor();
    await panel.getByTestId("match-why").first().click();
    await panel.getByTestId("match-criteria").first().getByText(en.criterion.mandatory_skills).waitFor();
    await shot(page, "26-need-detail-en-mobile");
    await logout(page);

    await login(page, "supplier@demo.test");
    await chooseLanguage(page, "en");
    await page.goto("/position_list");
    await page
      .getByTestId("position-item")
      .filter({ hasText: JAVA_POSITION })
      .getByTestId("best-fit")
      .waitFor();
    await shot(page, "26-position-list-en-mobile");
    await page.getByTestId("position-item").filter({ hasText: JAVA_POSITION }).click();
    await page.getByTestId("fitting-profiles").getByTestId("ranked-profile").first().waitFor();
    await page.getByTestId("fitting-profiles").getByText(en.fit.heading).waitFor();
    await shot(page, "26-position-fit-en-mobile", { fullPage: false });
  } finally {
    await phone.close();
  }
});

test("in English on a desktop, the client's detail page keeps its ranking and explanations", async () => {
  const { page } = browser;
  await resetStorage(page);
  // The client chose English on the phone: the language is the account's.
  await login(page, "client@demo.test");
  await page.goto("/need?status=published");
  await page.getByTestId("need-row").filter({ hasText: NEED }).getByTestId("need-row-open").click();
  const panel = page.getByTestId("compatible-profiles");
  await panel.getByTestId("ranked-profile").first().waitFor();
  await panel.getByTestId("match-why").first().click();
  await panel
    .getByTestId("match-criteria")
    .first()
    .locator('[data-criterion="languages"]')
    .getByText(en.criterion.languages, { exact: false })
    .first()
    .waitFor();
  await page
    .getByTestId("compatible-total")
    .getByText(/compatible profiles/)
    .waitFor();
  await shot(page, "26-need-detail-en-desktop");
  await logout(page);
});
