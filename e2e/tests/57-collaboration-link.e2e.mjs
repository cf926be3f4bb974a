import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS } from "@mkt/contracts";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  DEMO_PASSWORD,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailsTo } from "../lib/mailbox.mjs";

/** @typedef {import("playwright-core").Page} Page */

// Issue 16 item 6: a collaboration notice mailed to a client user carries the open link (read-only detail by a
// signed token, then sign in to act). Re-runnable on the same server: every run makes its own collaboration.

const browser = browserForTests();
const openIt = messages("it", "open");
const openEn = messages("en", "open");
const collabIt = messages("it", "collaborations");
const collabEn = messages("en", "collaborations");
const CLIENT = "client@demo.test";
const SUPPLIER = "supplier@demo.test";
const inDays = (/** @type {number} */ days) => new Date(Date.now() + days * 86_400_000);

/** @param {string} email */
async function apiLogin(email) {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return /** @type {string} */ (body.data.token);
}

/** @param {string} token @param {string} path @param {unknown} [body] */
async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  assert.equal(response.status, 200, `${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * The first mail to `to`, not among `seen`, whose subject starts with `subject`; waits for it (mails are queued by
 * the request). @param {string} to @param {string} subject @param {Set<number>} seen
 */
async function newMail(to, subject, seen) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mail = (await mailsTo(to)).find((m) => !seen.has(m.id) && m.subject.startsWith(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const subjects = (await mailsTo(to)).filter((m) => !seen.has(m.id)).map((m) => m.subject);
  assert.fail(`no new mail "${subject}…" to ${to}; new ones: ${JSON.stringify(subjects)}`);
}

/** @param {Page} page @param {string} name */
async function bothWidths(page, name) {
  await shot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `${name}-375`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("the client's mailed collaboration link opens read-only signed out, in it and en, and leads to sign in to act; a forged link shows the error page", async () => {
  const { page } = browser;
  const client = await apiLogin(CLIENT);
  const supplier = await apiLogin(SUPPLIER);
  const stamp = Date.now().toString(36);
  const position = `Link collaborazione ${stamp}`;

  // A collaboration of its own: a fresh position, the supplier's quote, the client accepts and starts it.
  const need = await api(client, "client/need/createNeedAndNeedResource", {
    title: `Journey 57 ${stamp}`,
    publish: true,
    positions: [
      {
        title: position,
        seniority: "senior",
        profiles_wanted: 1,
        date_start: inDays(30).toISOString().slice(0, 10),
        date_end: inDays(200).toISOString().slice(0, 10),
      },
    ],
  });
  const [profile] = (await api(supplier, "profiles?published=1&limit=1")).items;
  const quote = await api(supplier, `positions/${need.positions[0].id}/quotes`, {
    daily_rate: 420,
    date_start: inDays(30).toISOString().slice(0, 10),
    date_end: inDays(200).toISOString().slice(0, 10),
    profile_number: 1,
    note: "",
    profile_ids: [profile.id],
  });
  await api(client, `nominations/${quote.nominations[0].id}/accept`, {});
  const collaboration = await api(client, "collaborations", { nomination_id: quote.nominations[0].id });
  const id = /** @type {number} */ (collaboration.id);

  // The client proposes an interview; the supplier's notice keeps the signed-in page.
  const seenBySupplier = new Set((await mailsTo(SUPPLIER)).map((m) => m.id));
  await api(client, `collaborations/${id}/interviews`, {
    slots: [inDays(3).toISOString(), inDays(4).toISOString()],
    location: "https://meet.example.test/j57",
  });
  const proposed = await newMail(SUPPLIER, "Proposta di colloquio", seenBySupplier);
  assert.match(proposed.text, new RegExp(`/collaborations_request\\?id=${id}\\b`));
  assert.doesNotMatch(proposed.text, /\/open\/collaboration\//);

  // The supplier declines: the client's mail carries the open link.
  const seenByClient = new Set((await mailsTo(CLIENT)).map((m) => m.id));
  const detail = await api(client, `collaborations/${id}`);
  await api(supplier, `interviews/${detail.interviews[0].id}/respond`, { decline: true });
  const declined = await newMail(CLIENT, "Colloquio rifiutato", seenByClient);
  const found = /https?:\/\/[^\s"]+(\/open\/collaboration\/[\w.-]+)/.exec(declined.text);
  assert.ok(found, "the client's mail carries the open collaboration link");
  const link = /** @type {string} */ (found[1]);
  assert.doesNotMatch(declined.text, /\/collaborations_request/);

  // Signed out, the link shows the collaboration read-only, in Italian first.
  await resetStorage(page);
  await page.goto(link);
  await page
    .getByTestId("open-collab-title")
    .filter({ hasText: `#${id}` })
    .waitFor();
  assert.equal(await page.getByTestId("open-collab-position").textContent(), position);
  await page.getByText(openIt.collaboration.subtitle).waitFor();
  await page.getByText(collabIt.status.interview, { exact: true }).first().waitFor();
  await page.getByTestId("open-collab-manage").filter({ hasText: openIt.collaboration.signIn }).waitFor();
  // Read-only: none of the signed-in page's actions.
  assert.equal(await page.getByTestId("action-propose_interview").count(), 0);
  await bothWidths(page, "57-collaboration-link-it");

  // The same in English.
  await chooseLanguage(page, "en");
  await page.getByText(openEn.collaboration.subtitle).waitFor();
  await page.getByText(collabEn.status.interview, { exact: true }).first().waitFor();
  await page.getByTestId("open-collab-manage").filter({ hasText: openEn.collaboration.signIn }).waitFor();
  await bothWidths(page, "57-collaboration-link-en");

  // A forged link (its signature changed) shows the clear error page with a way to sign in.
  const forged = `${link.slice(0, -4)}${link.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
  await page.goto(forged);
  await page
    .getByTestId("open-collab-problem")
    .filter({ hasText: openEn.collaboration.invalidTitle })
    .waitFor();
  await page.getByText(ERRORS["open.collaboration_link_invalid"].en).waitFor();
  assert.equal(await page.getByTestId("open-collab-title").count(), 0);
  await bothWidths(page, "57-collaboration-link-forged-en");

  // Back on the real link, "Sign in to manage it" signs the client in and lands on the collaboration, to act.
  await page.goto(link);
  await page.getByTestId("open-collab-manage").click();
  await page.waitForURL((url) => url.pathname === "/authentication/login");
  await page.locator('input[name="email"]').fill(CLIENT);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(
    (url) => url.pathname === "/collaborations_request" && url.searchParams.get("id") === String(id),
  );
  const drawer = page.getByTestId("collaboration-drawer");
  await drawer.locator('[data-testid="collaboration-status"][data-status="interview"]').waitFor();
  await drawer.getByTestId("action-propose_interview").waitFor();
});
