import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  BASE_URL,
  chooseLanguage,
  DEMO_PASSWORD,
  login,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailsTo } from "../lib/mailbox.mjs";

/** @typedef {import("playwright-core").Page} Page */

const it = messages("it", "collaborations");
const en = messages("en", "collaborations");
const inDays = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** @type {import("../lib/browser.mjs").OpenBrowser} */
let clientBrowser;
/** @type {import("../lib/browser.mjs").OpenBrowser} */
let supplierBrowser;
before(async () => {
  clientBrowser = await openBrowser();
  supplierBrowser = await openBrowser();
});
after(async () => {
  await clientBrowser?.close();
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
  return /** @type {{ token: string, user: { company_id: number, company_name: string } }} */ (
    (await response.json()).data
  );
}

/** @param {string} token @param {string} path @param {unknown} [body] */
async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  assert.equal(response.status, 200, JSON.stringify(json));
  return json.data;
}

/**
 * The newest dev-mailbox mail to an address whose subject contains a text, waiting up to 10 s for it (mails are
 * queued by the request and may land a moment after the screen has moved on). @param {string} to @param {string} subject
 */
async function mailTo(to, subject) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mail = (await mailsTo(to)).find((m) => m.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}

/** Waits for the bell to show unread notifications. @param {Page} page */
async function bellRings(page) {
  await page.waitForFunction(() => {
    const bell = document.querySelector('[data-testid="notification-bell"]');
    return Number(bell?.getAttribute("data-unread") ?? 0) > 0;
  });
}

/** @param {Page} page @param {string} name */
async function bothWidths(page, name) {
  await shot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("client accepts a candidacy, proposes an interview, the supplier picks a time, they chat, the client starts, completes and reviews; the review shows on the profile", async () => {
  const client = clientBrowser.page;
  const supplier = supplierBrowser.page;
  const clientAccount = await apiLogin("client@demo.test");
  const supplierAccount = await apiLogin("supplier@demo.test");
  const stamp = Date.now().toString(36);

  // A fresh position and the supplier's quote with one published profile (27-quotes covers those screens).
  const need = await api(clientAccount.token, "client/need/createNeedAndNeedResource", {
    title: `Collaborazione e2e ${stamp}`,
    publish: true,
    positions: [
      {
        title: `Java ${stamp}`,
        seniority: "senior",
        profiles_wanted: 1,
        date_start: inDays(30),
        date_end: inDays(200),
      },
    ],
  });
  const [profile] = (await api(supplierAccount.token, "profiles?published=1&limit=1")).items;
  await api(supplierAccount.token, `positions/${need.positions[0].id}/quotes`, {
    daily_rate: 430,
    date_start: inDays(30),
    date_end: inDays(200),
    profile_number: 1,
    note: "",
    profile_ids: [profile.id],
  });

  // --- The client accepts the candidacy and starts the collaboration from the quotes panel.
  await login(client, "client@demo.test");
  await client.goto(`/need/detail?id=${need.id}&tab=quotes`);
  const candidate = client.getByTestId("position-quotes-panel").getByTestId("candidate").first();
  await candidate.getByTestId("candidate-accept").click();
  await client.getByTestId("confirm-dialog-confirm").click();
  await candidate.getByTestId("start-collaboration").click();
  await client.waitForURL(/\/collaborations_request\?id=\d+/);
  const collaborationId = Number(new URL(client.url()).searchParams.get("id"));
  const drawer = client.getByTestId("collaboration-drawer");
  await drawer.locator('[data-testid="collaboration-status"][data-status="requested"]').waitFor();

  // --- It proposes two interview times (the dialog's defaults, two days ahead and two hours apart).
  await drawer.getByTestId("action-propose_interview").click();
  await client.locator('input[name="location"]').fill("https://meet.example.test/colloquio");
  await client.locator('textarea[name="note"]').fill("Colloquio tecnico con il team lead");
  await shot(client, "32-propose-interview-it", { fullPage: false });
  await client.getByTestId("propose-interview-submit").click();
  await drawer.locator('[data-testid="collaboration-status"][data-status="interview"]').waitFor();
  await drawer.getByTestId("interview-block").first().waitFor();
  await shot(client, "32-drawer-interview-it", { fullPage: false });

  // --- The supplier hears of it (bell) and picks the second time from its list.
  await login(supplier, "supplier@demo.test");
  await bellRings(supplier);
  await supplier.goto("/collaborations_request?status=interview");
  const row = supplier.locator(`[data-testid="collaboration-row"][data-id="${collaborationId}"]`);
  await row.waitFor();
  await bothWidths(supplier, "32-supplier-list-it");
  await row.getByTestId("action-respond_interview").click();
  await supplier.getByTestId("respond-slot").nth(1).click();
  await supplier.getByTestId("respond-confirm").click();
  await row.getByTestId("action-respond_interview").waitFor({ state: "detached" });

  // The client's drawer follows (bell and refetch), and both got the confirmation mail with the .ics.
  await bellRings(client);
  await client.reload();
  await drawer.getByTestId("interview-confirmed-at").waitFor();
  const mail = await mailTo("client@demo.test", "Colloquio confermato");
  assert.ok(mail, "the client got the confirmation mail");
  assert.match(mail.text, /invito da aggiungere al calendario/, "the mail carries the calendar invitation");
  assert.ok(await mailTo("supplier@demo.test", "Colloquio confermato"), "the supplier got it too");

  // --- They chat about it: the supplier writes from the row's chat link, the client sees it without reload.
  await client.goto(`/chat_component?company=${supplierAccount.user.company_id}`);
  await client.waitForURL(/\/chat_component\?c=\d+$/);
  let clientLoads = 0;
  client.on("load", () => {
    clientLoads += 1;
  });
  await supplier.goto("/collaborations_request?status=interview");
  await row.getByRole("link", { name: it.row.chat }).click();
  await supplier.waitForURL(/\/chat_component\?c=\d+$/);
  const text = `Confermo il colloquio per ${profile.firstname} [${stamp}]`;
  await supplier.getByTestId("chat-input").fill(text);
  await supplier.getByTestId("chat-input").press("Enter");
  await client.getByTestId("chat-message-body").filter({ hasText: text }).waitFor();
  assert.equal(clientLoads, 0, "the message arrived without reloading");

  // --- After the interview: positive outcome, start, complete, review.
  await client.goto(`/collaborations_request?id=${collaborationId}`);
  await drawer.getByTestId("action-interview_outcome").click();
  await client.getByLabel(it.outcome.positive).check();
  await client.getByRole("button", { name: it.outcome.submit }).click();
  await drawer.getByTestId("action-start").click();
  await client.getByTestId("confirm-dialog-confirm").click();
  await drawer.locator('[data-testid="collaboration-status"][data-status="active"]').waitFor();
  await drawer.getByTestId("action-complete").click();
  await client.getByTestId("confirm-dialog-confirm").click();
  await drawer.locator('[data-testid="collaboration-status"][data-status="completed"]').waitFor();
  await drawer.getByTestId("action-feedback").click();
  // The form refuses a review without stars.
  await client.getByTestId("feedback-submit").click();
  await client.getByRole("alert").first().waitFor();
  await client.locator('[data-testid="rating-profile_rating"] label').nth(4).click();
  await client.locator('[data-testid="rating-supplier_rating"] label').nth(3).click();
  for (const c of ["quality", "communication", "timeliness", "value"])
    await client.locator(`[data-testid="rating-criteria.${c}"] label`).nth(4).click();
  await client.locator('textarea[name="comment"]').fill(`Ottimo lavoro [${stamp}]`);
  await shot(client, "32-feedback-dialog-it", { fullPage: false });
  await client.getByTestId("feedback-submit").click();
  await drawer.getByTestId("collaboration-feedback").waitFor();
  const timeline = await drawer
    .getByTestId("collaboration-timeline")
    .locator("li")
    .evaluateAll((items) => items.map((li) => li.getAttribute("data-type")));
  assert.deepEqual(timeline, [
    "created",
    "interview_proposed",
    "interview_confirmed",
    "interview_positive",
    "collaboration_started",
    "collaboration_completed",
    "feedback_left",
  ]);
  await shot(client, "32-drawer-completed-it", { fullPage: false });

  // --- The review shows on the profile, and the supplier was told at every step.
  await client.goto(`/freelance_profile_det/${profile.id}/${supplierAccount.user.company_id}/0/profile/0`);
  const section = client.getByTestId("profile-feedback");
  await section
    .getByTestId("profile-feedback-item")
    .filter({ hasText: `Ottimo lavoro [${stamp}]` })
    .waitFor();
  await shot(client, "32-profile-feedback-it");
  const notifications = await api(supplierAccount.token, "notifications/getNotifications?limit=20");
  const titles = notifications.notifications.map((/** @type {{ type: string }} */ n) => n.type);
  for (const type of [
    "collaboration_requested",
    "interview_proposed",
    "collaboration_started",
    "collaboration_completed",
    "collaboration_feedback",
  ])
    assert.ok(titles.includes(type), `the supplier was notified: ${type}`);
});

test("an external invitee answers by token in English; a used link is refused", async () => {
  const clientAccount = await apiLogin("client@demo.test");
  const { items } = await api(clientAccount.token, "collaborations?status=requested");
  assert.ok(items.length > 0, "the demo has a requested collaboration");
  const email = `invitee.${Date.now().toString(36)}@example.test`;
  const hour = 3_600_000;
  await api(clientAccount.token, `collaborations/${items[0].id}/interviews`, {
    slots: [new Date(Date.now() + 30 * hour).toISOString(), new Date(Date.now() + 33 * hour).toISOString()],
    location: "Via Roma 1, Milano",
    invitees: [{ email, name: "Anna Invitee" }],
  });
  const invite = await mailTo(email, "");
  assert.ok(invite, "the invitee got the mail");
  const link = /https?:\/\/\S*interview_organize\?token=[\w-]+/.exec(invite.text)?.[0];
  assert.ok(link, "the mail carries the token link");
  // The invitee has no account: a fresh browser, switched to English on the page itself.
  const guest = await openBrowser();
  const page = guest.page;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId("interview-token-form").waitFor();
  await chooseLanguage(page, "en");
  await page.getByText(en.token.pick).waitFor();
  await page.getByTestId("token-accept").click();
  await page.getByText(en.token.required).waitFor();
  await bothWidths(page, "32-token-page");
  await page.getByTestId("token-slot").first().click();
  await page.getByTestId("token-accept").click();
  await page.getByTestId("interview-token-done").waitFor();
  await page.reload();
  await page.getByTestId("interview-token-invalid").waitFor();
  await shot(page, "32-token-used", { fullPage: false });
  await guest.close();
});

test("the lists look finished at both widths in both languages", async () => {
  const page = clientBrowser.page;
  await page.goto("/collaborations_request");
  await page.getByTestId("collaborations-page-own").waitFor();
  await page.getByTestId("collaboration-row").first().waitFor();
  await bothWidths(page, "32-client-list-it");
  await page.goto("/collaborations_request?status=completed");
  await page.getByTestId("collaboration-open").first().click();
  await page.getByTestId("collaboration-timeline").waitFor();
  await bothWidths(page, "32-drawer-it");
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/collaborations_admin");
  await page.getByTestId("collaboration-row").first().waitFor();
  await bothWidths(page, "32-admin-list-it");
  await resetStorage(page);
  await login(page, "supplier.manager@demo.test");
  await page.goto("/collaborations_request");
  await page.getByTestId("collaboration-row").first().waitFor();
  await bothWidths(page, "32-supplier-list-en");
  await page.goto("/employee_review");
  await page.getByTestId("employee-review-page").waitFor();
  await page.getByTestId("employee-review-profile").locator("input").click();
  await page.getByRole("option").first().click();
  await page.getByTestId("employee-review-form").waitFor();
  await bothWidths(page, "32-employee-review-en");
  await resetStorage(page);
  await login(page, "academy.profile@demo.test");
  await page.goto("/student_collaborations");
  await page.getByTestId("collaboration-row").first().waitFor();
  await bothWidths(page, "32-student-it");
});
