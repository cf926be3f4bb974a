import assert from "node:assert/strict";
import { after, test } from "node:test";
import { eventCount } from "../lib/analytics.mjs";
import {
  BASE_URL,
  browserForTests,
  DEMO_PASSWORD,
  eventually,
  login,
  resetStorage,
  shot,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { uniqueVat } from "../lib/plans.mjs";
import { apiLogin, switchVersion } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

/**
 * Analytics variants (issue 18): product version 1, a brand without analytics, consent refused then given, staff
 * acting as a user, a browser sign-up in the staff charts. What is stored is read through the staff API (today's
 * rollups after a refresh). Re-runnable on the same server: the demo user's consent and version are set at the
 * start of each test and the version is restored at the end; the brand is created once.
 */
const NO_ANALYTICS_HOST = "noanalytics59.test";
const browser = browserForTests({
  cookieBanner: true,
  hostResolverRules: `MAP ${NO_ANALYTICS_HOST} 127.0.0.1`,
});
const NO_ANALYTICS_URL = `http://${NO_ANALYTICS_HOST}:${new URL(BASE_URL).port}`;
const tr = messages("it", "tracking");

/** The demo user whose sidebar clicks are counted; nobody else has this role label in the demo. */
const USER = "client.employee@demo.test";
const LABEL = "Aiuto amministratore cliente";
/** Longer than the client's flush interval (5 s) and the refresh's settle delay (2 s). */
const QUIET_MS = 8_000;

/**
 * Today's stored sidebar clicks of the demo user's role label (with or without the staff tag, or both).
 * @param {boolean} [staff]
 */
const clicks = (staff) => eventCount("sidebar_click", LABEL, staff);

/**
 * An authenticated API call.
 * @param {string} token
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function api(token, method, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  assert.equal(response.status, 200, `${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo user's stored analytics choice and product version, as a test needs them. */
async function prepareUser(/** @type {{ consent: boolean, version: 1 | 2 }} */ state) {
  const token = await apiLogin(USER);
  await api(token, "PUT", "analytics/consent", { consent: state.consent });
  await api(token, "POST", "auth/switchVersionProduct", { type_version: state.version });
}

after(async () => {
  // The demo user goes back to version 2 whatever happened.
  await api(await apiLogin(USER), "POST", "auth/switchVersionProduct", { type_version: 2 });
});

/**
 * Clicks the sidebar's Find Services (a tracked `sidebar_click`, in both product versions) and leaves for the
 * profile page, so the tracker's queue goes out (sendBeacon on page hide).
 * @param {Page} page
 * @param {string} [origin]
 */
async function clickSidebarAndLeave(page, origin = "") {
  await page.getByTestId("sidebar-entry-find_services").click();
  await page.waitForURL((url) => url.pathname.startsWith("/find_services"));
  await page.goto(`${origin}/my_profile`);
  await page.getByTestId("account-details-card").waitFor();
}

/**
 * Signs in at `origin` with this browser's analytics choice already made (the banner stays away).
 * @param {Page} page
 * @param {string} origin
 * @param {string} email
 * @param {"granted" | "denied"} choice
 */
async function signIn(page, origin, email, choice) {
  await page.goto(`${origin}/authentication/404`);
  await page.evaluate((value) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem("analyticsConsent", value);
  }, choice);
  await page.goto(`${origin}/authentication/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
}

test("product version 1 stores nothing; back on version 2 the same click is counted", async () => {
  const { page } = browser;
  await prepareUser({ consent: true, version: 1 });
  const before = await clicks();
  await signIn(page, "", USER, "granted");
  await clickSidebarAndLeave(page);
  await page.waitForTimeout(QUIET_MS);
  assert.equal(await clicks(), before, "a version 1 user's click must not be stored");

  await switchVersion(page, 2);
  await clickSidebarAndLeave(page);
  await eventually(
    async () => (await clicks()) > before,
    async () => `sidebar clicks today: ${await clicks()} (before ${before})`,
    20_000,
  );
});

test("a brand configured without analytics asks nothing and stores nothing", async () => {
  const { page } = browser;
  const admin = await apiLogin("admin@demo.test");
  const brands = await api(admin, "GET", `admin/brands?search=${NO_ANALYTICS_HOST}`);
  if (
    !brands.items.some((/** @type {{ host_pattern: string }} */ b) => b.host_pattern === NO_ANALYTICS_HOST)
  ) {
    const platform = await api(admin, "GET", `auth/getBrand?url=${new URL(BASE_URL).host}`);
    await api(admin, "POST", "admin/brands", {
      name: "Journey 59 senza statistiche",
      host_pattern: NO_ANALYTICS_HOST,
      kind: "standard",
      is_default: false,
      colors: platform.colors,
      sales_email: "",
      analytics_enabled: false,
    });
  }
  await prepareUser({ consent: true, version: 2 });

  const brand = await fetch(`${BASE_URL}/api/auth/getBrand?url=${new URL(NO_ANALYTICS_URL).host}`);
  assert.equal((await brand.json()).data.analytics_enabled, false);

  // The first visit of this browser to the brand's host: once its brand is known, no banner asks for consent.
  const brandRead = page.waitForResponse(
    (r) => r.url().includes("/api/auth/getBrand") && r.url().includes(NO_ANALYTICS_HOST),
  );
  await page.goto(`${NO_ANALYTICS_URL}/authentication/login`);
  await brandRead;
  await page.getByTestId("login-submit").waitFor();
  await page.waitForLoadState("networkidle");
  assert.equal(await page.getByRole("region", { name: tr.banner.label }).count(), 0);
  await shot(page, "59-no-analytics-login");

  // The user accepted analytics (on the account): on this host, their clicks are still not stored.
  const before = await clicks();
  await page.locator('input[name="email"]').fill(USER);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
  await clickSidebarAndLeave(page, NO_ANALYTICS_URL);
  await page.waitForTimeout(QUIET_MS);
  assert.equal(await clicks(), before, "a click on a brand without analytics must not be stored");
});

test("consent refused in the banner stores nothing; accepted on the profile page, clicks are counted", async () => {
  const { page } = browser;
  await prepareUser({ consent: false, version: 2 });
  await resetStorage(page);
  await page.goto("/authentication/login");
  const banner = page.getByRole("region", { name: tr.banner.label });
  await banner.waitFor();
  await banner.getByRole("button", { name: tr.banner.refuse }).click();
  await banner.waitFor({ state: "detached" });
  await login(page, USER);
  const before = await clicks();
  await clickSidebarAndLeave(page);
  const consentSwitch = page.getByRole("switch", { name: tr.switch.label });
  assert.equal(await consentSwitch.isChecked(), false);
  await page.waitForTimeout(QUIET_MS);
  assert.equal(await clicks(), before, "nothing is stored after a refusal");

  await consentSwitch.click();
  await page.getByText(tr.switch.saved_on).waitFor();
  assert.equal(await consentSwitch.isChecked(), true);
  await shot(page, "59-consent-switch-on");
  await clickSidebarAndLeave(page);
  await eventually(
    async () => (await clicks()) > before,
    async () => `sidebar clicks today: ${await clicks()} (before ${before})`,
    20_000,
  );
});

test("staff acting as a user: the user's events carry the staff tag", async () => {
  const { page } = browser;
  await prepareUser({ consent: true, version: 2 });
  const tagged = await clicks(true);
  const untagged = await clicks(false);
  // The administrator's own browser choice is a refusal: only the assumed user's consent applies.
  await signIn(page, "", "admin@demo.test", "denied");
  await page.waitForURL("**/my_profile");
  const card = page.getByTestId("act-as-user-card");
  await card.locator('input[name="email"]').fill(USER);
  await page.getByTestId("act-as-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
  await page.getByTestId("welcome-card").waitFor();
  await clickSidebarAndLeave(page);
  await eventually(
    async () => (await clicks(true)) > tagged,
    async () => `staff-tagged clicks today: ${await clicks(true)} (before ${tagged})`,
    20_000,
  );
  assert.equal(await clicks(false), untagged, "an assumed session's click is never untagged");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("return-back").click();
  await page.waitForURL("**/my_profile");
});

/**
 * The sign-ups of the staff health report over its default period, the last 90 days (staff activity left out,
 * as on the screen): how many sign_up events, 0 while the report still counts accounts (no sign_up event yet).
 */
async function signUpEvents() {
  const admin = await apiLogin("admin@demo.test");
  await api(admin, "POST", "admin/analytics/refresh");
  const health = await api(admin, "GET", "admin/analytics/health");
  const clients = health.signups.by_role.find((/** @type {{ key: string }} */ r) => r.key === "Cliente");
  return health.signups.basis === "events"
    ? { total: health.signups.total, clients: clients?.count ?? 0 }
    : { total: 0, clients: 0 };
}

test("a sign-up done in the browser is counted in the staff charts", async () => {
  const { page } = browser;
  const before = await signUpEvents();
  const stamp = Date.now();
  await resetStorage(page);
  await page.goto("/authentication/register?role_id=2");
  const banner = page.getByRole("region", { name: tr.banner.label });
  await banner.getByRole("button", { name: tr.banner.refuse }).click();
  await page.locator('input[name="firstname"]').fill("Carla");
  await page.locator('input[name="lastname"]').fill("Sanna");
  await page.locator('input[name="email"]').fill(`journey59.${stamp}@example.test`);
  await page.locator('input[name="password"]').fill("Registrazione2026");
  await page.locator('input[name="password_confirmation"]').fill("Registrazione2026");
  await page.getByTestId("register-next").click();
  await page.locator('input[name="company_name"]').fill(`Sanna Retail ${stamp}`);
  await page.locator('input[name="vat_number"]').fill(uniqueVat(59));
  await page.locator('input[name="city"]').fill("Cagliari");
  await page.getByTestId("register-next").click();
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  // A refusal of analytics does not hide the sign-up: it is a business fact, counted anonymously.
  await eventually(
    async () => (await signUpEvents()).total === before.total + 1,
    async () => `sign-ups today: ${JSON.stringify(await signUpEvents())} (before ${JSON.stringify(before)})`,
    20_000,
  );
  assert.equal((await signUpEvents()).clients, before.clients + 1);

  // The staff screen shows the same figure.
  const { total } = await signUpEvents();
  await signIn(page, "", "admin@demo.test", "denied");
  await page.goto("/charts");
  await page.getByTestId("analytics-charts-page").waitFor();
  const summary = page.getByTestId("chart-signups-summary");
  await eventually(
    async () => (await summary.innerText()).startsWith(`${total} registrazion`), // "1 registrazione", "2 registrazioni"
    () => summary.innerText(),
  );
  await shot(page, "59-charts-signups");
});
