import assert from "node:assert/strict";
import { test } from "node:test";
import { checksDocumentation, homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, login, logout, resetStorage } from "../lib/browser.mjs";

/**
 * The seeded demo accounts and their roles.
 * @type {[string, import("@mkt/contracts").RoleId][]}
 */
const ACCOUNTS = [
  ["admin@demo.test", ROLE.ADMINISTRATOR],
  ["client@demo.test", ROLE.CLIENT],
  ["client.employee@demo.test", ROLE.CLIENT_EMPLOYEES],
  ["supplier@demo.test", ROLE.SUPPLIER],
  ["supplier.employee@demo.test", ROLE.SUPPLIER_EMPLOYEES],
  ["supplier.manager@demo.test", ROLE.SUPPLIER_MANAGEMENT],
  ["academy@demo.test", ROLE.ACCADEMY],
  ["academy.profile@demo.test", ROLE.PROFILE_ACCADEMY],
  ["academy.manager@demo.test", ROLE.MANAGEMENT_ACCADEMY],
  ["freelancer@demo.test", ROLE.FREELANCER],
  ["admin.management@demo.test", ROLE.ADMIN_MANAGEMENT],
  ["company.admin@demo.test", ROLE.COMPANY_ADMINISTRATOR],
  ["company.admin.manager@demo.test", ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT],
];

const browser = browserForTests();

for (const [email, role] of ACCOUNTS) {
  test(`${email} lands on ${homeForRole(role)}`, async () => {
    const { page } = browser;
    await login(page, email);
    assert.equal(new URL(page.url()).pathname, homeForRole(role));
    if (role === ROLE.FREELANCER) {
      // §2.3: the freelancer's home is their own profile.
      await page.getByTestId("freelance-profile-page").waitFor();
    } else if (role === ROLE.COMPANY_ADMINISTRATOR || role === ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT) {
      // Company administrators' home is their member companies (issue 17 item 5).
      await page.getByTestId("member-companies-page").waitFor();
    } else if (role === ROLE.PROFILE_ACCADEMY) {
      // §2.3: the student's home is /my_profile (the Password item of their menu).
      await page.getByTestId("home-page").waitFor();
      await page.getByTestId("sidebar-entry-student_dashboard").first().waitFor({ state: "attached" });
    } else {
      await page.getByTestId("welcome-card").waitFor();
      // A dashboard's blocks come after its welcome (their own chunk): the last of them is there once they are.
      if (homeForRole(role).startsWith("/dashboard_")) await page.getByTestId("role-guide-card").waitFor();
      // §6: the documentation status only for the roles whose documentation is checked.
      if (checksDocumentation(role)) await page.getByTestId("documentation-card").waitFor();
      else
        assert.equal(
          await page.getByTestId("documentation-card").count(),
          0,
          `${email}: no documentation card`,
        );
    }
    assert.notEqual((await page.getByTestId("page-title").textContent())?.trim(), "");
    await logout(page);
  });
}

test("an authenticated page opened while logged out goes to login and back after it", async () => {
  const { page } = browser;
  await resetStorage(page);
  await page.goto("/my_profile");
  await page.waitForURL("**/authentication/login?returnUrl=%2Fmy_profile");
  await page.locator('input[name="email"]').fill("supplier@demo.test");
  await page.locator('input[name="password"]').fill("Demo2026!");
  await page.getByTestId("login-submit").click();
  await page.waitForURL("**/my_profile");
  await page.getByTestId("account-details-card").waitFor();
  assert.match(String(await page.getByTestId("account-email").textContent()), /supplier@demo\.test/);
});

test("another role's home sends the user to their own", async () => {
  const { page } = browser;
  await page.goto("/dashboard_client");
  await page.waitForURL(`**${homeForRole(ROLE.SUPPLIER)}`);
  await logout(page);
});
