/**
 * Issue 4, the remaining screens: a supplier manages a profile's work experience (/working_experience) and
 * certifications (/certifications) from the profile editor; a client without the Assumi add-on meets the blocked
 * modal on /accademy_profiles and, once the add-on is bought, finds students' profiles there; the academy sees
 * its students' profiles with the status of each linked student account.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ROLE, VALIDATION_MESSAGES } from "@mkt/contracts";
import {
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD, payWithCard, registerOwner } from "../lib/plans.mjs";
import { apiFromPage } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const sectionsIt = messages("it", "profile-sections");
const browser = browserForTests();

/**
 * Screenshots of the current screen at 1280 and 375 px.
 * @param {Page} page
 * @param {string} name
 */
async function shots(page, name) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await shot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * The dialog's input by test id.
 * @param {Page} page
 * @param {string} testId
 */
const field = (page, testId) => page.getByTestId("section-dialog").getByTestId(testId);

test("a supplier adds, edits and deletes a work experience and adds a certification", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  const list = await apiFromPage(page, "profiles?limit=1&order_by=name");
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const profile = list.body.data.items[0];

  await page.goto(`/employees/add-employee/${profile.id}`);
  await page.getByTestId("manage-certifications").waitFor();
  await shot(page, "profile-sections-editor-links-1280-it", { fullPage: false });
  await page.getByTestId("manage-experiences").click();
  await page.waitForURL(
    (url) => url.pathname === "/working_experience" && url.search === `?id=${profile.id}`,
  );
  await page.getByTestId("section-page-experiences").waitFor();
  const items = page.getByTestId("section-item");
  const before = await items.count();

  // Required fields and the date order are checked before anything is sent.
  await page.getByTestId("section-add").click();
  await field(page, "experience-role-input").fill("Solution Architect");
  await field(page, "experience-start-input").fill("2023-06-01");
  await field(page, "experience-end-input").fill("2022-01-31");
  await page.getByTestId("section-dialog-save").click();
  const dialog = page.getByTestId("section-dialog");
  await dialog.getByText(VALIDATION_MESSAGES["validation.required"].it).waitFor();
  await dialog.getByText(VALIDATION_MESSAGES["validation.date_order"].it).waitFor();
  assert.equal(await field(page, "experience-company-input").getAttribute("aria-invalid"), "true");
  await shot(page, "profile-sections-experience-invalid-1280-it");

  await field(page, "experience-company-input").fill("Officine Digitali Srl");
  await field(page, "experience-end-input").fill("2024-09-30");
  await page.getByTestId("section-dialog-save").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("notice-success").filter({ hasText: sectionsIt.done.added }).waitFor();
  const added = items.filter({ hasText: "Solution Architect" });
  await added.waitFor();
  assert.equal(await items.count(), before + 1);
  // 06/2023 – 09/2024, both months included: 1 year 4 months.
  await added.getByTestId("experience-dates").filter({ hasText: "1 anno 4 mesi" }).waitFor();
  await shots(page, "profile-sections-experiences-it");

  await added.getByTestId("section-item-edit").click();
  assert.equal(await field(page, "experience-company-input").inputValue(), "Officine Digitali Srl");
  await field(page, "experience-role-input").fill("Lead Solution Architect");
  await page.getByTestId("section-dialog-save").click();
  await dialog.waitFor({ state: "detached" });
  const edited = items.filter({ hasText: "Lead Solution Architect" });
  await edited.waitFor();

  // The whole profile shows the new entry too.
  const detail = await apiFromPage(page, `profiles/${profile.id}`);
  assert.ok(
    detail.body.data.experiences.some(
      (/** @type {{ role: string }} */ e) => e.role === "Lead Solution Architect",
    ),
  );

  await edited.getByTestId("section-item-delete").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await edited.waitFor({ state: "detached" });
  assert.equal(await items.count(), before);

  // Certifications: the same screen pattern, reached from the experience screen.
  await page.getByTestId("section-other").click();
  await page.waitForURL((url) => url.pathname === "/certifications");
  await page.getByTestId("section-page-certifications").waitFor();
  const certificationsBefore = await items.count();
  await page.getByTestId("section-add").click();
  await page.getByTestId("section-dialog-save").click();
  await dialog.getByText(VALIDATION_MESSAGES["validation.required"].it).waitFor();
  // The name is picked from the taxonomy's certifications by an alias (issue 17 item 3): "CKA".
  await field(page, "certification-name-input").fill("CKA");
  await page.getByRole("option", { name: "Certified Kubernetes Administrator" }).click();
  await field(page, "certification-issuer-input").fill("CNCF");
  await field(page, "certification-issued-input").fill("2024-03-15");
  await field(page, "certification-expires-input").fill("2027-03-15");
  await page.getByTestId("section-dialog-save").click();
  await dialog.waitFor({ state: "detached" });
  const certification = items.filter({ hasText: "Certified Kubernetes Administrator" });
  await certification.waitFor();
  assert.equal(await items.count(), certificationsBefore + 1);
  await shots(page, "profile-sections-certifications-it");

  await chooseLanguage(page, "en");
  await page.getByTestId("section-add").filter({ hasText: "Add certification" }).waitFor();
  await shots(page, "profile-sections-certifications-en");
  await page.goto(`/working_experience?id=${profile.id}`);
  await page.getByTestId("section-add").filter({ hasText: "Add experience" }).waitFor();
  await shots(page, "profile-sections-experiences-en");
  await page.getByTestId("section-add").click();
  await page.getByTestId("section-dialog-save").click();
  await dialog.getByText(VALIDATION_MESSAGES["validation.required"].en).first().waitFor();
  await shot(page, "profile-sections-experience-invalid-1280-en");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  // Leave the demo profile as it was.
  await page.goto(`/certifications?id=${profile.id}`);
  await certification.getByTestId("section-item-delete").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await certification.waitFor({ state: "detached" });
  await chooseLanguage(page, "it");
  await logout(page);
});

test("a client without the Assumi add-on meets the blocked modal on academy profiles, then buys it", async () => {
  const { page } = browser;
  const email = `e2e.academy.profiles.${Date.now()}@example.test`;
  await registerOwner(ROLE.CLIENT, email, 35);
  await resetStorage(page);
  await login(page, email, OWNER_PASSWORD);
  await dismissWelcomeModals(page, ROLE.CLIENT);

  await page.getByTestId("sidebar-entry-accademy_profiles").first().click();
  await page.waitForURL((url) => url.pathname === "/accademy_profiles");
  await page.getByTestId("blocked-modal").waitFor();
  await shot(page, "academy-profiles-blocked-modal-1280-it");
  await page.getByTestId("blocked-cancel").click();
  await page.getByTestId("blocked-modal").waitFor({ state: "detached" });
  await page.getByTestId("academy-profiles-blocked").waitFor();
  await shots(page, "academy-profiles-blocked-it");
  // The page's button opens the modal again.
  await page.getByTestId("academy-profiles-unlock").click();
  await page.getByTestId("blocked-modal").waitFor();
  await page.getByTestId("blocked-cancel").click();

  // A plan with the add-on: students' profiles, and only theirs.
  await page.goto("/plans");
  await page.getByTestId("addon-toggle").locator("input").check();
  await page.getByTestId("plan-buy-2").click();
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242 4242 4242 4242");
  // §4: the thank-you page opens in a new tab; this one returns to the plans page.
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.search.includes("thank_you=1"));
  await tab.close();
  await page.waitForURL((url) => url.pathname === "/plans" && !url.search.includes("checkout"));
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes("/api/profiles/search") && response.url().includes("type_profiles=student"),
  );
  await page.goto("/accademy_profiles");
  const response = await searched;
  const body = await response.json();
  assert.ok(body.data.total > 0, "the demo academies have published student profiles");
  assert.ok(body.data.items.every((/** @type {{ kind: string }} */ p) => p.kind === "student"));
  await page.getByTestId("academy-profiles-search").waitFor();
  await page.getByTestId("search-result").first().waitFor();
  assert.equal(await page.getByTestId("blocked-modal").count(), 0);
  await shots(page, "academy-profiles-client-it");
  await chooseLanguage(page, "en");
  await page.getByTestId("search-result").first().waitFor();
  await shots(page, "academy-profiles-client-en");
  await logout(page);
});

test("the academy lists its students' profiles with the status of their accounts", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "academy@demo.test");
  await page.goto("/accademy_profiles");
  await page.getByTestId("academy-students").waitFor();
  const rows = page.getByTestId("academy-student-row");
  await rows.first().waitFor();
  // The demo student (academy.profile@demo.test) is linked to one of the profiles.
  await page.locator('[data-testid="academy-student-status"][data-status="active"]').first().waitFor();
  assert.ok((await page.locator('[data-testid="academy-student-status"][data-status="none"]').count()) > 0);
  await shots(page, "academy-profiles-academy-it");

  // Manage Users in the avatar menu leads to the academy's team page (on a one-user plan it opens the
  // blocked modal instead, §4).
  await page.getByTestId("user-menu").click();
  const manageUsers = page.getByTestId("user-menu-manage-users");
  assert.equal(await manageUsers.getAttribute("href"), "/manage_users_supplier");
  await manageUsers.click();
  await Promise.race([
    page.waitForURL((url) => url.pathname === "/manage_users_supplier"),
    page.getByTestId("blocked-modal").waitFor(),
  ]);
  if (await page.getByTestId("blocked-modal").count()) await page.getByTestId("blocked-cancel").click();

  await page.goto("/accademy_profiles");
  await page.getByTestId("academy-student-edit").first().click();
  await page.waitForURL((url) => url.pathname.startsWith("/employees/add-employee/"));
  await chooseLanguage(page, "en");
  await page.goto("/accademy_profiles");
  await rows.first().waitFor();
  await shots(page, "academy-profiles-academy-en");
  await chooseLanguage(page, "it");
  await logout(page);
});

test("staff reach a profile's certifications from the menu by choosing the profile", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.getByTestId("sidebar-entry-certifications").first().click();
  await page.waitForURL((url) => url.pathname === "/certifications");
  await page.getByTestId("section-picker").waitFor();
  await page.getByTestId("section-picker-item").first().waitFor();
  await shots(page, "profile-sections-staff-picker-it");
  await page.getByTestId("section-picker-item").first().click();
  await page.waitForURL((url) => url.pathname === "/certifications" && /^\?id=\d+$/.test(url.search));
  await page.getByTestId("section-page-certifications").waitFor();
  await logout(page);
});
