import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  DEMO_PASSWORD,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const student = messages("it", "student");
const browser = browserForTests();

/**
 * The demo account's company, read through the API (the journey then uses only the screens).
 * @param {string} email
 */
async function companyOf(email) {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200);
  const { data } = /** @type {{ data: { user: { company_id: number, company_name: string } } }} */ (
    await response.json()
  );
  return { id: data.user.company_id, name: data.user.company_name };
}

/**
 * Screenshots of the current page at 1280 and 375 px.
 * @param {import("playwright-core").Page} page
 * @param {string} name
 */
async function shots(page, name) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("a student lands on /my_profile, opens their dashboard and edits their own profile", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "academy.profile@demo.test");
  // §2.3: the student's home is /my_profile; their dashboard is a sidebar entry.
  await page.waitForURL("**/my_profile");
  await page.locator('[data-testid="sidebar-entry-student_dashboard"]:visible').click();
  await page.waitForURL("**/student_dashboard");
  await page.getByTestId("student-dashboard-page").waitFor();
  await page.getByTestId("student-completeness").waitFor();
  assert.match(String(await page.getByTestId("student-completeness-percent").textContent()), /^\d{1,3}%$/);
  await page.getByTestId("student-published-state").waitFor();
  // §2.5: the student's profile menu holds Password (to my_profile) instead of My Profile.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-password").waitFor();
  await page.keyboard.press("Escape");
  await shots(page, "20-student-dashboard-it");

  const title = `Junior Cloud Developer ${Date.now().toString(36)}`;
  await page.getByTestId("student-edit-profile").click();
  await page.waitForURL("**/student_profile");
  const form = page.getByTestId("profile-form");
  await form.locator('input[name="title"]').fill("");
  await page.getByTestId("profile-save").click();
  // A cleared required field is refused on the spot, with its message.
  await form.locator('input[name="title"][aria-invalid="true"]').waitFor();
  await form.locator('input[name="title"]').fill(title);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && /\/api\/profiles\/\d+$/.test(r.url()),
  );
  await page.getByTestId("profile-save").click();
  assert.equal((await saved).status(), 200);
  await page.getByText(student.profile.saved).waitFor();
  assert.equal(await form.locator('input[name="title"]').inputValue(), title);
  // The academy's premium switch is not the student's to change.
  assert.equal(await form.locator('input[name="remote"]').count(), 1);
  assert.equal(await form.locator('input[name="premium"]').count(), 0);
  await shots(page, "20-student-profile-it");

  // The sidebar leads back to the dashboard, which shows the saved title.
  await page.locator('[data-testid="sidebar-entry-student_dashboard"]:visible').click();
  await page.waitForURL("**/student_dashboard");
  await page.getByTestId("student-title").filter({ hasText: title }).waitFor();
  await chooseLanguage(page, "en");
  await page.getByTestId("student-dashboard-page").waitFor();
  await shots(page, "20-student-dashboard-en");
  await chooseLanguage(page, "it");
  await logout(page);
});

test("a client opens a supplier's page, one of its profiles, and writes to it", async () => {
  const { page } = browser;
  const supplier = await companyOf("supplier@demo.test");
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/supplier_profile?company=${supplier.id}`);
  await page.getByTestId("company-page-name").filter({ hasText: supplier.name }).waitFor();
  const cards = page.getByTestId("company-page-profile");
  await cards.first().waitFor();
  assert.ok((await cards.count()) > 0, "the supplier shows its published profiles");
  await page.getByTestId("company-page-rating").waitFor();
  await shots(page, "20-supplier-page-it");

  // The demo supplier publishes more profiles than one page holds: the second page shows others.
  const pages = page.getByTestId("company-page-profiles-pages");
  const names = () => cards.evaluateAll((nodes) => nodes.map((n) => n.querySelector("p")?.textContent ?? ""));
  const firstPage = await names();
  await pages.locator("button", { hasText: /^2$/ }).click();
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="company-page-profile"] p')?.textContent !== before,
    firstPage[0],
  );
  const secondPage = await names();
  assert.notDeepEqual(secondPage, firstPage, "page 2 lists other profiles");
  await pages.locator("button", { hasText: /^1$/ }).click();
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="company-page-profile"] p')?.textContent === before,
    firstPage[0],
  );

  // A profile opens its detail; its company name leads back to the page.
  const name = String(await cards.first().locator("p").first().textContent()).trim();
  await cards.first().click();
  await page.waitForURL(/\/complete_detail\/\d+\/null\/\d+\//);
  await page.getByTestId("profile-detail-name").filter({ hasText: name }).waitFor();
  await page.getByTestId("profile-detail-company").filter({ hasText: supplier.name }).click();
  await page.waitForURL(`**/supplier_profile?company=${supplier.id}`);
  await page.getByTestId("company-page-name").waitFor();

  // Message opens (or finds) the conversation with this company.
  await page.getByTestId("company-page-message").click();
  await page.waitForURL(/\/chat_component\?c=\d+$/);
  await page.getByTestId("chat-thread-title").filter({ hasText: supplier.name }).waitFor();
  const question = `Buongiorno, il profilo ${name} è disponibile? [${Date.now().toString(36)}]`;
  await page.getByTestId("chat-input").fill(question);
  await page.getByTestId("chat-input").press("Enter");
  await page.getByTestId("chat-message-body").filter({ hasText: question }).waitFor();

  // An unknown company answers with the translated not-found notice.
  await page.goto("/supplier_profile?company=999999");
  await page.getByTestId("company-page-error").waitFor();
  await chooseLanguage(page, "en");
  await page.goto(`/supplier_profile?company=${supplier.id}`);
  await page.getByTestId("company-page-profile").first().waitFor();
  await shots(page, "20-supplier-page-en");
  await chooseLanguage(page, "it");
  await logout(page);
});

test("a supplier sees its customers and a client's page", async () => {
  const { page } = browser;
  const client = await companyOf("client@demo.test");
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.locator('[data-testid="sidebar-entry-customer_profile"]:visible').click();
  await page.waitForURL("**/customer_profile");
  await page.getByTestId("customers-list").waitFor();
  await page.getByTestId("customer-row").first().waitFor();
  await shots(page, "20-customers-it");
  // The previous journey's conversation makes the demo client one of the supplier's customers.
  await page.getByTestId("customer-row").filter({ hasText: client.name }).click();
  await page.waitForURL(`**/customer_profile?company=${client.id}`);
  await page.getByTestId("company-page-name").filter({ hasText: client.name }).waitFor();
  assert.equal(
    await page.getByTestId("company-page-profiles").count(),
    0,
    "a client has no profiles section",
  );
  await page.getByTestId("company-page-message").waitFor();
  await shots(page, "20-customer-page-it");
  await logout(page);
});
