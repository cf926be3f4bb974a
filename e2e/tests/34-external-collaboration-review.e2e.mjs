import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  DEMO_PASSWORD,
  login,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailsTo } from "../lib/mailbox.mjs";
import { menuEntries } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const itFeedback = messages("it", "feedback");
const enFeedback = messages("en", "feedback");
const itCollab = messages("it", "collaborations");

/** @type {import("../lib/browser.mjs").OpenBrowser} */
let supplierBrowser;
before(async () => {
  supplierBrowser = await openBrowser();
});
after(async () => {
  await supplierBrowser?.close();
});

/** @param {string} email */
async function apiLogin(email) {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200);
  return /** @type {{ token: string, user: { company_id: number } }} */ ((await response.json()).data);
}

/** @param {string} token @param {string} path */
async function apiGet(token, path) {
  const response = await fetch(`${BASE_URL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const json = await response.json();
  assert.equal(response.status, 200, JSON.stringify(json));
  return json.data;
}

/** The newest dev-mailbox mail to an address. @param {string} to */
async function lastMail(to) {
  // Waits up to 10 s: the mail is queued by the request and may land a moment after the screen has moved on.
  for (let attempt = 0; attempt < 20; attempt++) {
    const [mail] = await mailsTo(to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail(`a mail went to ${to}`);
}

/** @param {{ text: string }} mail */
function reviewLink(mail) {
  const link = /https?:\/\/\S*feedback_request\?token=\S+/.exec(mail.text)?.[0];
  assert.ok(link, "the mail carries the review link");
  const url = new URL(link);
  return url.pathname + url.search;
}

/** @param {Page} page @param {string} name */
async function bothWidths(page, name) {
  await shot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Fills the review request dialog; `language` picks the mail's language. @param {Page} page */
async function fillRequest(page, /** @type {{ email: string, language: "Italiano" | "English" }} */ o) {
  const dialog = page.getByTestId("review-request-dialog");
  await dialog.locator('input[name="firstname"]').fill("Paola");
  await dialog.locator('input[name="lastname"]').fill("Verdi");
  await dialog.locator('input[name="email"]').fill(o.email);
  await dialog.locator('input[name="company_name"]').fill("Cliente Spa");
  await dialog.locator('textarea[name="description_email"]').fill("Sei stata la referente del progetto.");
  await dialog.getByRole("combobox", { name: itFeedback.dialog.language }).click();
  await page.getByRole("option", { name: o.language }).click();
}

test("the supplier asks an outside contact for a review; the contact reviews from the mailed link without an account; the review shows on the collaboration and the profile", async () => {
  const page = supplierBrowser.page;
  const supplier = await apiLogin("supplier@demo.test");
  const [active] = (await apiGet(supplier.token, "collaborations?status=active")).items;
  assert.ok(active, "the demo supplier has an active collaboration");
  const stamp = Date.now().toString(36);
  const email = `referente.${stamp}@cliente.test`;

  // --- The supplier opens the collaboration and asks for a review, in English.
  await login(page, "supplier@demo.test");
  await page.goto(`/collaborations_request?id=${active.id}`);
  const drawer = page.getByTestId("collaboration-drawer");
  await drawer.getByTestId("action-request_review").click();
  const dialog = page.getByTestId("review-request-dialog");
  await dialog.getByText(itFeedback.dialog.collaborationTitle).waitFor();
  // Ask stays inactive while the form is invalid, with field messages as the user types.
  assert.equal(await dialog.getByTestId("review-request-ask").isDisabled(), true);
  await dialog.locator('input[name="firstname"]').fill("Pa");
  await dialog.getByText("Inserisci almeno 3 caratteri.").waitFor();
  await fillRequest(page, { email, language: "English" });
  await bothWidths(page, "34-request-dialog-it");
  await dialog.getByTestId("review-request-ask").click();
  await dialog.waitFor({ state: "detached" });
  const requests = drawer.getByTestId("review-requests");
  await requests.getByText(itCollab.detail.requestStatus.pending).waitFor();

  // A second request to the same address is refused with the translated reason.
  await drawer.getByTestId("action-request_review").click();
  await fillRequest(page, { email, language: "Italiano" });
  await dialog.getByTestId("review-request-ask").click();
  await page
    .getByText("Hai già chiesto una recensione di questa collaborazione a questo indirizzo")
    .waitFor();
  await dialog.getByRole("button", { name: itFeedback.dialog.cancel }).click();

  // --- The contact gets an English mail and opens it in a browser with no session.
  const mail = await lastMail(email);
  assert.match(mail.subject, /asks you to review the work of/);
  const link = reviewLink(mail);
  assert.match(link, /type=collaboration/);
  const guest = await openBrowser();
  const reviewer = guest.page;
  await reviewer.goto(link);
  const form = reviewer.getByTestId("collaboration-review-form");
  await form.waitFor();
  await reviewer.getByRole("heading", { name: enFeedback.collaborationRequest.title }).waitFor();
  await form.getByText(active.profile_name).waitFor();
  // Stars are required.
  await reviewer.getByTestId("feedback-submit").click();
  await reviewer.getByRole("alert").first().waitFor();
  await reviewer.locator('[data-testid="feedback-profile_rating"] label').nth(3).click();
  await reviewer.locator('[data-testid="feedback-supplier_rating"] label').nth(4).click();
  for (const c of ["quality", "communication", "timeliness", "value"])
    await reviewer.locator(`[data-testid="feedback-criteria.${c}"] label`).nth(3).click();
  const comment = `Great delivery on the billing module [${stamp}]`;
  await reviewer.locator('textarea[name="comment"]').fill(comment);
  await bothWidths(reviewer, "34-review-page-en");
  await shot(reviewer, "34-review-page-full-en");
  await reviewer.getByTestId("feedback-submit").click();
  await reviewer.getByTestId("feedback-request-done").waitFor();
  await shot(reviewer, "34-review-done-en", { fullPage: false });
  // The link works once.
  await reviewer.reload();
  await reviewer
    .getByTestId("feedback-request-invalid")
    .getByText("The link has already been used.")
    .waitFor();
  await bothWidths(reviewer, "34-review-used-en");
  // A forged link reads as such, in Italian without a language in the link.
  await reviewer.goto("/authentication/feedback_request?type=collaboration&token=forged-token-0000000000");
  await reviewer.getByTestId("feedback-request-invalid").getByText("Il link non è valido.").waitFor();
  await shot(reviewer, "34-review-forged-it", { fullPage: false });
  await guest.close();

  // --- The supplier sees the review on the collaboration (and was told), the request answered.
  await page.reload();
  const external = drawer.getByTestId("external-feedback");
  await external.getByText(comment, { exact: false }).waitFor();
  await requests.getByText(itCollab.detail.requestStatus.answered).waitFor();
  await bothWidths(page, "34-drawer-supplier-it");
  const notifications = await apiGet(supplier.token, "notifications/getNotifications?limit=20");
  assert.ok(
    notifications.notifications.some(
      (/** @type {{ type: string }} */ n) => n.type === "collaboration_external_feedback",
    ),
    "the supplier was notified of the outside review",
  );

  // --- The client sees it too (without the supplier's requests), and it shows on the profile's reviews.
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/collaborations_request?id=${active.id}`);
  await drawer.getByTestId("external-feedback").getByText(comment, { exact: false }).waitFor();
  assert.equal(await drawer.getByTestId("review-requests").count(), 0);
  await page.goto(`/freelance_profile_det/${active.profile_id}/${supplier.user.company_id}/0/profile/0`);
  const item = page
    .getByTestId("profile-feedback")
    .locator('[data-testid="profile-feedback-item"][data-source="external"]')
    .filter({ hasText: comment });
  await item.waitFor();
  await item.scrollIntoViewIfNeeded();
  await bothWidths(page, "34-profile-reviews-it");
});

test("an academy manager reaches the supplier-side collaborations of the academy's students from the sidebar", async () => {
  const page = supplierBrowser.page;
  await resetStorage(page);
  await login(page, "academy.manager@demo.test");
  const entry = page.getByTestId("sidebar-entry-collaborations_request").filter({ visible: true });
  await entry.waitFor();
  assert.ok((await menuEntries(page)).includes("collaborations_request"), "the sidebar has the entry");
  await entry.click();
  await page.waitForURL(/\/collaborations_request/);
  await page.getByTestId("collaboration-row").first().waitFor();
  await bothWidths(page, "34-academy-list-it");
});

test("the client invites an external person to an interview in English while working in Italian", async () => {
  const page = supplierBrowser.page;
  // A fresh collaboration of the demo client on one of the demo supplier's published profiles.
  const client = await apiLogin("client@demo.test");
  const supplier = await apiLogin("supplier@demo.test");
  const profiles = (await apiGet(supplier.token, "profiles?published=1&limit=50")).items;
  /** @type {{ id: number } | undefined} */
  let requested;
  for (const p of profiles.reverse()) {
    const response = await fetch(`${BASE_URL}/api/collaborations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${client.token}` },
      body: JSON.stringify({ profile_id: p.id }),
    });
    if (response.status === 200) {
      requested = (await response.json()).data;
      break;
    }
  }
  assert.ok(requested, "the client opened a collaboration");
  const email = `ospite.${Date.now().toString(36)}@partner.test`;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/collaborations_request?id=${requested.id}`);
  await page.getByTestId("collaboration-drawer").getByTestId("action-propose_interview").click();
  await page.locator('input[name="location"]').fill("https://meet.example.test/colloquio");
  await page.getByRole("button", { name: itCollab.propose.addInvitee }).click();
  await page.locator('input[name="invitees.0.email"]').fill(email);
  await page.locator('input[name="invitees.0.name"]').fill("John Smith");
  await page.getByRole("combobox", { name: itCollab.propose.inviteeLanguage }).click();
  await page.getByRole("option", { name: "English" }).click();
  await bothWidths(page, "34-propose-invitee-language-it");
  await page.getByTestId("propose-interview-submit").click();
  await page
    .getByTestId("collaboration-drawer")
    .locator('[data-testid="collaboration-status"][data-status="interview"]')
    .waitFor();
  const mail = await lastMail(email);
  assert.match(mail.subject, /invites you to an interview$/);
  assert.match(mail.text, /^Hello John Smith,/);
  const link = /https?:\/\/\S*interview_organize\?token=\S+/.exec(mail.text)?.[0];
  assert.ok(link, "the mail carries the token link");
  assert.match(link, /lang=en/, "the link opens the page in English");
  const guest = await openBrowser();
  const url = new URL(link);
  await guest.page.goto(url.pathname + url.search);
  await guest.page.getByTestId("interview-token-form").waitFor();
  await guest.page.getByText(messages("en", "collaborations").token.pick).waitFor();
  await guest.close();
});
