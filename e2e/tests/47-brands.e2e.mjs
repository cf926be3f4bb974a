import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  DEMO_PASSWORD,
  eventually,
  login,
  resetStorage,
  shot,
} from "../lib/browser.mjs";

/**
 * Brands by host (issue 17 item 6): one server, three host names. Chromium resolves partner.test and
 * distributor.test to this machine, so the same app is reached under each brand's host.
 */
const browser = browserForTests({
  hostResolverRules: "MAP partner.test 127.0.0.1, MAP distributor.test 127.0.0.1",
});
const port = new URL(BASE_URL).port;
const PARTNER_URL = `http://partner.test:${port}`;
const DISTRIBUTOR_URL = `http://distributor.test:${port}`;
const PARTNER_MAIN = "#6a1b9a";
/** A 1×1 PNG. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const COLORS = {
  main: "#0073aa",
  secondary: "#00a0d2",
  light: "#e5f1f8",
  dark: "#005177",
  grey: "#52606d",
  greyLight: "#f4f6f8",
  excellent: "#2e7d32",
  veryGood: "#66bb6a",
  good: "#f9a825",
  bad: "#c62828",
  noData: "#9e9e9e",
};

async function adminToken() {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD }),
  });
  const body = /** @type {{ data: { token: string } }} */ (await response.json());
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.token;
}

/**
 * Signs in through the login form of the host at `origin` (a session belongs to one origin).
 * @param {import("playwright-core").Page} page
 * @param {string} origin
 * @param {string} email
 */
async function loginAt(page, origin, email) {
  await page.goto(`${origin}/authentication/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
}

/** "rgb(106, 27, 154)" for "#6a1b9a". @param {string} hex */
const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

test("the Administrator creates a partner brand on the brands screen", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.getByTestId("sidebar-entry-brands").click();
  await page.waitForURL("**/brands");
  await page.getByTestId("brand-row").first().waitFor();
  await page.getByTestId("brand-new").click();
  await page.getByTestId("brand-name").fill("Partner Test");
  await page.getByTestId("brand-host").fill("partner.test");
  await page.getByTestId("brand-kind").click();
  await page.getByTestId("brand-kind-partner").click();
  // A main colour too light for white text is refused under its field.
  await page.getByTestId("brand-color-main").fill("#b39ddb");
  await page.getByTestId("brand-save").click();
  await page.getByText("Contrasto insufficiente con il testo bianco").waitFor();
  await page.getByTestId("brand-color-main").fill(PARTNER_MAIN);
  await page.getByTestId("brand-save").click();
  await page.getByTestId("brand-dialog").waitFor({ state: "hidden" });
  const row = page.getByTestId("brand-row").filter({ hasText: "Partner Test" });
  await row.waitFor();
  await shot(page, "brands-list-1280-it");
  // The login image is uploaded from the saved brand's form, as soon as it is chosen.
  await row.getByTestId("brand-edit").click();
  await page.getByTestId("brand-login-image-input").setInputFiles({
    name: "login.png",
    mimeType: "image/png",
    buffer: Buffer.from(ONE_PIXEL_PNG, "base64"),
  });
  await page.getByTestId("brand-login-image-preview").waitFor();
  await shot(page, "brands-edit-1280-it");
  await page.getByTestId("brand-dialog").getByRole("button", { name: "Annulla" }).click();
  await page.getByTestId("brand-dialog").waitFor({ state: "hidden" });
});

test("a client on the partner host sees the partner colours and login image, and only Find Services", async () => {
  const { page } = browser;
  await page.goto(`${PARTNER_URL}/authentication/login`);
  const button = page.getByTestId("login-submit");
  await button.waitFor();
  // The theme comes from the host's brand once auth/getBrand answers.
  const background = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
  await eventually(async () => (await background()) === rgb(PARTNER_MAIN), background);
  await page.getByTestId("login-image").waitFor();
  await loginAt(page, PARTNER_URL, "client@demo.test");
  await page.getByTestId("sidebar").waitFor();
  const entries = await page
    .locator('[data-testid^="sidebar-entry-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  assert.deepEqual(entries, ["sidebar-entry-find_services"]);
  await shot(page, "brands-partner-client-1280-it");
});

test("the distributor host hides the sidebar and chat; the platform's host keeps them", async () => {
  const { page } = browser;
  const token = await adminToken();
  const created = await fetch(`${BASE_URL}/api/admin/brands`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: "Distributor Test",
      host_pattern: "distributor.test",
      kind: "distributor",
      is_default: false,
      colors: COLORS,
      sales_email: "",
      analytics_enabled: false,
    }),
  });
  assert.equal(created.status, 200, await created.text());

  await resetStorage(page);
  await loginAt(page, BASE_URL, "client@demo.test");
  await page.getByTestId("sidebar").waitFor();
  await page.getByTestId("chat-icon").waitFor();

  await loginAt(page, DISTRIBUTOR_URL, "client@demo.test");
  await page.getByTestId("user-menu").waitFor();
  await page.getByTestId("shell-content").waitFor();
  assert.equal(await page.getByTestId("sidebar").count(), 0);
  assert.equal(await page.getByTestId("chat-icon").count(), 0);
  assert.equal(await page.getByTestId("open-menu").count(), 0);
  await shot(page, "brands-distributor-client-1280-it");
});
