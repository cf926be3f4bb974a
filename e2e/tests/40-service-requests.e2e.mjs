import assert from "node:assert/strict";
import { test } from "node:test";
import { VALIDATION_MESSAGES } from "@mkt/contracts";
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
import { apiFromPage } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("playwright-core").Locator} Locator */

const browser = browserForTests();
const tr = messages("it", "service-requests");
const trEn = messages("en", "service-requests");
const ti = messages("it", "incoming-service-requests");
const tc = messages("it", "collaborations");

// Two listed demo services of two different companies (apps/api/src/seed/demo-services.ts). The demo client's own
// open request (demo-service-requests.ts) is on the supplier's AWS migration and Kubernetes platform, so these two
// are free to request; accepting at the end awards the request, so the journey can run again on the same server.
const PENTEST = "Penetration test applicativo"; // Nexum Consulting (supplier@demo.test)
const BI = "Cruscotti di business intelligence"; // the freelancer's (freelancer@demo.test)
const stamp = Date.now();
const title = `Verifica sicurezza e cruscotti ${stamp}`;
const scope =
  "Penetration test del portale clienti e delle sue API prima del rilascio, e cruscotti direzionali sui " +
  "risultati del portale: indicare tempi, consegne e prezzo a corpo.";
const DAY = 86_400_000;
const isoDay = (/** @type {number} */ days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const deadline = isoDay(60);
/** The cheaper answer (the penetration test) and the dearer one (the dashboards). */
const QUOTES = {
  supplier: {
    price: "24000",
    shown: "24\\.000\\s€", // a RegExp source: the one euro format, a no-break space before the sign
    delivery: isoDay(40),
    note: "Test in due settimane, retest incluso.",
  },
  freelancer: {
    price: "31000",
    shown: "31\\.000\\s€",
    delivery: isoDay(50),
    note: "Modello dati e tre cruscotti.",
  },
};

/**
 * The catalogue card of a listed service, by its exact title.
 * @param {Page} page
 * @param {string} serviceTitle
 * @returns {Locator}
 */
function card(page, serviceTitle) {
  return page
    .locator('[data-testid^="service-card-"]')
    .filter({ has: page.getByRole("heading", { name: serviceTitle, exact: true }) });
}

/**
 * The answer columns of the comparison (each `answer-<targetId>`).
 * @param {Page} page
 * @returns {Locator}
 */
function answers(page) {
  return page.getByTestId("service-request-answers").locator(':scope > [data-testid^="answer-"]');
}

/**
 * A supplier's user opens the journey's request from Requests received and quotes on it.
 * @param {Page} page
 * @param {string} email
 * @param {{ price: string, shown: string, delivery: string, note: string }} quote
 * @param {string} serviceTitle the service of this supplier that the request targets
 */
async function quoteAs(page, email, quote, serviceTitle) {
  await resetStorage(page);
  await login(page, email);
  await page.getByTestId("sidebar-entry-service_requests_incoming").click();
  await page.waitForURL((url) => url.pathname === "/service_requests/incoming");
  const row = page.getByTestId("incoming-row").filter({ hasText: title });
  await row.waitFor();
  assert.match((await row.textContent()) ?? "", new RegExp(ti.status.sent));
  await row.getByTestId("incoming-open").click();
  await page.waitForURL((url) => url.searchParams.has("target"));
  const detail = page.getByTestId("incoming-detail");
  await detail.getByRole("heading", { name: title }).waitFor();
  assert.equal(await detail.getByTestId("incoming-detail-service").textContent(), serviceTitle);
  assert.equal(
    await detail.getByTestId("incoming-detail-client").textContent(),
    "Banca Popolare del Naviglio S.p.A.",
  );

  await detail.getByTestId("incoming-send-quote").click();
  const dialog = page.getByTestId("incoming-proposal-dialog");
  await dialog.waitFor();
  await dialog.getByTestId("incoming-proposal-price").fill(quote.price);
  await dialog.getByTestId("incoming-proposal-delivery").fill(quote.delivery);
  await dialog.getByTestId("incoming-proposal-note").fill(quote.note);
  await dialog.getByTestId("incoming-proposal-submit").click();
  await dialog.waitFor({ state: "detached" });
  // The drawer now shows the quote sent and no longer offers to answer.
  const sent = detail.getByTestId("incoming-answer");
  await sent.waitFor();
  assert.match((await sent.getByTestId("incoming-answer-price").textContent()) ?? "", /24\.000|31\.000/);
  assert.equal(await detail.getByTestId("incoming-send-quote").count(), 0);
  await page.getByTestId("incoming-drawer").getByRole("button", { name: ti.detail.close }).click();
  await page.waitForURL((url) => !url.searchParams.has("target"));
  await logout(page);
}

test("a client shortlists two services of two companies and requests quotes, stopped first on an empty scope", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("sidebar-entry-find_services").click();
  await page.waitForURL((url) => url.pathname === "/find_services");
  await page.getByTestId("find-services-page").waitFor();

  for (const serviceTitle of [PENTEST, BI]) {
    const toggle = card(page, serviceTitle).locator('[data-testid^="shortlist-toggle-"]');
    await toggle.check();
    assert.equal(await toggle.isChecked(), true, `${serviceTitle} is on the request`);
  }
  const requestButton = page.getByTestId("shortlist-request");
  assert.equal(
    (await requestButton.textContent())?.trim(),
    tr.shortlist.request_other.replace("{{count}}", "2"),
  );
  await requestButton.click();
  const dialog = page.getByTestId("service-request-dialog");
  await dialog.waitFor();
  const listed = await dialog.getByTestId("service-request-services").textContent();
  assert.match(listed ?? "", new RegExp(PENTEST));
  assert.match(listed ?? "", new RegExp(BI));

  // A title but no scope: the field says so and nothing is sent.
  const before = await apiFromPage(page, "service-requests?limit=1");
  assert.equal(before.status, 200, JSON.stringify(before.body));
  await dialog.getByTestId("request-title").fill(title);
  await dialog.getByTestId("service-request-send").click();
  await dialog.getByText(VALIDATION_MESSAGES["validation.required"].it).first().waitFor();
  assert.equal(await dialog.getByTestId("request-scope").getAttribute("aria-invalid"), "true");
  const after = await apiFromPage(page, "service-requests?limit=1");
  assert.equal(after.body.data.total, before.body.data.total, "a refused form sends nothing");

  await dialog.getByTestId("request-scope").fill(scope);
  await dialog.getByTestId("request-budget").fill("40000");
  await dialog.getByTestId("request-start").fill(isoDay(7));
  await dialog.getByTestId("request-deadline").fill(deadline);
  assert.equal(await dialog.getByTestId("request-scope").getAttribute("aria-invalid"), "false");
  await dialog.getByTestId("service-request-send").click();

  // The request's own page: both services waiting for an answer, the shortlist emptied.
  await page.waitForURL((url) => /^\/service_requests\/\d+$/.test(url.pathname));
  const detail = page.getByTestId("service-request-detail");
  await detail.getByRole("heading", { name: title }).waitFor();
  await page.locator('[data-testid^="answer-"]').first().waitFor();
  assert.equal(await answers(page).count(), 2);
  assert.equal(await detail.getByTestId("target-status-sent").count(), 2);
  assert.equal(await detail.getByText(tr.detail.awaiting).count(), 2);
  assert.equal(await page.getByTestId("shortlist-request").count(), 0);
  await logout(page);
});

test("the supplier and the freelancer each send a quote from Requests received", async () => {
  const { page } = browser;
  await quoteAs(page, "supplier@demo.test", QUOTES.supplier, PENTEST);
  await quoteAs(page, "freelancer@demo.test", QUOTES.freelancer, BI);
});

test("the client compares both answers, accepts the cheaper one and opens the collaboration", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("sidebar-entry-service_requests").click();
  await page.waitForURL((url) => url.pathname === "/service_requests");
  await page.getByTestId("service-requests-page").waitFor();
  const row = page.getByTestId("service-request-row").filter({ hasText: title });
  await row.getByText("2 / 2").waitFor();
  await row.getByRole("link", { name: title }).click();
  await page.waitForURL((url) => /^\/service_requests\/\d+$/.test(url.pathname));
  const detail = page.getByTestId("service-request-detail");
  await detail.getByRole("heading", { name: title }).waitFor();

  // Side by side: both prices, the cheaper (the penetration test) highlighted.
  await detail.getByTestId("target-status-quoted").nth(1).waitFor();
  assert.equal(await answers(page).count(), 2);
  const cheaper = answers(page).filter({ hasText: PENTEST });
  const dearer = answers(page).filter({ hasText: BI });
  assert.match((await cheaper.textContent()) ?? "", new RegExp(QUOTES.supplier.shown));
  assert.match((await dearer.textContent()) ?? "", new RegExp(QUOTES.freelancer.shown));
  assert.equal(await cheaper.getAttribute("data-cheapest"), "true");
  assert.equal(await cheaper.getByTestId("answer-cheapest").textContent(), tr.detail.cheapest);
  assert.equal(await dearer.getAttribute("data-cheapest"), null);
  assert.equal(await dearer.getByTestId("answer-cheapest").count(), 0);
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, "40-service-request-comparison-1280-it");

  // The same comparison in English on a phone.
  await chooseLanguage(page, "en");
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId("answer-cheapest").getByText(trEn.detail.cheapest).waitFor();
  await shot(page, "40-service-request-comparison-375-en");
  await page.setViewportSize(VIEWPORTS.desktop);
  await chooseLanguage(page, "it");
  await detail.getByRole("heading", { name: title }).waitFor();

  // Accepting the cheaper answer (confirmed) awards the request and opens the collaboration.
  const targetId = Number((await cheaper.getAttribute("data-testid"))?.replace("answer-", ""));
  assert.ok(targetId > 0, "the cheaper answer's target id");
  await page.getByTestId(`accept-${targetId}`).click();
  const confirm = page.getByTestId("confirm-dialog");
  await confirm.waitFor();
  assert.match((await confirm.textContent()) ?? "", /24\.000/);
  await page.getByTestId("confirm-dialog-confirm").click();
  await confirm.waitFor({ state: "detached" });
  await detail.getByTestId("request-status-awarded").waitFor();
  assert.equal(await page.locator('[data-testid^="accept-"]').count(), 0, "nothing more to accept");
  assert.equal(await dearer.getByTestId("target-status-not_chosen").count(), 1);
  const collaborationLink = page.getByTestId(`collaboration-${targetId}`);
  await collaborationLink.click();
  await page.waitForURL((url) => url.pathname === "/collaborations_request" && url.searchParams.has("id"));
  const drawer = page.getByTestId("collaboration-drawer");
  await drawer.getByRole("heading", { name: PENTEST }).waitFor();
  assert.equal((await drawer.getByTestId("collaboration-service").textContent())?.includes(PENTEST), true);
  assert.match((await drawer.textContent()) ?? "", /24\.000\s€ a corpo/);
  await drawer.getByRole("button", { name: tc.actions.close }).click();
  await drawer.waitFor({ state: "detached" });
  await logout(page);
});
