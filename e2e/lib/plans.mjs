/** Helpers for the plan and purchase journeys: a new company owner, the welcome modals, the local checkout. */
import assert from "node:assert/strict";
import { computeItalianVatCheckDigit, ROLE } from "@mkt/contracts";
import { BASE_URL, visitorAddress } from "./browser.mjs";
import { mailsTo } from "./mailbox.mjs";

/** @typedef {import("playwright-core").Page} Page */

/** The password of the owners registerOwner creates. */
export const OWNER_PASSWORD = "Acquisti2026";

/** A valid Italian VAT number no other run has used. @param {number} offset */
export function uniqueVat(offset) {
  const first10 = `2${String(Date.now() + offset).slice(-9)}`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

/**
 * A new company owner on its free plan: registered through the API and confirmed with the link of the dev
 * mailbox, as a user would. Signs in with OWNER_PASSWORD.
 * @param {number} roleId
 * @param {string} email
 * @param {number} offset distinguishes the VAT numbers and company names of one run
 */
export async function registerOwner(roleId, email, offset) {
  const registered = await fetch(`${BASE_URL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": visitorAddress() },
    body: JSON.stringify({
      role_id: roleId,
      firstname: "Chiara",
      lastname: "Esposito",
      email,
      password: OWNER_PASSWORD,
      company_name: `Esposito ${roleId === ROLE.CLIENT ? "Retail" : "Consulting"} ${offset}`,
      vat_number: uniqueVat(offset),
      city: "Napoli",
      language: "it",
      terms_accepted: true,
    }),
  });
  assert.equal(registered.status, 200, await registered.text());
  const token = /confirm-email\?token=([\w-]+)/.exec(JSON.stringify(await mailsTo(email)))?.[1];
  assert.ok(token, "the confirmation mail should carry its link");
  const confirmed = await fetch(`${BASE_URL}/api/auth/confirmEmail?token=${token}`);
  assert.equal(confirmed.status, 200, await confirmed.text());
}

/**
 * Closes what the shell shows a new company owner after login: a client's once-per-session plan alert (complete
 * the profile), a supplier's complete-profile modal (the plan alert yields to it). Waits for it, since both
 * open after the shell's data has loaded.
 * @param {Page} page
 * @param {number} roleId
 */
export async function dismissWelcomeModals(page, roleId) {
  const button = page.getByTestId(roleId === ROLE.SUPPLIER ? "complete-profile-close" : "plan-alert-later");
  await button.waitFor();
  await button.click();
  await button.waitFor({ state: "hidden" });
}

/**
 * Pays on the local hosted checkout page.
 * @param {Page} page
 * @param {string} number
 */
export async function payWithCard(page, number) {
  await page.waitForURL("**/api/billing/local/checkout/**");
  await page.locator("#holder").fill("Chiara Esposito");
  await page.locator("#number").fill(number);
  await page.locator("#expiry").fill("12/34");
  await page.locator("#cvc").fill("123");
  await page.locator('form[action$="/pay"] button[type="submit"]').click();
}
