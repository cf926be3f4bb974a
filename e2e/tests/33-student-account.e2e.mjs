/**
 * Issue 4, academies and avatars: the demo academy invites a student from Manage users, the student accepts
 * from the development mailbox and finds no profile yet; the academy links one of its student profiles to the
 * account in the profile's "Student account" section; the student then edits their /student_profile. The
 * student picks a built-in avatar in My profile (the top bar shows it) and goes back to initials; the academy
 * finally unlinks the account after a confirmation.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS, ROLE } from "@mkt/contracts";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  DEMO_PASSWORD,
  login,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { payWithCard } from "../lib/plans.mjs";
import { invite, mailedToken } from "../lib/supply.mjs";

/** @typedef {import("playwright-core").Page} Page */

const profilesIt = messages("it", "profiles");
const studentIt = messages("it", "student");
const browser = browserForTests();

/**
 * Screenshots at 1280 and 375 px of the screen around a part of the page (scrolled into view).
 * @param {Page} page
 * @param {import("playwright-core").Locator} part
 * @param {string} name
 */
async function shots(page, part, name) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await part.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${viewport.width}`, { fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/**
 * A demo academy profile not linked to any student account, read through the API.
 * @returns {Promise<{ id: number, name: string }>}
 */
async function freeAcademyProfile() {
  const signIn = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "academy@demo.test", password: DEMO_PASSWORD }),
  });
  const token = /** @type {{ data: { token: string } }} */ (await signIn.json()).data.token;
  const get = async (/** @type {string} */ path) =>
    (await fetch(`${BASE_URL}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const accounts = /** @type {{ data: { profile: { id: number } | null }[] }} */ (
    await get("profiles/student-accounts")
  ).data;
  const linked = new Set(accounts.flatMap((a) => (a.profile ? [a.profile.id] : [])));
  const list = /** @type {{ data: { items: { id: number, firstname: string, lastname: string }[] } }} */ (
    await get("profiles?limit=20")
  ).data.items;
  const free = list.find((p) => !linked.has(p.id));
  assert.ok(free, "the demo academy has a profile without a student account");
  return { id: free.id, name: `${free.firstname} ${free.lastname}` };
}

/**
 * The top bar's avatar: what it shows, and the picture's address if any.
 * @param {Page} page
 */
async function topBarAvatar(page) {
  const avatar = page.getByTestId("user-menu").getByTestId("user-avatar");
  return {
    kind: await avatar.getAttribute("data-avatar"),
    src: (await avatar.locator("img").count()) > 0 ? await avatar.locator("img").getAttribute("src") : null,
  };
}

test("an academy invites a student, links a profile to the account, the student edits it and picks an avatar", async () => {
  const { page } = browser;
  const stamp = Date.now().toString(36);
  const student = {
    firstname: "Giorgia",
    lastname: "Fabbri",
    email: `giorgia.fabbri.${stamp}@e2e.test`,
    password: "Studente2026x",
  };
  const profile = await freeAcademyProfile();

  // --- The academy opens one of its student profiles: its only student user is linked elsewhere already.
  await resetStorage(page);
  await login(page, "academy@demo.test");
  await page.goto(`/employees/add-employee/${profile.id}`);
  const section = page.getByTestId("section-student-account");
  await section
    .getByTestId("student-account-none")
    .filter({ hasText: profilesIt.studentAccount.noneFree })
    .waitFor();

  // Manage users holds one user on the free plan: the academy takes the supplier Pro plan, then invites.
  await page.goto("/plans_supplier");
  await page.getByTestId("plan-buy-8").click();
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242424242424242");
  // §4: the thank-you page opens in a new tab; this one returns to the plans page.
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.search.includes("thank_you=1"));
  await tab.close();
  await page.waitForURL((url) => url.pathname === "/plans_supplier" && !url.search.includes("checkout"));
  await page.goto(`/employees/add-employee/${profile.id}`);
  await section.getByRole("link", { name: profilesIt.studentAccount.manageUsers }).click();
  await page.waitForURL((url) => url.pathname === "/manage_users_supplier");
  await invite(page, { ...student, roleId: ROLE.PROFILE_ACCADEMY });

  // --- The student accepts from the mailed link, in their own browser, and has no profile yet.
  const token = await mailedToken(student.email, "accept-invite");
  const other = await openBrowser();
  try {
    const sp = other.page;
    await sp.goto(`/authentication/accept-invite?token=${token}`);
    assert.equal(await sp.getByTestId("accept-invite-email").inputValue(), student.email);
    await sp.locator('input[name="password"]').fill(student.password);
    await sp.locator('input[name="password_confirmation"]').fill(student.password);
    await sp.getByTestId("accept-invite-submit").click();
    // §2.3: the student's home is /my_profile; their dashboard says the profile is not linked yet.
    await sp.waitForURL("**/my_profile");
    await sp.goto("/student_dashboard");
    await sp
      .getByTestId("student-profile-error")
      .filter({ hasText: ERRORS["profiles.student_not_linked"].it })
      .waitFor();

    // --- The academy links the profile to the new student's account.
    await page.goto(`/employees/add-employee/${profile.id}`);
    await section.getByTestId("student-account-link").click();
    // Nothing chosen yet: the field says so.
    await section.getByText(profilesIt.studentAccount.required).waitFor();
    await shots(page, section, "33-student-account-choose-it");
    await section.getByTestId("student-account-field").locator('[role="combobox"]').click();
    await page.getByRole("option", { name: new RegExp(student.email.replace(/\./g, "\\.")) }).click();
    const linked = page.waitForResponse(
      (r) =>
        r.request().method() === "PUT" && r.url().endsWith(`/api/profiles/${profile.id}/student-account`),
    );
    await section.getByTestId("student-account-link").click();
    assert.equal((await linked).status(), 200);
    await page.getByTestId("notice-success").filter({ hasText: profilesIt.studentAccount.linked }).waitFor();
    await section
      .getByTestId("student-account-name")
      .filter({ hasText: `${student.firstname} ${student.lastname}` })
      .waitFor();
    await section.getByText(student.email).waitFor();
    await shots(page, section, "33-student-account-linked-it");
    await chooseLanguage(page, "en");
    await section.waitFor();
    await shots(page, section, "33-student-account-linked-en");
    await chooseLanguage(page, "it");

    // --- The student reloads: the dashboard shows the linked profile, which they edit.
    await sp.reload();
    await sp.getByTestId("student-name").filter({ hasText: profile.name }).waitFor();
    await sp.getByTestId("student-edit-profile").click();
    await sp.waitForURL("**/student_profile");
    const title = `Junior Data Analyst ${stamp}`;
    const form = sp.getByTestId("profile-form");
    await form.locator('input[name="title"]').fill(title);
    const saved = sp.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith(`/api/profiles/${profile.id}`),
    );
    await sp.getByTestId("profile-save").click();
    assert.equal((await saved).status(), 200);
    await sp.getByText(studentIt.profile.saved).waitFor();

    // --- My profile: no avatar chosen yet (initials); the student picks the woman avatar, then initials again.
    await sp.goto("/my_profile");
    const card = sp.getByTestId("avatar-card");
    await card.waitFor();
    assert.deepEqual(await topBarAvatar(sp), { kind: "initials", src: null });
    assert.equal(await card.getByTestId("avatar-choice-initials").locator("input").isChecked(), true);
    assert.equal(await card.getByTestId("avatar-save").isDisabled(), true);
    await card.getByTestId("avatar-choice-woman").click();
    await card.getByTestId("avatar-save").click();
    await sp.getByTestId("notice-success").waitFor();
    await sp.locator('[data-testid="user-menu"] [data-avatar="built-in"]').waitFor();
    assert.deepEqual(await topBarAvatar(sp), { kind: "built-in", src: "/avatars/avatar-woman.svg" });
    assert.equal(await card.getByTestId("avatar-choice-woman").locator("input").isChecked(), true);
    // The built-in picture really is served by the API's static files.
    const svg = await fetch(`${BASE_URL}/avatars/avatar-woman.svg`);
    assert.equal(svg.status, 200);
    assert.match(String(svg.headers.get("content-type")), /image\/svg\+xml/);
    // The choice is stored: it survives a reload.
    await sp.reload();
    await sp.locator('[data-testid="user-menu"] [data-avatar="built-in"]').waitFor();
    await shots(sp, card, "33-my-profile-avatar-it");
    await chooseLanguage(sp, "en");
    await card.waitFor();
    await shots(sp, card, "33-my-profile-avatar-en");
    // "Your picture" leads to the upload (no save button); the other options save with the button.
    await card.getByTestId("avatar-choice-picture").click();
    await card.getByTestId("avatar-choose").waitFor();
    assert.equal(await card.getByTestId("avatar-save").count(), 0);
    await card.getByTestId("avatar-choice-woman").click();
    await card.getByTestId("avatar-save").waitFor();
    // Keyboard: from the chosen option the arrow keys move the choice (woman → initials), the button saves.
    await card.getByTestId("avatar-choice-woman").locator("input").focus();
    await sp.keyboard.press("ArrowUp");
    assert.equal(await card.getByTestId("avatar-choice-initials").locator("input").isChecked(), true);
    await card.getByTestId("avatar-save").click();
    await sp.locator('[data-testid="user-menu"] [data-avatar="initials"]').waitFor();
    assert.deepEqual(await topBarAvatar(sp), { kind: "initials", src: null });
    assert.equal(
      String(await sp.getByTestId("user-menu").getByTestId("user-avatar").textContent()),
      `${student.firstname.charAt(0)}${student.lastname.charAt(0)}`,
    );

    // --- The academy unlinks the account after confirming; the student has no profile again.
    await page.goto(`/employees/add-employee/${profile.id}`);
    await section.getByTestId("student-account-unlink").click();
    const dialog = page.getByTestId("confirm-dialog");
    await dialog.getByText(profile.name).waitFor();
    await dialog.getByTestId("confirm-dialog-confirm").click();
    await page
      .getByTestId("notice-success")
      .filter({ hasText: profilesIt.studentAccount.unlinked })
      .waitFor();
    await section.getByTestId("student-account-link").waitFor();
    await sp.goto("/student_dashboard");
    await sp.getByTestId("student-profile-error").waitFor();
  } finally {
    await other.close();
  }
});
