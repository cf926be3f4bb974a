import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailsTo } from "../lib/mailbox.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const assocIt = messages("it", "associations");
const prefsIt = messages("it", "email-preferences");
const prefsEn = messages("en", "email-preferences");
const SUPPLIER = "Nexum Consulting S.r.l.";
const CLIENT = "Banca Popolare del Naviglio S.p.A.";

/** Screenshots at both widths. @param {Page} page @param {string} name */
async function bothWidths(page, name) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `${name}-375`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The newest dev-mailbox mail to an address whose subject contains a text. @param {string} to @param {string} subject */
async function mailTo(to, subject) {
  const mail = (await mailsTo(to)).find((m) => m.subject.includes(subject));
  assert.ok(mail, `a mail to ${to} about "${subject}"`);
  return mail;
}

test("a client invites the demo supplier, the supplier accepts from its badge, both sides see it and are told", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto("/collaborations_invite");
  await page.getByTestId("vendor-list-page").waitFor();
  await page.getByTestId("association-empty").waitFor();
  await bothWidths(page, "associations-client-empty-it");

  // The invite dialog searches the supplier by name and sends the invitation.
  await page.getByTestId("association-open-dialog").click();
  await page.getByTestId("association-search").fill("N");
  await page.getByText(assocIt.dialog.tooShort).waitFor();
  await page.getByTestId("association-search").fill("Nexum");
  const candidate = page.getByTestId("association-candidate").filter({ hasText: SUPPLIER });
  await candidate.waitFor();
  await shot(page, "associations-invite-dialog-1280-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "associations-invite-dialog-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await candidate.getByTestId("association-send").click();
  await page.getByTestId("notice-success").waitFor();
  await candidate.getByText(assocIt.dialog.pendingSent).waitFor();
  await page.getByTestId("association-dialog-close").click();
  await page.getByTestId("association-tab-sent").click();
  await page.getByTestId("association-list-sent").getByText(SUPPLIER).waitFor();
  await logout(page);

  // The supplier sees the badge, lands on the invitations received, and accepts.
  await login(page, "supplier@demo.test");
  const badge = page.getByTestId("sidebar-badge-collaborations_invite");
  await badge.waitFor({ timeout: 20_000 });
  assert.equal((await badge.textContent())?.trim(), "1");
  await page.getByTestId("sidebar-entry-collaborations_invite").click();
  const invitation = page.getByTestId("association-list-received").getByTestId("association-row");
  await invitation.filter({ hasText: CLIENT }).waitFor();
  await bothWidths(page, "associations-supplier-invited-it");
  await invitation.getByTestId("association-accept").click();
  await page.getByTestId("notice-success").waitFor();
  await badge.waitFor({ state: "detached" });
  await page.getByTestId("association-tab-linked").click();
  await page.getByTestId("association-list-linked").getByText(CLIENT).waitFor();

  // Customers (§2.2 customer_profile) lists the client with a way to chat.
  await page.goto("/customer_profile");
  const client = page.getByTestId("associated-client").filter({ hasText: CLIENT });
  await client.waitFor();
  assert.match(
    String(await client.getByRole("link", { name: assocIt.row.chat }).getAttribute("href")),
    /^\/chat_component\?company=\d+$/,
  );
  await bothWidths(page, "associations-supplier-customers-it");
  await logout(page);

  // The client finds the supplier in its list and was notified of the acceptance.
  await login(page, "client@demo.test");
  await page.goto("/collaborations_invite?tab=linked");
  await page.getByTestId("association-list-linked").getByText(SUPPLIER).waitFor();
  await chooseLanguage(page, "en");
  await page.getByTestId("association-list-linked").getByText(SUPPLIER).waitFor();
  await bothWidths(page, "associations-client-suppliers-en");
  await page.goto("/notifications");
  await page
    .getByTestId("notification-item")
    .filter({ hasText: `${SUPPLIER} accepted the link.` })
    .waitFor();
  await chooseLanguage(page, "it");
  await logout(page);
});

/**
 * The demo supplier's e-mail preferences through the API: read them now, put them back afterwards (the supplier is
 * shared with the journeys run after this one on the same server, which expect its notification mails).
 */
async function supplierPreferences() {
  const url = `${BASE_URL}/api/notifications/email-preferences`;
  const headers = async () => ({
    "Content-Type": "application/json",
    Authorization: `Bearer ${await apiLogin("supplier@demo.test")}`,
  });
  const response = await fetch(url, { headers: await headers() });
  assert.equal(response.status, 200);
  const saved = (await response.json()).data;
  return async () => {
    const put = await fetch(url, {
      method: "PUT",
      headers: await headers(),
      body: JSON.stringify({
        events: saved.events.map((/** @type {{ type: string; enabled: boolean }} */ e) => ({
          type: e.type,
          enabled: e.enabled,
        })),
        delivery: saved.delivery,
        notifications: saved.notifications,
        newsletter: saved.newsletter,
      }),
    });
    assert.equal(put.status, 200, await put.text());
  };
}

test("the supplier switches an e-mail event off, and the unsubscribe link of a mail works without login", async () => {
  const restore = await supplierPreferences();
  try {
    await switchOffAndUnsubscribe();
  } finally {
    await restore();
  }
});

async function switchOffAndUnsubscribe() {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/my_profile");
  await page.getByTestId("open-email-preferences").click();
  await page.waitForURL("**/email_notifications");
  await page.getByTestId("email-preferences-page").waitFor();
  await bothWidths(page, "email-preferences-it");

  const invites = page.getByTestId("pref-event-association_invite");
  assert.equal(await invites.isChecked(), true);
  await invites.click();
  await page.getByTestId("pref-save").click();
  await page.getByTestId("notice-success").filter({ hasText: prefsIt.saved }).waitFor();
  await page.reload();
  await page.getByTestId("email-preferences-page").waitFor();
  assert.equal(await page.getByTestId("pref-event-association_invite").isChecked(), false);
  await chooseLanguage(page, "en");
  await page.getByText(prefsEn.groups.associations).waitFor();
  await bothWidths(page, "email-preferences-en");
  await chooseLanguage(page, "it");

  // The invitation mail of the first journey carries the unsubscribe link; it works signed out.
  const mail = await mailTo("supplier@demo.test", "Invito in lista fornitori");
  const link = /https?:\/\/[^\s]+\/authentication\/unsubscribe\/notifications\?token=[\w.-]+/.exec(
    mail.text,
  )?.[0];
  assert.ok(link, "the mail carries the unsubscribe link");
  await logout(page);
  await resetStorage(page);
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await page
    .getByTestId("unsubscribe-title")
    .filter({ hasText: prefsIt.unsubscribe.notifications.done })
    .waitFor();
  assert.match(String(await page.getByTestId("unsubscribe-text").textContent()), /supplier@demo\.test/);
  await bothWidths(page, "unsubscribe-done-it");
  // A damaged link says so.
  await page.goto(`${pathname}?token=${new URL(link).searchParams.get("token")?.slice(0, -3)}xyz`);
  await page.getByTestId("unsubscribe-title").filter({ hasText: prefsIt.unsubscribe.failed }).waitFor();
  await chooseLanguage(page, "en");
  await page.getByTestId("unsubscribe-title").filter({ hasText: prefsEn.unsubscribe.failed }).waitFor();
  await bothWidths(page, "unsubscribe-failed-en");
  await chooseLanguage(page, "it");

  // Signed in again, the preferences show notification e-mails off.
  await login(page, "supplier@demo.test");
  await page.goto("/email_notifications");
  await page.getByTestId("email-preferences-page").waitFor();
  assert.equal(await page.getByTestId("pref-notifications").isChecked(), false);
  await logout(page);
}
