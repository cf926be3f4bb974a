import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, homeForRole, ROLE, VALIDATION_MESSAGES } from "@mkt/contracts";
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
import { mailboxLink, mailTo } from "../lib/mailbox.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const ob = messages("it", "open-browse");
const reg = messages("it", "register");
const auth = messages("it", "auth");
const t = messages("it", "needs");
const tp = messages("it", "profiles");
const leads = messages("it", "open-leads");

/** A valid Italian VAT number no other run has used: 10 digits from the clock plus the check digit. */
function uniqueVat() {
  const first10 = `3${String(Date.now()).slice(-9)}`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

/** @param {Page} page @param {string} option */
async function chooseOption(page, option) {
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.getByRole("listbox").waitFor({ state: "hidden" });
}

test("a visitor posts a T&M need, registers from the mailed link, finds the need; staff see the lead as first need", async () => {
  const { page } = browser;
  await resetStorage(page);
  const stamp = Date.now();
  const email = `e2e.need.${stamp}@example.test`;
  const password = "Cliente2026";
  const title = `Team pagamenti ${stamp.toString(36)}`;

  // A partner's visit straight to the need form, with its UTM source.
  await page.goto("/redirect_token/need/2/partner?sidebar=1&utm_source=journey50");
  await page.waitForURL((url) => /^\/open\/need_open_create\/[\w-]+$/.test(url.pathname));
  await page.getByTestId("open-need-type-tm").click();
  const form = page.getByTestId("open-tm-need-form");
  await form.waitFor();
  // Nothing is sent until the need and the contacts are right.
  await page.getByTestId("open-need-submit").click();
  await form.getByText(VALIDATION_MESSAGES["validation.required"].it).first().waitFor();
  await page.getByTestId("need-title").fill(title);
  await page.getByTestId("need-description").fill("Due sviluppatori per il nuovo sistema dei pagamenti.");
  const position = form.getByTestId("position-card").first();
  await position.getByTestId("position-title").fill("Sviluppatore Java senior");
  await position.getByLabel(t.form.seniority).click();
  await chooseOption(page, tp.seniority.senior);
  await position.getByTestId("position-mandatory").locator("input").fill("Java");
  await chooseOption(page, "Java");
  await page.getByTestId("open-need-firstname").fill("Paolo");
  await page.getByTestId("open-need-lastname").fill("Rossi");
  await page.getByTestId("open-need-email").fill(email);
  await page.getByTestId("open-need-company").fill(`Rossi ${stamp}`);
  await page.getByRole("checkbox", { name: ob.need.consent }).check();
  await shot(page, "50-open-need-form-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId("open-need-submit").scrollIntoViewIfNeeded();
  await shot(page, "50-open-need-form-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId("open-need-submit").click();
  await page.getByTestId("open-need-sent").getByText(ob.need.sentTitle).waitFor();
  await page.getByTestId("open-need-sent").getByText(email, { exact: false }).waitFor();

  // The visitor's e-mail carries the registration link; registration says the need will be created.
  const mail = await mailTo(email);
  assert.ok(mail, "the visitor got the confirmation mail");
  assert.ok(mail.text.includes(title), "the mail names the need");
  const link = /https?:\/\/\S*\/authentication\/register\?role_id=2&utm_source=open&contact=[\w-]{43}/.exec(
    mail.text,
  )?.[0];
  assert.ok(link, "the mail holds the registration link");
  await resetStorage(page);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId("register-contact-notice").waitFor();
  assert.match(String(await page.getByTestId("register-contact-notice").textContent()), new RegExp(title));
  assert.match(
    String(await page.getByTestId("register-contact-notice").textContent()),
    new RegExp(reg.contact.title),
  );
  assert.equal(await page.locator('input[name="email"]').inputValue(), email);
  await shot(page, "50-register-need-1280-it");
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.getByTestId("register-next").click();
  assert.equal(await page.locator('input[name="company_name"]').inputValue(), `Rossi ${stamp}`);
  await page.locator('input[name="vat_number"]').fill(uniqueVat());
  await page.getByTestId("register-next").click();
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  // Confirm the e-mail, sign in: the need is the new client's, published.
  await page.goto(await mailboxLink(page, email, "/authentication/confirm-email"));
  await page.getByTestId("confirm-email-title").filter({ hasText: auth.confirm.doneTitle }).waitFor();
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(`**${homeForRole(ROLE.CLIENT)}`);
  // The once-per-session plan alert of a new company (complete the profile) is put off first.
  await page.getByTestId("plan-alert-later").click();
  await page.getByTestId("plan-alert").waitFor({ state: "hidden" });
  await page.goto("/need");
  await page.getByTestId("need-row").filter({ hasText: title }).first().waitFor();
  await shot(page, "50-client-needs-1280-it");
  await logout(page);

  // Staff find the lead, from journey50, as a first need.
  await login(page, "admin@demo.test");
  await page.goto("/open_leads");
  await page.getByTestId("open-leads-page").waitFor();
  await page.getByTestId("leads-search").fill(email);
  const row = page.getByTestId("open-lead-row").filter({ hasText: email });
  await row.waitFor();
  await row.getByTestId("lead-status-first_need").filter({ hasText: leads.status.first_need }).waitFor();
  await row.getByText(title).waitFor();
  await row.getByText("journey50").waitFor();
  await page.getByTestId("funnel-row").filter({ hasText: "journey50" }).waitFor();
  await shot(page, "50-staff-open-leads-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "50-staff-open-leads-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  // In English too.
  await chooseLanguage(page, "en");
  await page.getByTestId("open-leads-page").getByText(messages("en", "open-leads").title).waitFor();
  await shot(page, "50-staff-open-leads-1280-en");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "50-staff-open-leads-375-en");
  await page.setViewportSize(VIEWPORTS.desktop);
});
