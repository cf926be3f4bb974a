import assert from "node:assert/strict";
import { test } from "node:test";
import { ROLE } from "@mkt/contracts";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  logout,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD, registerOwner } from "../lib/plans.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const detail = messages("it", "profile-detail");
const en = messages("en", "profile-detail");
const availability = messages("it", "availability");
const plans = messages("it", "plans");
const NEED = "Modernizzazione core banking: microservizi";

/**
 * GET with a bearer token; the envelope's data.
 * @param {string} path
 * @param {string} token
 */
async function apiGet(path, token) {
  const response = await fetch(`${BASE_URL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).data;
}

/**
 * POST with a bearer token; the envelope's data.
 * @param {string} path
 * @param {string} token
 * @param {unknown} body
 */
async function apiPost(path, token, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).data;
}

/**
 * A profile of the first 50 search results that the client neither saved, unlocked nor asked about yet (other journeys
 * share the demo client), so the journey's own save and request are what it sees.
 * @param {string} token
 */
async function freshProfile(token) {
  const results = await apiGet("profiles/search?limit_page=50", token);
  const pending = await apiGet("availability-requests/sent?status=pending&limit=100", token);
  const asked = new Set(pending.items.map((/** @type {{ profile: { id: number } }} */ r) => r.profile.id));
  // Nor unlocked: another journey on the same server may have paid for a profile's contacts (29 does).
  const found = results.items.find(
    (/** @type {{ id: number, saved: boolean, contacts_visible: boolean }} */ p) =>
      !p.saved && !p.contacts_visible && !asked.has(p.id),
  );
  assert.ok(found, "the demo search has a profile the client did not save, unlock nor ask about");
  return /** @type {{ id: number, firstname: string, lastname: string }} */ (found);
}

/**
 * Waits for the notice (snackbar) with this text.
 * @param {Page} page
 * @param {string} text
 */
async function notice(page, text) {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor();
}

test("a client opens a profile from the search, saves it, asks its availability and invites it to a position", async () => {
  const { page } = browser;
  const token = await apiLogin("client@demo.test");
  const target = await freshProfile(token);
  // Its own open position to invite to: the demo client's other positions belong to other journeys, which may
  // close them or hold this profile as a candidate there.
  const positionTitle = `Invito ${Date.now().toString(36)}`;
  await apiPost("client/need/createNeedAndNeedResource", token, {
    title: `${positionTitle} · progetto`,
    publish: true,
    positions: [{ title: positionTitle, seniority: "senior", profiles_wanted: 1 }],
  });
  await resetStorage(page);
  await login(page, "client@demo.test");

  // --- From the search results, the name opens complete_detail.
  await page.goto("/profile_available?limit_page=50");
  const card = page.locator(`[data-testid="search-result"][data-id="${target.id}"]`);
  await card.getByTestId("search-result-link").click();
  await page.waitForURL(
    (url) => url.pathname.startsWith("/complete_detail/") && url.pathname.includes(`/${target.id}/`),
  );
  await page.getByTestId("profile-detail-name").filter({ hasText: target.firstname }).waitFor();
  await page.getByTestId("profile-detail").getByTestId("contacts-hidden").waitFor();
  await shot(page, "55-complete-detail-1280-it");

  // --- Save with a note: the button turns to Saved, and the saved list holds it with the note.
  await page.getByTestId("profile-save").click();
  await page.getByTestId("note-input").fill("Da sentire per il core banking");
  await page.getByTestId("note-confirm").click();
  await page.locator('[data-testid="profile-save"][data-saved="true"]').waitFor();

  // --- Request availability: the shared dialog, one credit, the answer's notice.
  await page.getByTestId("profile-request-availability").click();
  await page.getByTestId("availability-request-dialog").waitFor();
  await page.getByTestId("availability-message").fill("Disponibile da marzo?");
  await page.getByTestId("availability-send").click();
  await notice(page, availability.request.done);
  const sent = await apiGet("availability-requests/sent?status=pending&limit=100", token);
  assert.ok(
    sent.items.some((/** @type {{ profile: { id: number } }} */ r) => r.profile.id === target.id),
    "the request is pending for the profile",
  );

  // --- Invite to a position: the dialog asks for one first, then the invitation goes to the profile's company.
  await page.getByTestId("profile-invite").click();
  const dialog = page.getByTestId("invite-dialog");
  await dialog.waitFor();
  await page.getByTestId("invite-send").click();
  await dialog.locator('[role="combobox"][aria-invalid="true"]').waitFor();
  await dialog.getByRole("combobox").click();
  await page.getByTestId("invite-position-option").filter({ hasText: positionTitle }).first().click();
  await page.getByTestId("invite-send").click();
  await notice(page, detail.invite.done.replace("{{position}}", positionTitle));
  await dialog.waitFor({ state: "detached" });

  const saved = await apiGet(`saved-profiles/${target.id}`, token);
  assert.equal(saved.note, "Da sentire per il core banking");
  await page.goto("/saved_profiles");
  await page.locator(`[data-testid="search-result"][data-id="${target.id}"]`).waitFor();

  // --- From a position's compatible profiles: the card invites to this position and opens the detail.
  await page.goto("/need?status=published");
  await page.getByTestId("need-row").filter({ hasText: NEED }).getByTestId("need-row-open").click();
  await page.waitForURL((url) => url.pathname === "/need/detail");
  const panel = page.getByTestId("compatible-profiles");
  const ranked = panel.getByTestId("ranked-profile");
  await ranked.first().waitFor();
  const positionId = Number(await panel.getAttribute("data-position-id"));
  // A ranked profile not yet proposed on the position (the demo's quotes propose some of the best).
  const quotes = await apiGet(`positions/${positionId}/quotes`, token);
  const proposed = new Set(
    quotes.flatMap((/** @type {{ nominations: { profile: { id: number } }[] }} */ q) =>
      q.nominations.map((n) => n.profile.id),
    ),
  );
  const rankedIds = (
    await ranked.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-profile-id")))
  ).map(Number);
  const matchId = rankedIds.find((id) => !proposed.has(id) && id !== target.id);
  assert.ok(matchId, `a ranked profile is not proposed yet: ${rankedIds} / ${[...proposed]}`);
  const matchCard = panel.locator(`[data-testid="ranked-profile"][data-profile-id="${matchId}"]`);
  await matchCard.getByTestId("profile-invite").click();
  await dialog.waitFor();
  assert.equal(await dialog.locator('input[data-testid="invite-position"]').inputValue(), String(positionId));
  await page.getByTestId("invite-send").click();
  await dialog.waitFor({ state: "detached" });
  await shot(page, "55-match-cards-1280-it");

  // The same invitation again is refused with the reason, in the dialog.
  await matchCard.getByTestId("profile-invite").click();
  await page.getByTestId("invite-send").click();
  await dialog.getByText("Hai già invitato questo profilo a questa posizione.").waitFor();
  await dialog.getByRole("button", { name: detail.cancel }).click();

  // The card's name leads to the detail for this position; the company stays hidden until unlocked.
  await matchCard.getByTestId("ranked-profile-name").click();
  await page.waitForURL(
    (url) =>
      url.pathname.includes(`/null/${matchId}/`) && url.searchParams.get("position") === String(positionId),
  );
  await page.getByTestId("profile-detail-name").waitFor();
  await page.getByTestId("profile-actions").waitFor();
  await logout(page);
});

test("a free client's blocked actions open the blocked-feature modal, naming the plan, instead of running", async () => {
  const { page } = browser;
  const email = `e2e.profile.detail.${Date.now()}@example.test`;
  await registerOwner(ROLE.CLIENT, email, 55);
  await resetStorage(page);
  await login(page, email, OWNER_PASSWORD);
  await dismissWelcomeModals(page, ROLE.CLIENT);
  await page.goto("/profile_available");
  await page.getByTestId("search-result-link").first().click();
  await page.waitForURL((url) => url.pathname.startsWith("/complete_detail/"));
  await page.getByTestId("profile-actions").waitFor();

  // Sharing is not in the free plan: the modal names the plan that has it, instead of the share dialog.
  const modal = page.getByTestId("blocked-modal");
  await page.getByTestId("share-profile").click();
  await modal.waitFor();
  const text = String(await modal.getByTestId("blocked-text").textContent());
  assert.match(text, /Starter/, `the modal names the plan: ${text}`);
  assert.equal(await page.getByTestId("share-dialog").count(), 0);
  await shot(page, "55-blocked-share-1280-it", { fullPage: false });
  await modal.getByTestId("blocked-cancel").click();
  await modal.waitFor({ state: "detached" });

  // Nor the contacts: the modal opens at once (no credit question), Upgrade offered.
  await page.getByTestId("unlock-contacts").click();
  await modal.waitFor();
  assert.equal(await modal.getByTestId("blocked-text").textContent(), plans.blocked.planInformationBlocked);
  assert.equal(await page.getByTestId("confirm-dialog").count(), 0);
  await shot(page, "55-blocked-1280-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "55-blocked-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await modal.getByTestId("blocked-upgrade").click();
  await page.waitForURL((url) => url.pathname === "/my_plans");
  await logout(page);
});

test("the profile detail and its dialogs read well on a phone, in Italian and English", async () => {
  const phone = await openBrowser({ viewport: VIEWPORTS.mobile });
  try {
    const { page } = phone;
    const token = await apiLogin("client@demo.test");
    const results = await apiGet("profiles/search?limit_page=10", token);
    const profile = results.items[0];
    assert.ok(profile, "the demo search has results");
    await login(page, "client@demo.test");
    const path = `/complete_detail/${profile.company_id}/null/${profile.id}/null/null/null/view`;
    await page.goto(path);
    await page.getByTestId("profile-actions").waitFor();
    await shot(page, "55-complete-detail-375-it");
    await page.getByTestId("profile-invite").click();
    await page.getByTestId("invite-dialog").waitFor();
    await shot(page, "55-invite-dialog-375-it", { fullPage: false });
    await page.getByRole("button", { name: detail.cancel }).click();
    await chooseLanguage(page, "en");
    await page.goto(path);
    await page.getByTestId("profile-actions").getByText(en.actions.invite).waitFor();
    await shot(page, "55-complete-detail-375-en");
    await page.setViewportSize(VIEWPORTS.desktop);
    await shot(page, "55-complete-detail-1280-en");
    await chooseLanguage(page, "it");
  } finally {
    await phone.close();
  }
});
