import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, homeForRole, ROLE, VALIDATION_MESSAGES } from "@mkt/contracts";
import { browserForTests, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailboxLink, mailTo } from "../lib/mailbox.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const ob = messages("it", "open-browse");
const reg = messages("it", "register");
const auth = messages("it", "auth");

/** A valid Italian VAT number no other run has used: 10 digits from the clock plus the check digit. */
function uniqueVat() {
  const first10 = `2${String(Date.now()).slice(-9)}`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

test("a visitor asks for a profile's availability, registers from the mailed link and sees the request", async () => {
  const { page } = browser;
  await resetStorage(page);
  const stamp = Date.now();
  const email = `e2e.open.${stamp}@example.test`;
  const password = "Cliente2026";

  // A partner's visit with its UTM source: the first profile's detail, then the availability dialog.
  await page.goto("/redirect_token/profile_available/2/partner?sidebar=1&utm_source=journey49");
  await page.waitForURL((url) => /^\/open\/profile_available\/[\w-]+$/.test(url.pathname));
  await page.getByTestId("open-profile-card").first().getByTestId("open-profile-view").click();
  await page.getByTestId("open-profile-detail").waitFor();
  const title =
    (await page
      .getByTestId("open-profile-detail")
      .getByRole("heading", { level: 2 })
      .first()
      .textContent()) ?? "";
  await page.getByTestId("open-ask-availability").click();
  await page.getByTestId("open-ask-dialog").waitFor();
  // Nothing is sent until the e-mail and the consent are right.
  await page.getByTestId("open-ask-submit").click();
  await page
    .getByTestId("open-ask-dialog")
    .getByText(VALIDATION_MESSAGES["validation.required"].it)
    .first()
    .waitFor();
  await page.getByTestId("open-ask-email").fill(email);
  await page.getByTestId("open-ask-company").fill(`Verdi ${stamp}`);
  await page.getByTestId("open-ask-dialog").getByRole("checkbox").check();
  await shot(page, "49-open-ask-dialog-1280-it");
  // At 375 px the dialog takes the screen and its fields and buttons stay reachable.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId("open-ask-submit").scrollIntoViewIfNeeded();
  await shot(page, "49-open-ask-dialog-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId("open-ask-submit").click();
  await page.getByTestId("open-ask-sent").getByText(email).waitFor();
  await page.getByTestId("open-ask-sent").getByText(ob.ask.sentTitle).waitFor();

  // The visitor's e-mail carries the registration link with the contact token.
  const mail = await mailTo(email);
  assert.ok(mail, "the visitor got the confirmation mail");
  assert.match(mail.text, /\/authentication\/register\?role_id=2&utm_source=open&contact=[\w-]{43}/);
  assert.ok(mail.text.includes(title.trim()), "the mail names the profile asked about");

  // The link opens registration pre-filled, saying what happens after it.
  await resetStorage(page);
  const link = /https?:\/\/\S*\/authentication\/register\?\S+/.exec(mail.text)?.[0];
  assert.ok(link);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId("register-contact-notice").waitFor();
  assert.match(
    String(await page.getByTestId("register-contact-notice").textContent()),
    new RegExp(reg.contact.title),
  );
  assert.equal(await page.locator('input[name="email"]').inputValue(), email);
  await shot(page, "49-register-prefilled-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "49-register-prefilled-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.locator('input[name="firstname"]').fill("Carla");
  await page.locator('input[name="lastname"]').fill("Verdi");
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.getByTestId("register-next").click();
  assert.equal(await page.locator('input[name="company_name"]').inputValue(), `Verdi ${stamp}`);
  await page.locator('input[name="vat_number"]').fill(uniqueVat());
  await page.getByTestId("register-next").click();
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  // Confirm the e-mail, sign in: the client's dashboard lists the availability request for the profile.
  await page.goto(await mailboxLink(page, email, "/authentication/confirm-email"));
  await page.getByTestId("confirm-email-title").filter({ hasText: auth.confirm.doneTitle }).waitFor();
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(`**${homeForRole(ROLE.CLIENT)}`);
  await page.getByTestId("sent-request").filter({ hasText: title.trim() }).first().waitFor();
  await shot(page, "49-client-dashboard-request-1280-it");
});
