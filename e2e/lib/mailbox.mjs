/**
 * Reading the development mailbox, which answers only a signed-in Administrator: the journeys read it as the demo
 * administrator, through the API (mailsTo, mailTo) or on the /dev/mailbox page as a demo user would (mailboxLink).
 */
import assert from "node:assert/strict";
import { BASE_URL, DEMO_PASSWORD } from "./browser.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {{ id: number, to: string, subject: string, text: string, html: string, created_at: string }} Mail */

export const MAILBOX_ADMIN = "admin@demo.test";

/** @type {string | undefined} */
let adminToken;

async function signInAdmin() {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: MAILBOX_ADMIN, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, `the demo administrator signs in: ${JSON.stringify(body)}`);
  return /** @type {string} */ (body.data.token);
}

/**
 * The newest 100 mails to an address, newest first, read through the API as the demo administrator (signing in
 * again when the token has expired or was revoked by a sign-out).
 * @param {string} to
 * @returns {Promise<Mail[]>}
 */
export async function mailsTo(to) {
  for (let attempt = 0; ; attempt++) {
    adminToken ??= await signInAdmin();
    const response = await fetch(`${BASE_URL}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    if (response.status === 401 && attempt === 0) {
      adminToken = undefined;
      continue;
    }
    const body = await response.json();
    assert.equal(response.status, 200, `the mailbox answers the administrator: ${JSON.stringify(body)}`);
    return body.data;
  }
}

/**
 * The newest mail to an address whose subject contains a text (any subject when omitted), waiting up to 10 s for
 * it: mails are queued by the request and may land a moment after the screen has moved on.
 * @param {string} to
 * @param {string} [subject]
 * @returns {Promise<Mail | undefined>}
 */
export async function mailTo(to, subject = "") {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mail = (await mailsTo(to)).find((m) => m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

/**
 * On the /dev/mailbox page (already open): signs in as the demo administrator with the page's own button, as the
 * start banner tells a demo user to, and comes back to the mailbox.
 * @param {Page} page
 */
export async function signInToMailbox(page) {
  await page.getByTestId("mailbox-sign-in").click();
  await page.waitForURL("**/authentication/login?returnUrl=*");
  await page.locator('input[name="email"]').fill(MAILBOX_ADMIN);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL("**/dev/mailbox");
}

/**
 * Reads the newest mail to `to` on the /dev/mailbox page as the demo administrator and returns the address of its
 * first link containing `path`; then signs the administrator out, so the page is ready for the mail's recipient.
 * @param {Page} page
 * @param {string} to
 * @param {string} path
 */
export async function mailboxLink(page, to, path) {
  if (!new URL(page.url()).pathname.startsWith("/dev/mailbox")) await page.goto("/dev/mailbox");
  await signInToMailbox(page);
  await page.getByTestId("mail-filter").locator("input").fill(to);
  await page.getByTestId("mail-item").first().click();
  const href = await page
    .frameLocator('[data-testid="mail-frame"]')
    .locator(`a[href*="${path}"]`)
    .first()
    .getAttribute("href");
  assert.ok(href, `the mail to ${to} carries its ${path} link`);
  await page.getByTestId("mailbox-sign-out").click();
  await page.waitForURL((url) => url.pathname === "/");
  const url = new URL(href);
  return url.pathname + url.search;
}
