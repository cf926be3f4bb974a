/**
 * Issue 4 "Done when": the whole supply-side onboarding in one journey — a new supplier signs up and confirms,
 * completes the company stepper, digitizes a CV into a profile, publishes it, upgrades past the free plan's
 * single user and invites a colleague, who accepts from the mailbox; a client then sees the profile anonymised.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, login, openBrowser, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { payWithCard } from "../lib/plans.mjs";
import {
  completeStepper,
  invite,
  laterOnFeedbackSurvey,
  mailedToken,
  registerAndConfirm,
  writeCvPdf,
} from "../lib/supply.mjs";

const browser = browserForTests();
const companyProfile = messages("it", "company-profile");
const plans = messages("it", "plans");
const stamp = Date.now();
/** Letters only, so the CV reader takes it for a surname; no demo profile carries it. */
const suffix = [...String(stamp).slice(-6)].map((digit) => "abcdefghij"[Number(digit)]).join("");

const supplier = {
  firstname: "Irene",
  lastname: "Marchetti",
  email: `e2e.onboarding.${stamp}@example.test`,
  password: "Fornitore2026",
  company: `Marchetti Software ${stamp}`,
  city: "Padova",
};
const consultant = {
  firstname: "Giulia",
  lastname: `Castel${suffix}`,
  title: "Senior Python Developer",
  email: `giulia.castel${suffix}@example.com`,
  phone: "+39 348 112 2334",
};
const colleague = {
  firstname: "Luca",
  lastname: "Ferri",
  email: `luca.ferri.${stamp}@example.com`,
  password: "Collega2026!",
};

test("a new supplier onboards, digitizes and publishes a CV, invites a colleague; a client sees the profile anonymised", async () => {
  const { page } = browser;
  await laterOnFeedbackSurvey(page);

  // --- Sign up, confirm from the mailbox, and complete the company profile from the welcome modal.
  await registerAndConfirm(page, supplier);
  await login(page, supplier.email, supplier.password);
  await page.waitForURL(`**${homeForRole(ROLE.SUPPLIER)}`);
  await page.getByTestId("complete-profile-modal").getByText(companyProfile.modal.title).waitFor();
  await page.getByTestId("complete-profile-go").click();
  await page.waitForURL("**/registration_stepper");
  assert.equal(await page.locator('input[name="name"]').inputValue(), supplier.company);
  await completeStepper(page, {
    website: "https://www.marchetti-software.example",
    description: "Sviluppiamo piattaforme dati e servizi web in Python per assicurazioni e logistica.",
  });
  await page.waitForURL(`**${homeForRole(ROLE.SUPPLIER)}`);
  await page.getByTestId("notice-success").filter({ hasText: companyProfile.stepper.done }).waitFor();

  // --- Upload a generated CV and review the digitized profile.
  const dir = mkdtempSync(join(tmpdir(), "mkt-onboarding-cv-"));
  try {
    const cvPath = await writeCvPdf(join(dir, "cv-giulia.pdf"), [
      `${consultant.firstname} ${consultant.lastname}`.toUpperCase(),
      consultant.title,
      `Padova, Italy · ${consultant.email} · ${consultant.phone}`,
      "",
      "Work experience",
      "04/2018 - Present  Senior Python Developer at Logistica Veneta SpA",
      "Built the routing services with Python, Django and PostgreSQL, shipped with Docker.",
      "",
      "Languages",
      "Italian: native",
      "English: B2",
    ]);
    await page.goto("/employees");
    await page.getByTestId("profile-upload-cv").click();
    await page.waitForURL("**/upload_cv");
    await page.getByTestId("cv-input").setInputFiles(cvPath);
    // The browser reads the file when it sends it: it stays on disk until the answer (the review screen) came.
    // The review screen: each item read, with its confidence, beside the original PDF.
    await page.getByTestId("cv-review").waitFor();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const summary = (/** @type {string} */ key) =>
    page.locator(`[data-testid="review-item"][data-key="${key}"] [data-testid="review-item-summary"]`);
  assert.equal(await summary("name").textContent(), `${consultant.firstname} ${consultant.lastname}`);
  assert.equal(await summary("title").textContent(), consultant.title);
  assert.equal(await summary("email").textContent(), consultant.email);
  const skills = await page
    .locator('[data-testid="review-item"][data-key^="skills."] [data-testid="review-item-summary"]')
    .allTextContents();
  assert.ok(
    skills.some((text) => text.startsWith("Python ")),
    `Python is among the skills read: ${skills.join(", ")}`,
  );
  assert.ok((await page.locator('[data-testid="review-item"][data-key^="languages."]').count()) >= 1);
  assert.match(String(await summary("experiences.0").textContent()), /2018-04-01/);
  await page.getByTestId("cv-preview-pdf").waitFor();
  await shot(page, "supplier-onboarding-cv-review");

  // --- Accept what is still to check, create the profile, then publish it from the list.
  const accept = page.getByTestId("review-accept-all");
  if (await accept.isVisible()) await accept.click();
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/profiles",
  );
  await page.getByTestId("review-confirm").click();
  const createdBody = await (await created).json();
  assert.equal(createdBody.success, true, JSON.stringify(createdBody));
  const profile = /** @type {{ id: number, company_id: number, published: boolean }} */ (createdBody.data);
  assert.equal(profile.published, false);
  await page.waitForURL((url) => url.pathname === "/employees");
  const row = page.locator(`[data-testid="profile-row"][data-id="${profile.id}"]`);
  await row.getByTestId("profile-publish-toggle").locator("input").click();
  await row.locator('[data-testid="profile-publish-toggle"][data-published="true"]').waitFor();

  // --- The free plan holds one user: inviting opens the blocked-feature modal, whose Upgrade leads to the
  // plans; the supplier buys Pro on the local checkout, then invites the colleague.
  await page.goto("/manage_users_supplier");
  await page.getByTestId("invite-open").click();
  const dialog = page.getByTestId("invite-dialog");
  await dialog.locator('input[name="firstname"]').fill(colleague.firstname);
  await dialog.locator('input[name="lastname"]').fill(colleague.lastname);
  await dialog.locator('input[name="email"]').fill(colleague.email);
  await dialog.getByTestId("invite-submit").click();
  const limit = plans.blocked.limit
    .replace("{{limit}}", plans.blocked.limitNames.n_max_users)
    .replace("{{max}}", "1");
  await page.getByTestId("blocked-text").filter({ hasText: limit }).waitFor();
  await page.getByTestId("blocked-upgrade").click();
  await page.waitForURL((url) => url.pathname === "/my_plans_supplier");
  await page.getByTestId("current-plan-compare").click();
  await page.waitForURL((url) => url.pathname === "/plans_supplier");
  await page.getByTestId("plan-buy-8").click();
  const thankYouTab = page.context().waitForEvent("page");
  await payWithCard(page, "4242424242424242");
  // §4: the thank-you page opens in a new tab; this one returns to where the purchase started.
  const tab = await thankYouTab;
  await tab.waitForURL((url) => url.pathname === "/my_plans_supplier" && url.search.includes("thank_you=1"));
  await tab.getByTestId("current-plan-name").filter({ hasText: "Fornitore Pro" }).waitFor();
  await tab.close();
  await page.waitForURL((url) => !url.search.includes("checkout") && !url.pathname.startsWith("/api/"));

  // --- Invite a colleague, who accepts from the mailed link in their own browser and lands signed in.
  await page.goto("/manage_users_supplier");
  await invite(page, {
    firstname: colleague.firstname,
    lastname: colleague.lastname,
    email: colleague.email,
  });
  const token = await mailedToken(colleague.email, "accept-invite");
  const other = await openBrowser();
  try {
    await other.page.goto(`/authentication/accept-invite?token=${token}`);
    assert.equal(await other.page.getByTestId("accept-invite-email").inputValue(), colleague.email);
    await other.page.locator('input[name="password"]').fill(colleague.password);
    await other.page.locator('input[name="password_confirmation"]').fill(colleague.password);
    await other.page.getByTestId("accept-invite-submit").click();
    await other.page.waitForURL(`**${homeForRole(ROLE.SUPPLIER_EMPLOYEES)}`);
    await other.page.getByTestId("user-menu").click();
    assert.match(
      String(await other.page.getByTestId("user-menu-name").textContent()),
      new RegExp(`${colleague.firstname} ${colleague.lastname}`),
    );
  } finally {
    await other.close();
  }

  // --- A client opens the published profile: surname as an initial, no contacts.
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/freelance_profile_det/${profile.id}/${profile.company_id}/0/profile/0`);
  const name = page.getByTestId("profile-detail-name");
  await name.filter({ hasText: `${consultant.firstname} ${consultant.lastname.charAt(0)}.` }).waitFor();
  await page.getByTestId("contacts-hidden").waitFor();
  await page.getByText(consultant.title).first().waitFor();
  const text = await page.locator("body").innerText();
  assert.ok(!text.includes(consultant.lastname), "the full surname is hidden from the client");
  assert.ok(!text.includes(consultant.email), "the e-mail is hidden from the client");
  assert.ok(!text.includes(consultant.phone), "the phone is hidden from the client");
  await shot(page, "supplier-onboarding-client-view-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "supplier-onboarding-client-view-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
});
