import assert from "node:assert/strict";
import { test } from "node:test";
import { ROLE } from "@mkt/contracts";
import { browserForTests, chooseLanguage, login, logout, resetStorage, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import {
  dismissWelcomeModals,
  OWNER_PASSWORD as PASSWORD,
  payWithCard,
  registerOwner,
} from "../lib/plans.mjs";

const plans = messages("it", "plans");

const browser = browserForTests();

test("a client on the free plan buys Starter: a declined card changes nothing, 4242 lands on the thank-you page", async () => {
  const { page } = browser;
  const email = `e2e.plans.client.${Date.now()}@example.test`;
  await registerOwner(ROLE.CLIENT, email, 1);
  await resetStorage(page);
  await login(page, email, PASSWORD);
  await dismissWelcomeModals(page, ROLE.CLIENT);

  // The top bar's credit pill and the avatar's plan card show the free plan.
  await page.getByTestId("credit-pill").filter({ hasText: "5" }).waitFor();
  await page.getByTestId("user-menu").click();
  assert.equal(await page.getByTestId("plan-card-name").textContent(), "Free");
  assert.equal(await page.getByTestId("plan-card-price").count(), 0, "a free plan shows no price");
  assert.equal(await page.getByTestId("plan-card-expiry").count(), 0, "31/12/9999 shows no expiry");
  await page.keyboard.press("Escape");

  await page.goto("/plans");
  await page.getByTestId("plans-table").waitFor();
  await page.getByTestId("plan-current-1").waitFor();
  await shot(page, "plans-client-1280-it");

  // A declined card: the hosted page says so; back on the platform the plan has not changed. This attempt
  // also takes the Assumi add-on (§1), which the checkout adds to the summary.
  await page.getByTestId("addon-toggle").locator("input").check();
  await page.getByTestId("plan-buy-2").click();
  await page.waitForURL("**/api/billing/local/checkout/**");
  await page.locator(".row", { hasText: "Add-on Assumi" }).waitFor();
  await payWithCard(page, "4000 0000 0000 0002");
  await page.locator(".error[role=alert]").filter({ hasText: "rifiutata" }).waitFor();
  await page.locator('a[href*="checkout=cancelled"]').click();
  await page.waitForURL((url) => url.pathname === "/plans" && !url.search.includes("checkout"));
  await page.getByTestId("notice-warning").filter({ hasText: plans.purchase.cancelled }).waitFor();
  await page.getByTestId("plan-current-1").waitFor();

  // The test card, refusing the add-on this time: paid, confirmed, thank-you page, new plan with its credits.
  assert.equal(await page.getByTestId("addon-toggle").locator("input").isChecked(), false);
  await page.getByTestId("plan-buy-2").click();
  await page.waitForURL("**/api/billing/local/checkout/**");
  assert.equal(await page.locator(".row", { hasText: "Add-on Assumi" }).count(), 0, "the add-on was refused");
  // §4: the thank-you page opens in a new tab; this tab goes back to where the purchase started.
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242 4242 4242 4242");
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.pathname === "/my_plans" && url.search.includes("thank_you=1"));
  await tab.getByTestId("thank-you").filter({ hasText: plans.thankYou.client.title }).waitFor();
  assert.equal(await tab.getByTestId("thank-you").getAttribute("data-audience"), "client");
  await tab.getByTestId("current-plan-name").filter({ hasText: "Starter" }).waitFor();
  await tab.getByTestId("current-plan-credits").filter({ hasText: "50" }).waitFor();
  assert.equal(await tab.getByTestId("credit-bar").first().getAttribute("data-band"), "high");
  await tab.getByTestId("invoices-row").first().waitFor();
  await shot(tab, "my-plans-thank-you-1280-it");
  await tab.close();
  await page.waitForURL((url) => url.pathname === "/plans" && !url.search.includes("checkout"));
  await page.getByTestId("plan-current-2").waitFor();

  // Issue 20: the Assumi add-on, refused with the plan, is bought alone for Starter until it expires: the plan
  // is unchanged, the thank-you page thanks for the add-on, and the plans page then says it is included.
  await page.getByTestId("addon-alone-text").filter({ hasText: "Starter" }).waitFor();
  await page.getByTestId("addon-alone-buy").click();
  await page.waitForURL("**/api/billing/local/checkout/**");
  await page.locator(".row", { hasText: "Add-on Assumi per il piano Starter" }).waitFor();
  assert.equal(
    await page.locator(".row", { hasText: "Abbonamento annuale" }).count(),
    0,
    "no plan is bought",
  );
  const addonTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242 4242 4242 4242");
  const thanks = await addonTab;
  await thanks.getByTestId("thank-you").filter({ hasText: plans.thankYou.addon.text }).waitFor();
  await thanks.getByTestId("current-plan-name").filter({ hasText: "Starter" }).waitFor();
  await thanks.getByTestId("current-plan-credits").filter({ hasText: "50" }).waitFor();
  await thanks.close();
  await page.waitForURL((url) => url.pathname === "/plans" && !url.search.includes("checkout"));
  await page.getByTestId("addon-included").waitFor();
  await page.getByTestId("plan-current-2").waitFor();

  // The billing portal cancels at period end; /my_plans says the plan will not renew.
  await page.goto("/my_plans");
  await page.getByTestId("current-plan-manage").click();
  await page.waitForURL("**/api/billing/local/portal/**");
  await page.locator('form[action$="/cancel"] button').click();
  await page.locator("text=non verrà rinnovato").waitFor();
  await page.locator('a[href="/my_plans"]').click();
  await page.waitForURL((url) => url.pathname === "/my_plans");
  await page.getByTestId("current-plan-cancelled").waitFor();
  await logout(page);
});

test("a supplier buys plan 8 through the checkout and sees the supplier thank-you page", async () => {
  const { page } = browser;
  const email = `e2e.plans.supplier.${Date.now()}@example.test`;
  await registerOwner(ROLE.SUPPLIER, email, 2);
  await resetStorage(page);
  await login(page, email, PASSWORD);
  await dismissWelcomeModals(page, ROLE.SUPPLIER);

  // Upgrade (top bar) → my plans → compare plans, inside the app (a reload would bring the supplier's
  // complete-profile modal back).
  await page.getByTestId("upgrade").click();
  await page.waitForURL((url) => url.pathname === "/my_plans_supplier");
  await page.getByTestId("current-plan-name").filter({ hasText: "Fornitore Free" }).waitFor();
  await page.getByTestId("current-plan-compare").click();
  await page.waitForURL((url) => url.pathname === "/plans_supplier");
  await page.getByTestId("plan-current-7").waitFor();
  await page.getByTestId("plan-buy-8").click();
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242424242424242");
  // §4: the thank-you page in a new tab (a new page load: the complete-profile modal asks there too).
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.pathname === "/my_plans_supplier" && url.search.includes("thank_you=1"));
  await tab.getByTestId("complete-profile-close").click();
  await tab.getByTestId("complete-profile-modal").waitFor({ state: "detached" });
  await tab.getByTestId("thank-you").filter({ hasText: plans.thankYou.supplier.text }).waitFor();
  await tab.getByTestId("current-plan-name").filter({ hasText: "Fornitore Pro" }).waitFor();
  await shot(tab, "my-plans-supplier-1280-it");
  await tab.close();
  // This tab, back from the checkout, loaded afresh: the supplier's complete-profile modal asks again, over the
  // plans page where the purchase started, now on plan 8.
  await page.waitForURL((url) => url.pathname === "/plans_supplier" && !url.search.includes("checkout"));
  await page.getByTestId("complete-profile-close").click();
  await page.getByTestId("complete-profile-modal").waitFor({ state: "detached" });
  await page.getByTestId("plan-current-8").waitFor();
  await logout(page);
});

test("a new client sees its plan alert once per session; inviting beyond the free plan's one user opens the blocked-feature modal", async () => {
  const { page } = browser;
  const email = `e2e.plans.limit.${Date.now()}@example.test`;
  await registerOwner(ROLE.CLIENT, email, 3);
  await resetStorage(page);
  await login(page, email, PASSWORD);
  // The plan alert of a new company, once per session: action 4 leads to the company profile.
  await page.getByTestId("plan-alert-text").filter({ hasText: plans.alerts.complete_profile.text }).waitFor();
  await page.getByTestId("plan-alert-action").filter({ hasText: plans.alerts.actions["4"] }).click();
  await page.waitForURL((url) => url.pathname === "/company_profile");
  await page.reload();
  await page.getByTestId("top-bar-actions").waitFor();
  await page.waitForTimeout(1000);
  assert.equal(await page.getByTestId("plan-alert").count(), 0, "the plan alert shows once per session");

  await page.goto("/manage_users");
  await page.getByTestId("invite-open").click();
  await page.locator('input[name="firstname"]').fill("Marco");
  await page.locator('input[name="lastname"]').fill("Galli");
  await page.locator('input[name="email"]').fill(`colleague.${Date.now()}@example.test`);
  await page.getByTestId("invite-submit").click();
  const text = plans.blocked.limit
    .replace("{{limit}}", plans.blocked.limitNames.n_max_users)
    .replace("{{max}}", "1");
  await page.getByTestId("blocked-text").filter({ hasText: text }).waitFor();
  await shot(page, "blocked-modal-users-1280-it", { fullPage: false });

  // Upgrade takes a client to its plans, with My Plans as the active menu entry.
  await page.getByTestId("blocked-upgrade").click();
  await page.waitForURL((url) => url.pathname === "/my_plans");
  assert.equal(await page.evaluate(() => sessionStorage.getItem("menuActive")), "my_plans");
  await page.getByTestId("blocked-modal").waitFor({ state: "detached" });
});

test("the demo client's plan pages read well at 375 px and in English", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("credit-pill").waitFor();
  await page.getByTestId("user-menu").click();
  await page.getByTestId("plan-card-name").filter({ hasText: "Business" }).waitFor();
  // 37 of 200 credits used: 82% left, the medium band.
  assert.equal(
    await page.getByTestId("plan-card").getByTestId("credit-bar").getAttribute("data-band"),
    "medium",
  );
  await shot(page, "plan-card-1280-it", { fullPage: false });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/plans");
  await page.getByTestId("plans-cards").waitFor();
  await page.getByTestId("plan-current-3").waitFor();
  await shot(page, "plans-client-375-it");
  await page.goto("/my_plans");
  await page.getByTestId("ledger-row").first().waitFor();
  await shot(page, "my-plans-375-it");
  await page.setViewportSize({ width: 1280, height: 800 });

  await chooseLanguage(page, "en");
  const en = messages("en", "plans");
  await page.getByTestId("ledger").filter({ hasText: en.myPlans.ledger }).waitFor();
  await page.getByTestId("ledger-pages").waitFor();
  await shot(page, "my-plans-1280-en");
  await chooseLanguage(page, "it");
  await logout(page);
});

test("staff see every subscription and the Administrator creates a coupon with validated fields", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/company_subscriptions");
  await page.getByTestId("subscription-row").first().waitFor();
  await page.getByTestId("subscriptions-search").fill("zzzz-no-company");
  await page
    .getByTestId("company-subscriptions-page")
    .filter({ hasText: plans.admin.subscriptions.empty })
    .waitFor();
  await page.getByTestId("subscriptions-search").fill("");
  await page.getByTestId("subscription-row").first().waitFor();
  await shot(page, "company-subscriptions-1280-it");

  await page.goto("/coupons");
  await page.getByTestId("coupon-new").click();
  await page.getByTestId("coupon-code").fill("e2e");
  await page.getByTestId("coupon-value").fill("150");
  await page.getByTestId("coupon-save").click();
  await page.getByTestId("coupon-dialog").locator("[role=alert]").first().waitFor();
  await shot(page, "coupon-dialog-errors-1280-it", { fullPage: false });
  const code = `E2E${String(Date.now()).slice(-6)}`;
  await page.getByTestId("coupon-code").fill(code);
  await page.getByTestId("coupon-value").fill("20");
  await page.getByTestId("coupon-save").click();
  await page.getByTestId("coupon-row").filter({ hasText: code }).waitFor();
  await shot(page, "coupons-1280-it");
});
