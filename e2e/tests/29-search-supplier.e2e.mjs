import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const it = messages("it", "supplier-search");

/** GET with a bearer token. @param {string} path @param {string} token */
async function apiGet(path, token) {
  const response = await fetch(`${BASE_URL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
  return (await response.json()).data;
}

/** POST JSON with a bearer token. @param {string} path @param {string} token @param {unknown} body */
async function apiPost(path, token, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
  return (await response.json()).data;
}

const browser = browserForTests();

test("a client finds suppliers by technology and city, opens one and downloads its report", async () => {
  const { page } = browser;
  // The demo supplier of Milano with published profiles, and the technology most of them have.
  const token = await apiLogin("client@demo.test");
  const milano = await apiGet("companies/search?city=Milano&order=profiles", token);
  const target = milano.items.find((/** @type {any} */ c) => c.technologies.length > 0);
  assert.ok(target, "the demo seed should have an approved supplier in Milano with published profiles");
  const technology = target.technologies[0];

  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("sidebar-entry-search_supplier").first().click();
  await page.waitForURL("**/search_supplier");
  await page.getByTestId("search-supplier-page").getByText(it.heading.client).waitFor();
  await page.getByTestId("supplier-total").waitFor();

  await page.getByTestId("supplier-filter-technology").locator("input").fill(technology.name);
  await page.getByRole("option", { name: technology.name, exact: true }).click();
  await page.getByTestId("supplier-filter-city").fill("milano");
  await page.waitForURL(
    (url) =>
      url.searchParams.get("city") === "milano" &&
      url.searchParams.get("technology") === String(technology.id),
  );
  const card = page.locator(`[data-testid="supplier-result"][data-id="${target.id}"]`);
  const expected = await apiGet(`companies/search?city=milano&technology=${technology.id}`, token);
  await page.locator(`[data-testid="supplier-total"][data-total="${expected.total}"]`).waitFor();
  await page.locator('[data-testid="supplier-results"][aria-busy="false"]').waitFor();
  await card.waitFor();
  const shown = await page
    .getByTestId("supplier-result")
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-id")));
  assert.deepEqual(
    shown,
    expected.items.map((/** @type {any} */ c) => String(c.id)),
  );
  await shot(page, "29-search-supplier-it-1280");

  // The search lives in the address: a reload shows the same companies.
  await page.reload();
  await card.waitFor();

  // Download report: a PDF file the API answered as a PDF.
  const [download, response] = await Promise.all([
    page.waitForEvent("download"),
    page.waitForResponse((r) => r.url().includes(`/api/companies/${target.id}/report`)),
    card.getByTestId("supplier-report").click(),
  ]);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()["content-type"], "application/pdf");
  assert.match(download.suggestedFilename(), /^Report-.+-it\.pdf$/);
  assert.equal(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString("latin1"),
    "%PDF-",
  );

  // View company: the supplier's page.
  await card.getByTestId("supplier-view").click();
  await page.waitForURL(`**/supplier_profile?company=${target.id}`);
  await page.getByTestId("company-page-name").filter({ hasText: target.name }).waitFor();

  // The page in English and on a phone.
  await page.goBack();
  await card.waitFor();
  await chooseLanguage(page, "en");
  await page
    .getByTestId("search-supplier-page")
    .getByText(messages("en", "supplier-search").heading.client)
    .waitFor();
  await page.getByTestId("supplier-result").first().waitFor();
  await shot(page, "29-search-supplier-en-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId("supplier-result").first().waitFor();
  await shot(page, "29-search-supplier-en-375");
  await chooseLanguage(page, "it");
  await page.getByTestId("supplier-result").first().waitFor();
  await shot(page, "29-search-supplier-it-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await logout(page);
});

test("a client unlocks a profile's contacts for one credit and sees the e-mail", async () => {
  const { page } = browser;
  const token = await apiLogin("client@demo.test");
  // The demo supplier publishes a new profile with contacts: locked for every client until unlocked.
  const supplier = await apiLogin("supplier@demo.test");
  const stamp = Date.now();
  const full = await apiPost("profiles", supplier, {
    firstname: "Giada",
    lastname: "Marchetti",
    title: "Cloud Engineer",
    seniority: "senior",
    email: `giada.marchetti.${stamp}@example.test`,
    phone: "+39 333 765 4321",
    city: "Milano",
  });
  await apiPost(`profiles/${full.id}/publication`, supplier, { published: true });
  const locked = { id: full.id, company_id: full.company_id };
  const before = (await apiGet("company/getNumberCredits", token)).creditAvailable;

  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/freelance_profile_det/${locked.id}/${locked.company_id}/0/profile/0`);
  await page.getByTestId("contacts-hidden").waitFor();
  await page.getByTestId("unlock-contacts").click();
  await page.getByTestId("confirm-dialog").waitFor();
  await shot(page, "29-unlock-confirm-it-1280");
  const unlocked = page.waitForResponse((r) => r.url().endsWith(`/api/profiles/${locked.id}/unlock`));
  await page.getByTestId("confirm-dialog-confirm").click();
  assert.equal((await unlocked).status(), 200);
  await page.getByTestId("profile-detail").getByText(full.email).waitFor();
  assert.equal(await page.getByTestId("contacts-hidden").count(), 0);
  await page.getByTestId("profile-detail-name").filter({ hasText: full.lastname }).waitFor();
  await shot(page, "29-unlock-done-it-1280");
  assert.equal((await apiGet("company/getNumberCredits", token)).creditAvailable, before - 1);

  // After a reload the contacts stay visible and nothing more is spent.
  await page.reload();
  await page.getByTestId("profile-detail").getByText(full.email).waitFor();
  assert.equal((await apiGet("company/getNumberCredits", token)).creditAvailable, before - 1);
});
