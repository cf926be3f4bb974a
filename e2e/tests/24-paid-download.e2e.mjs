import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { LIMIT_ACTION, ROLE } from "@mkt/contracts";
import { BASE_URL, browserForTests, login, logout, resetStorage, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD, payWithCard, registerOwner } from "../lib/plans.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {{ id: number, company_id: number }} ProfileRef */

const plans = messages("it", "plans");
const FREE_CREDITS = 5;
const STARTER = { id: 2, name: "Starter", credits: 50 };

/** @param {ProfileRef} profile */
const detailPath = (profile) => `/freelance_profile_det/${profile.id}/${profile.company_id}/0/profile/0`;

/**
 * GET with a bearer token.
 * @param {string} path
 * @param {string} token
 */
function apiGet(path, token) {
  return fetch(`${BASE_URL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** The client's plan and credits (getNumberCredits). @param {string} token */
async function credits(token) {
  const response = await apiGet("company/getNumberCredits", token);
  assert.equal(response.status, 200);
  return (await response.json()).data;
}

/** Published demo profiles, as staff list them. @param {number} count @returns {Promise<ProfileRef[]>} */
async function publishedProfiles(count) {
  const admin = await apiLogin("admin@demo.test");
  const response = await apiGet(`profiles?published=1&limit=${count}&order_by=name`, admin);
  assert.equal(response.status, 200);
  const items = (await response.json()).data.items;
  assert.equal(items.length, count, `the demo seed should publish at least ${count} profiles`);
  return items.map((/** @type {ProfileRef} */ p) => ({ id: p.id, company_id: p.company_id }));
}

/**
 * Clicks a CV download on the profile detail, confirms the paid download and answers the CV response.
 * @param {Page} page
 */
async function clickCvDownload(page) {
  await page.getByTestId("cv-download-it").click();
  await page.getByTestId("confirm-dialog").waitFor();
  const response = page.waitForResponse((r) => /\/api\/profiles\/\d+\/cv\.pdf/.test(r.url()));
  await page.getByTestId("confirm-dialog-confirm").click();
  return response;
}

/**
 * A paid CV download that works: the browser gets a PDF file and the API answered it.
 * @param {Page} page
 */
async function downloadCvPdf(page) {
  const [download, response] = await Promise.all([page.waitForEvent("download"), clickCvDownload(page)]);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()["content-type"], "application/pdf");
  assert.match(download.suggestedFilename(), /^CV-.+-it\.pdf$/);
  assert.equal(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString("latin1"),
    "%PDF-",
  );
}

const browser = browserForTests();

test("a free client out of credits is blocked on a CV download, buys Starter, comes back and the download spends one credit", async () => {
  const { page } = browser;
  const email = `e2e.paid.download.${Date.now()}@example.test`;
  await registerOwner(ROLE.CLIENT, email, 19);
  const token = await apiLogin(email, OWNER_PASSWORD);
  const before = await credits(token);
  assert.equal(before.namePlanCurrent, "Free");
  assert.equal(before.creditAvailable, FREE_CREDITS);

  // Setup: the free plan's credits go on five CVs of different published profiles.
  const profiles = await publishedProfiles(FREE_CREDITS + 1);
  for (const profile of profiles.slice(0, FREE_CREDITS)) {
    const response = await apiGet(`profiles/${profile.id}/cv.pdf?lang=it`, token);
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(response.headers.get("content-type"), "application/pdf");
    await response.arrayBuffer();
  }
  const spent = await credits(token);
  assert.equal(spent.creditAvailable, 0);
  const limitation = spent.limitations.find(
    (/** @type {{ state_function: string }} */ l) => l.state_function === "download_cv",
  );
  assert.equal(limitation.blocked, true);
  assert.equal(limitation.action, LIMIT_ACTION.CREDITS);

  // A sixth profile: the download is refused and the blocked-feature modal names the credit limit.
  const sixth = profiles[FREE_CREDITS];
  assert.ok(sixth);
  await resetStorage(page);
  await login(page, email, OWNER_PASSWORD);
  await dismissWelcomeModals(page, ROLE.CLIENT);
  await page.goto(detailPath(sixth));
  await page.getByTestId("profile-detail").waitFor();
  const refused = await clickCvDownload(page);
  assert.equal(refused.status(), 403);
  assert.equal((await refused.json()).code, "plans.function_blocked");
  const text = plans.blocked.limit
    .replace("{{limit}}", plans.blocked.limitNames.credits)
    .replace("{{max}}", String(FREE_CREDITS));
  assert.equal(await page.getByTestId("blocked-text").textContent(), text);
  await shot(page, "blocked-modal-download-cv-1280-it", { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "blocked-modal-download-cv-375-it", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Upgrade → my plans → compare → Starter through the local checkout with the test card.
  await page.getByTestId("blocked-upgrade").click();
  await page.waitForURL((url) => url.pathname === "/my_plans");
  await page.getByTestId("current-plan-compare").click();
  await page.waitForURL((url) => url.pathname === "/plans");
  await page.getByTestId(`plan-buy-${STARTER.id}`).click();
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242 4242 4242 4242");
  // §4: the thank-you page opens in a new tab.
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.pathname === "/my_plans" && url.search.includes("thank_you=1"));
  await tab.getByTestId("thank-you").filter({ hasText: plans.thankYou.client.title }).waitFor();
  await tab.getByTestId("current-plan-name").filter({ hasText: STARTER.name }).waitFor();
  await tab
    .getByTestId("credit-pill")
    .filter({ hasText: String(STARTER.credits) })
    .waitFor();
  await tab.close();

  // This tab goes back to where the purchase started: the profile the download was blocked on; now it works.
  await page.waitForURL((url) => url.pathname === detailPath(sixth));
  await downloadCvPdf(page);
  await page.getByTestId("blocked-modal").waitFor({ state: "detached" });
  const after = await credits(token);
  assert.equal(after.namePlanCurrent, STARTER.name);
  assert.equal(after.credits, STARTER.credits);
  assert.equal(after.creditAvailable, STARTER.credits - 1);

  // The same profile again: downloaded, no second credit.
  await downloadCvPdf(page);
  assert.equal((await credits(token)).creditAvailable, STARTER.credits - 1);

  // The shell's credit pill agrees.
  await page.goto("/my_plans");
  await page
    .getByTestId("credit-pill")
    .filter({ hasText: String(STARTER.credits - 1) })
    .waitFor();
  await logout(page);
});
