import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { computeItalianVatCheckDigit, ROLE } from "@mkt/contracts";
import { DEMO_PASSWORD, login, logout, openBrowser, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { startOwnServer } from "../lib/own-server.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD, payWithCard, registerOwner } from "../lib/plans.mjs";
import { apiFromPage } from "../lib/shell.mjs";

/**
 * Spec behaviours only a browser shows (issue 20 items 1, 5 and 7):
 * - a free client who has quotes opens them and gets the §2.6 blocked-feature modal naming the plan (item 5);
 * - after a token refresh every modal closes and the page reloads (§4), what the call saved being kept;
 * - the whole purchase on a public host name (marketplace.test, mapped to 127.0.0.1 by Chromium, not
 *   /etc/hosts) on a server of its own whose APP_URL is that host: every return address of the hosted
 *   checkout uses it, and the thank-you page opens in a new tab (§4) on it (item 1).
 */
const plans = messages("it", "plans");
const quotes = messages("it", "quotes");
const PUBLIC_HOST = "marketplace.test";

/** @param {import("playwright-core").Page} page @param {string} path @param {unknown} body */
async function apiPost(page, path, body) {
  const result = await apiFromPage(page, path, body);
  assert.equal(result.status, 200, `${path}: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/** @type {Awaited<ReturnType<typeof startOwnServer>> | undefined} */
let own;

before(async () => {
  own = await startOwnServer(PUBLIC_HOST);
});

after(async () => {
  await own?.stop();
});

test("a free client who has quotes opens them: the blocked-feature modal names the plan that shows them", async () => {
  const browser = await openBrowser();
  try {
    const { page } = browser;
    const email = `e2e.spec.quotes.${Date.now()}@example.test`;
    await registerOwner(ROLE.CLIENT, email, 63);
    await login(page, email, OWNER_PASSWORD);
    await dismissWelcomeModals(page, ROLE.CLIENT);
    const title = `Portale clienti ${Date.now()}`;
    const need = await apiPost(page, "client/need/createNeedAndNeedResource", {
      title,
      publish: true,
      positions: [{ title: `${title} · Frontend`, seniority: "senior", profiles_wanted: 1 }],
    });
    await logout(page);

    // A supplier quotes one of its profiles on the free client's position.
    await login(page, "supplier@demo.test");
    const profiles = await apiFromPage(page, "profiles?published=true&limit=1");
    const inDays = (/** @type {number} */ days) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await apiPost(page, `positions/${need.positions[0].id}/quotes`, {
      daily_rate: 420,
      date_start: inDays(30),
      date_end: inDays(120),
      profile_number: 1,
      profile_ids: [profiles.body.data.items[0].id],
    });
    await logout(page);

    // The client opens the quotes: the modal names the plan instead of a silent empty tab.
    await login(page, email, OWNER_PASSWORD);
    await dismissWelcomeModals(page, ROLE.CLIENT);
    await page.goto(`/need/detail?id=${need.id}&tab=quotes`);
    const modal = page.getByTestId("blocked-modal");
    await modal.waitFor();
    const text = String(await modal.getByTestId("blocked-text").textContent());
    assert.match(text, /Starter|Business/, `the modal names the plan that shows quotes: ${text}`);
    await shot(page, "63-quotes-blocked-modal-1280-it", { fullPage: false });
    await modal.getByTestId("blocked-cancel").click();
    await modal.waitFor({ state: "detached" });
    // Closed, the tab says why it is empty and opens the modal again.
    await page.getByTestId("quotes-blocked").filter({ hasText: quotes.panel.blockedText }).waitFor();
    await page.setViewportSize(VIEWPORTS.mobile);
    await shot(page, "63-quotes-blocked-375-it");
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId("quotes-blocked-open").click();
    await modal.waitFor();
    await modal.getByTestId("blocked-upgrade").click();
    await page.waitForURL((url) => url.pathname === "/my_plans");
  } finally {
    await browser.close();
  }
});

test("a token refresh closes the open modal and reloads the page; the call it retried is kept", async () => {
  const browser = await openBrowser();
  try {
    const { page } = browser;
    await login(page, "admin@demo.test");
    await page.goto("/coupons");
    await page.getByTestId("coupons-page").or(page.getByTestId("coupon-new")).first().waitFor();
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    // The access token expires while the coupon dialog is open: its save answers 401 once.
    let expired = false;
    await page.route("**/api/admin/coupons", async (route) => {
      if (route.request().method() !== "POST" || expired) return route.continue();
      expired = true;
      return route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: "auth.token_expired", message: "", data: null }),
      });
    });
    const refreshed = page.waitForResponse((r) => r.url().includes("/api/auth/refresh"));
    const code = `R${String(Date.now()).slice(-8)}`;
    await page.getByTestId("coupon-new").click();
    const dialog = page.getByTestId("coupon-dialog");
    await dialog.waitFor();
    await page.getByTestId("coupon-code").fill(code);
    await page.getByTestId("coupon-value").fill("15");
    await page.getByTestId("coupon-save").click();
    assert.equal((await refreshed).status(), 200);
    // §4: the page reloads (a new load of the document), the dialog is gone, the saved coupon is listed.
    const deadline = Date.now() + 20_000;
    while (loads < 1) {
      assert.ok(Date.now() < deadline, "the page reloads after the token refresh");
      await new Promise((done) => setTimeout(done, 100));
    }
    await page.getByTestId("coupon-row").filter({ hasText: code }).waitFor();
    assert.equal(await dialog.count(), 0, "every modal closed");
    assert.equal(expired, true);
    await page.unrouteAll();
  } finally {
    await browser.close();
  }
});

test("on a public host name the whole purchase returns to that host and the thank-you page opens in a new tab", async () => {
  assert.ok(own);
  const local = await own.ready();
  const origin = own.url;
  // A new client of the own server, registered and confirmed there (its mailbox read as its administrator).
  const email = `e2e.spec.public.${Date.now()}@example.test`;
  const vatBase = `3${String(Date.now()).slice(-9)}`;
  const registered = await fetch(`${local}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      role_id: ROLE.CLIENT,
      firstname: "Chiara",
      lastname: "Esposito",
      email,
      password: OWNER_PASSWORD,
      company_name: "Esposito Pubblico 63",
      vat_number: `${vatBase}${computeItalianVatCheckDigit(vatBase)}`,
      city: "Napoli",
      language: "it",
      terms_accepted: true,
    }),
  });
  assert.equal(registered.status, 200, await registered.text());
  const admin = await (
    await fetch(`${local}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD }),
    })
  ).json();
  const mails = await (
    await fetch(`${local}/api/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${admin.data.token}` },
    })
  ).json();
  const token = /confirm-email\?token=([\w-]+)/.exec(JSON.stringify(mails.data))?.[1];
  assert.ok(token, "the confirmation mail carries its link");
  // The mailed link itself points at the public host (APP_URL), not at localhost.
  assert.match(
    JSON.stringify(mails.data),
    new RegExp(`${origin.replace(/[.:/]/g, "\\$&")}/authentication/confirm-email`),
  );
  assert.equal((await fetch(`${local}/api/auth/confirmEmail?token=${token}`)).status, 200);

  const browser = await openBrowser({
    baseURL: origin,
    hostResolverRules: `MAP ${PUBLIC_HOST} 127.0.0.1`,
  });
  try {
    const { page } = browser;
    await login(page, email, OWNER_PASSWORD);
    assert.equal(new URL(page.url()).origin, origin);
    await dismissWelcomeModals(page, ROLE.CLIENT);
    await page.getByTestId("credit-pill").filter({ hasText: "5" }).waitFor();

    await page.goto("/plans");
    await page.getByTestId("plan-current-1").waitFor();
    await page.getByTestId("plan-buy-2").click();
    await page.waitForURL("**/api/billing/local/checkout/**");
    // The hosted checkout is on the public host, and every address it leads back to is too.
    assert.equal(new URL(page.url()).origin, origin);
    const targets = [
      ...(await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => String(Reflect.get(a, "href"))))),
      ...(await page
        .locator("form[action]")
        .evaluateAll((forms) => forms.map((f) => String(Reflect.get(f, "action"))))),
    ];
    assert.ok(targets.length > 0, "the checkout page has its links and forms");
    for (const target of targets)
      assert.equal(new URL(target).origin, origin, `${target} leaves the public host`);
    assert.ok(
      targets.some((t) => t.includes("checkout=cancelled")),
      `the way back is on the page: ${targets.join(", ")}`,
    );
    await shot(page, "63-checkout-public-host-1280-it");

    const thankYouTab = page.context().waitForEvent("page");
    await payWithCard(page, "4242 4242 4242 4242");
    // Paid: back on the public host; the thank-you page in a new tab, there too (§4).
    const tab = await thankYouTab;
    await tab.waitForURL((url) => url.pathname === "/my_plans" && url.search.includes("thank_you=1"));
    assert.equal(new URL(tab.url()).origin, origin);
    await tab.getByTestId("thank-you").filter({ hasText: plans.thankYou.client.title }).waitFor();
    await tab.getByTestId("current-plan-name").filter({ hasText: "Starter" }).waitFor();
    await tab.getByTestId("current-plan-credits").filter({ hasText: "50" }).waitFor();
    await shot(tab, "63-thank-you-tab-1280-it");
    await tab.setViewportSize(VIEWPORTS.mobile);
    await shot(tab, "63-thank-you-tab-375-it");
    await tab.close();
    // The checkout's tab is back where the purchase started, on the public host, with the new plan and credits.
    await page.waitForURL((url) => url.pathname === "/plans" && !url.search.includes("checkout"));
    assert.equal(new URL(page.url()).origin, origin);
    await page.getByTestId("plan-current-2").waitFor();
    await page.getByTestId("credit-pill").filter({ hasText: "50" }).waitFor();
    await resetStorage(page);
  } finally {
    await browser.close();
  }
});
