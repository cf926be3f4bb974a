import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { BASE_URL, login, openBrowser, resetStorage, shot } from "../lib/browser.mjs";
import { apiLogin } from "../lib/shell.mjs";

/**
 * Issue 17 leftovers: staff add a spoken language and switch another off from /languages, and a supplier's
 * profile form offers the new one and not the switched-off one; staff add a required document kind on
 * /configuration, and a supplier's documentation section asks for it. The journey puts back what it changed
 * that other journeys on the same server rely on (the switched-off language, the document kinds).
 */
/** @type {Awaited<ReturnType<typeof openBrowser>> | undefined} */
let browser;
/** @type {string | undefined} */
let staffToken;
/** @type {unknown} */
let originalKinds;
before(async () => {
  browser = await openBrowser();
  staffToken = await apiLogin("admin@demo.test");
  originalKinds = await api(staffToken, "GET", "admin/documentation/settings");
});
after(async () => {
  await browser?.close();
  if (staffToken) {
    await api(staffToken, "POST", "admin/reference/languages/sq/enabled", { enabled: true });
    if (originalKinds) await api(staffToken, "PUT", "admin/documentation/settings", originalKinds);
  }
});

/**
 * A JSON call with a token.
 * @param {string} token @param {string} method @param {string} path @param {unknown} [body]
 */
async function api(token, method, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(response.status, 200, `${method} ${path}: ${await response.clone().text()}`);
  return (await response.json()).data;
}

test("staff add a language and switch one off; the supplier's profile form follows", async () => {
  assert.ok(browser);
  const page = browser.page;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/languages");
  await page.getByTestId("language-list").waitFor();
  await page.getByTestId("reference-row").first().waitFor();
  await shot(page, "56-languages-1280-it");

  // Korean, added with its ISO code (a wrong code is refused on its field first).
  await page.getByTestId("language-add").click();
  const dialog = page.getByTestId("language-dialog");
  await dialog.waitFor();
  await page.getByTestId("language-code-input").fill("k1");
  await page.getByTestId("language-name-it").fill("Coreano");
  await page.getByTestId("language-name-en").fill("Korean");
  await page.getByTestId("language-save").click();
  await dialog.getByText("Usa il codice ISO della lingua", { exact: false }).waitFor();
  await page.getByTestId("language-code-input").fill("ko");
  await page.getByTestId("language-save").click();
  await dialog.waitFor({ state: "hidden" });

  // Albanian switched off.
  await page.getByTestId("reference-search").fill("albanese");
  const albanian = page.getByTestId("reference-row").filter({ has: page.getByText("sq", { exact: true }) });
  await albanian.first().getByTestId("row-toggle").click();
  await albanian.first().getByTestId("status-disabled").waitFor();

  // The supplier's new profile: the language select offers Korean and no longer Albanian.
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/employees/add-employee");
  const form = page.getByTestId("profile-form");
  await form.waitFor();
  await page.getByTestId("language-add").click();
  await form.getByTestId("language-row").getByRole("combobox").first().click();
  await page.getByTestId("language-option-ko").waitFor();
  assert.equal(await page.getByTestId("language-option-sq").count(), 0);
  assert.equal(await page.getByTestId("language-option-en").count(), 1);
  await shot(page, "56-profile-language-options-1280-it", { fullPage: false });
  await page.keyboard.press("Escape");
});

test("staff add a required document kind on /configuration and the supplier is asked for it", async () => {
  assert.ok(browser);
  const page = browser.page;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/configuration");
  const editor = page.getByTestId("document-kinds");
  await editor.waitFor();
  const before = await editor.getByTestId("document-kind-row").count();
  await page.getByTestId("kind-add").click();
  await page.getByTestId(`kind-${before}-code`).fill("insurance_policy");
  await page.getByTestId(`kind-${before}-label-it`).fill("Polizza assicurativa");
  await page.getByTestId(`kind-${before}-label-en`).fill("Insurance policy");
  await page.getByTestId(`kind-${before}-required-supplier`).check();
  await page.getByTestId(`kind-${before}-validity`).fill("12");
  await shot(page, "56-document-kinds-1280-it");
  await page.getByTestId("kinds-save").click();
  await page.getByText("Tipi di documento salvati.").waitFor();

  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/company_profile_supplier");
  const section = page.getByTestId("documentation-section");
  await section.waitFor();
  await section.getByTestId("document-kind").locator('[role="combobox"]').click();
  await page.getByTestId("document-kind-insurance_policy").waitFor();
  assert.match(await page.getByTestId("document-kind-insurance_policy").innerText(), /Polizza assicurativa/);
  await shot(page, "56-supplier-asked-for-kind-1280-it", { fullPage: false });
  await page.keyboard.press("Escape");
});
