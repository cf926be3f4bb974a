import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, login, logout, openBrowser, shot } from "../lib/browser.mjs";
import { apiLogin } from "../lib/shell.mjs";

/**
 * The support chat widget (issue 17 item 4, spec §4) and a product category switched off (issue 17 item 3).
 * Staff switch the widget on from /configuration with a made-up Crisp id; a signed-out visitor who allows the
 * chat gets the provider's script (the provider's origin is answered with an empty script here, so nothing
 * depends on the network) and the page's CSP names Crisp; signing in removes it, signing out brings it back;
 * staff switch it off again. Then staff switch a product category off and the supplier's service form no
 * longer offers it, and switch it back on.
 */
const CRISP_ID = "0e5f58aa-1b2c-4d3e-8f40-5a6b7c8d9e0f";
const CATEGORY = { code: "testing_performance", name: "Test di prestazioni" };
const SCRIPT = "#support-chat-script";

/** @type {import("../lib/browser.mjs").OpenBrowser | undefined} */
let staff;
/** @type {import("../lib/browser.mjs").OpenBrowser | undefined} */
let visitor;

/**
 * The Administrator's API call (the cleanup, whatever the journey reached).
 * @param {string} path
 * @param {"GET" | "PUT" | "POST"} method
 * @param {unknown} [body]
 */
async function adminApi(path, method, body) {
  const token = await apiLogin("admin@demo.test");
  const res = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(res.status, 200, JSON.stringify(json));
  return json.data;
}

before(async () => {
  staff = await openBrowser();
  visitor = await openBrowser();
  // The provider's scripts come from its fixed origin: answer them with an empty script.
  await visitor.context.route("https://client.crisp.chat/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
});

after(async () => {
  // Leave the widget off and the category on for the next run, whatever happened.
  const config = await adminApi("admin/configuration", "GET");
  await adminApi("admin/configuration", "PUT", {
    ...config,
    support_chat: { ...config.support_chat, enabled: false },
  });
  const page = await adminApi(
    `admin/reference/product-categories?q=${encodeURIComponent(CATEGORY.name)}&limit=50`,
    "GET",
  );
  const row = page.items.find((/** @type {{ code: string }} */ c) => c.code === CATEGORY.code);
  if (row && !row.enabled)
    await adminApi(`admin/reference/product-categories/${row.id}/enabled`, "POST", { enabled: true });
  await staff?.close();
  await visitor?.close();
});

/**
 * Switches the support chat on (with Crisp and the id) or off on the configuration screen, and saves.
 * @param {import("playwright-core").Page} page
 * @param {boolean} on
 */
async function saveSupportChat(page, on) {
  await page.goto("/configuration");
  await page.getByTestId("configuration-form").waitFor();
  if (on) {
    await page.getByTestId("config-chat-provider").locator('[role="combobox"]').click();
    await page.getByTestId("config-chat-provider-crisp").click();
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await page.getByTestId("config-chat-site").fill(CRISP_ID);
    await page.getByTestId("config-chat-enabled").check();
  } else {
    await page.getByTestId("config-chat-enabled").uncheck();
  }
  await page.getByTestId("config-save").click();
  await page.getByText("Configurazione salvata.").waitFor();
}

test("staff switch the support chat on; a signed-out visitor who allows it gets Crisp's script, not once signed in", async () => {
  assert.ok(staff && visitor);
  const admin = staff.page;
  await login(admin, "admin@demo.test");

  // A site id that is not Crisp's format: a clear message under the field, nothing saved.
  await admin.goto("/configuration");
  await admin.getByTestId("configuration-form").waitFor();
  await admin.getByTestId("config-chat-site").fill("not-an-id");
  await admin.getByTestId("config-chat-enabled").check();
  await admin.getByTestId("config-save").click();
  await admin
    .getByText(/Website ID di Crisp: 36 caratteri/)
    .first()
    .waitFor();
  await saveSupportChat(admin, true);
  await shot(admin, "58-configuration-support-chat-1280-it");

  const page = visitor.page;
  const response = await page.goto("/authentication/login");
  const csp = String((await response?.allHeaders())?.["content-security-policy"]);
  assert.match(csp, /script-src 'self' https:\/\/client\.crisp\.chat https:\/\/settings\.crisp\.chat/);
  // Not allowed yet: only the button that asks.
  await page.getByTestId("support-chat-open").waitFor();
  assert.equal(await page.locator(SCRIPT).count(), 0);
  await shot(page, "58-login-support-chat-button-1280-it");
  await page.getByTestId("support-chat-open").click();
  await page
    .getByRole("dialog")
    .getByText(/fornita da Crisp/)
    .waitFor();
  await page.getByTestId("support-chat-allow").click();
  await page.locator(SCRIPT).waitFor({ state: "attached" });
  assert.equal(await page.locator(SCRIPT).getAttribute("src"), "https://client.crisp.chat/l.js");
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).CRISP_WEBSITE_ID), CRISP_ID);
  assert.equal(await page.getByTestId("support-chat-open").count(), 0);

  // Signed in: the widget goes away.
  await page.locator('input[name="email"]').fill("client@demo.test");
  await page.locator('input[name="password"]').fill("Demo2026!");
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
  await page.getByTestId("top-bar-actions").waitFor();
  await page.locator(SCRIPT).waitFor({ state: "detached" });
  assert.equal(await page.evaluate(() => "CRISP_WEBSITE_ID" in window), false);

  // After logout (§4) it loads again, the permission being kept in this browser.
  await logout(page);
  await page.locator(SCRIPT).waitFor({ state: "attached" });

  // Staff switch it off: a new page load gets neither the script nor Crisp in its CSP.
  await saveSupportChat(admin, false);
  const reload = await page.reload();
  assert.doesNotMatch(String((await reload?.allHeaders())?.["content-security-policy"]), /crisp/);
  await page.locator('input[name="email"], [data-testid="top-bar-actions"], main').first().waitFor();
  await page.waitForLoadState("networkidle");
  assert.equal(await page.locator(SCRIPT).count(), 0);
  assert.equal(await page.getByTestId("support-chat-open").count(), 0);
});

test("staff switch a product category off: the service form no longer offers it; back on, it does", async () => {
  assert.ok(staff && visitor);
  const admin = staff.page;
  await admin.goto("/product_category");
  await admin.getByTestId("product-category-page").waitFor();
  await admin.getByTestId("reference-search").fill(CATEGORY.name);
  const row = admin
    .getByTestId("reference-row")
    .filter({ has: admin.getByText(CATEGORY.name, { exact: true }) })
    .first();
  await row.waitFor();
  await row.getByTestId("row-toggle").click();
  await row.getByTestId("status-disabled").waitFor();

  const page = visitor.page;
  await login(page, "supplier@demo.test");
  /** Opens the new-service form's category list and answers whether it offers the category. */
  const offered = async () => {
    await page.goto("/services_list/new");
    await page.getByTestId("service-form").waitFor();
    await page.getByTestId("service-category").locator('[role="combobox"]').click();
    await page.getByRole("listbox").waitFor();
    await page.getByTestId("service-category-testing_automation").waitFor();
    const count = await page.getByTestId(`service-category-${CATEGORY.code}`).count();
    await page.keyboard.press("Escape");
    return count > 0;
  };
  assert.equal(await offered(), false, "a disabled category is offered");
  await shot(page, "58-service-form-category-off-1280-it");

  await row.getByTestId("row-toggle").click();
  await row.getByTestId("status-disabled").waitFor({ state: "detached" });
  assert.equal(await offered(), true, "the category is not offered again");
});
