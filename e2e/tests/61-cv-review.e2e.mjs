/**
 * Issue 19 item 4: the CV review screen. A supplier uploads a CV and lands on the draft beside the original PDF;
 * the items the parser is unsure of are highlighted and counted; the supplier edits one (validated like the
 * profile form), drops another and creates the profile from exactly what it kept. A second upload, in English,
 * is left through the menu: the screen asks before discarding. Screenshots at 1280 and 375 px in both languages.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { validationMessage } from "@mkt/contracts";
import { browserForTests, chooseLanguage, login, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { writeCvPdf } from "../lib/supply.mjs";

const browser = browserForTests();
const it = messages("it", "profiles");
const en = messages("en", "profiles");

/** No skills heading and a language without a level: the parser is less sure of skills and languages. */
const CV_LINES = [
  "SERENA LOMBARDI",
  "Senior Frontend Developer",
  "Verona, Italy · serena.lombardi@example.com · +39 340 555 1212",
  "",
  "Work experience",
  "02/2017 - Present  Senior Frontend Developer at Arena Digitale Srl",
  "Built the booking front end with React, TypeScript and GraphQL, shipped with Docker.",
  "",
  "Languages",
  "Italian: native",
  "English: C1",
  "German",
];

/** @param {import("playwright-core").Page} page @param {string} key */
const itemOf = (page, key) => page.locator(`[data-testid="review-item"][data-key="${key}"]`);

/** Uploads the CV from the upload page and waits for the review screen. @param {import("playwright-core").Page} page */
async function uploadCv(page) {
  const dir = mkdtempSync(join(tmpdir(), "mkt-cv-review-"));
  try {
    const cvPath = await writeCvPdf(join(dir, "serena-lombardi.pdf"), CV_LINES);
    await page.goto("/upload_cv");
    await page.getByTestId("cv-input").setInputFiles(cvPath);
    // The browser reads the file when it sends it: it stays on disk until the answer (the review screen) came.
    await page.getByTestId("cv-review").waitFor();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The flagged items all say so in words; the count at the top matches them.
 * @param {import("playwright-core").Page} page
 * @param {typeof it} t
 */
async function checkHighlights(page, t) {
  const flagged = page.locator('[data-testid="review-item"][data-flagged="true"]');
  const count = await flagged.count();
  for (let i = 0; i < count; i++)
    assert.equal(await flagged.nth(i).getByTestId("review-item-check").textContent(), t.cv.review.checkThis);
  const top = String(await page.getByTestId("review-count").textContent());
  if (count === 0) assert.ok(top.includes(t.cv.review.allChecked), top);
  else {
    const text = (count === 1 ? t.cv.review.toCheck_one : t.cv.review.toCheck_other).replace(
      "{{count}}",
      String(count),
    );
    assert.ok(top.includes(text), `${top} names ${count} items to check`);
  }
}

/**
 * Both layouts: two panes at 1280 px, a tab switch at 375 px.
 * @param {import("playwright-core").Page} page
 * @param {"it" | "en"} language
 */
async function shots(page, language) {
  await page.getByTestId("cv-preview-pdf").waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `cv-review-1280-${language}`, { fullPage: false });
  const flagged = page.locator('[data-testid="review-item"][data-flagged="true"]').first();
  if (await flagged.count()) {
    await flagged.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shot(page, `cv-review-1280-${language}-flagged`, { fullPage: false });
  }
  await page.getByTestId("cv-preview-mode-text").click();
  assert.match(String(await page.getByTestId("cv-preview-text").textContent()), /SERENA LOMBARDI/);
  await shot(page, `cv-review-1280-${language}-text`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByTestId("review-tab-draft").waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `cv-review-375-${language}-draft`, { fullPage: false });
  await page.getByTestId("review-tab-original").click();
  await page.getByTestId("cv-preview-pdf").waitFor();
  await page.getByTestId("cv-preview-mode-text").click();
  await page.getByTestId("cv-preview-text").waitFor();
  await shot(page, `cv-review-375-${language}-original`, { fullPage: false });
  await page.getByTestId("review-tab-draft").click();
  await page.getByTestId("review-draft").waitFor();
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId("review-original").waitFor();
}

test("a supplier reviews a digitized CV: checks, edits, drops and creates the profile from what it kept", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  /** @type {string[]} */
  const posts = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/profiles")
      posts.push(request.url());
  });

  await uploadCv(page);
  await checkHighlights(page, it);
  const summary = (/** @type {string} */ key) => itemOf(page, key).getByTestId("review-item-summary");
  assert.equal(await summary("name").textContent(), "Serena Lombardi");
  const skills = page.locator('[data-testid="review-item"][data-key^="skills."]');
  assert.ok((await skills.count()) >= 2, "the skills are listed one by one");

  // --- Edit the experience: an empty role is refused with the form's message, then corrected.
  await itemOf(page, "experiences.0").getByTestId("review-edit").click();
  const dialog = page.getByTestId("review-edit-dialog");
  await dialog.getByTestId("review-field-role").fill("");
  await dialog.getByTestId("review-edit-save").click();
  await dialog.getByText(validationMessage("validation.required", "it")).waitFor();
  await dialog.getByTestId("review-field-role").fill("Lead Frontend Developer");
  await dialog.getByTestId("review-edit-save").click();
  await dialog.waitFor({ state: "detached" });
  assert.match(String(await summary("experiences.0").textContent()), /^Lead Frontend Developer/);
  assert.equal(await itemOf(page, "experiences.0").getAttribute("data-decision"), "accepted");

  // --- Drop the second skill and the phone.
  const droppedSkill = String(await summary("skills.1").textContent()).split(" · ")[0];
  await itemOf(page, "skills.1").getByTestId("review-drop").click();
  await itemOf(page, "phone").getByTestId("review-drop").click();
  assert.equal(await itemOf(page, "skills.1").getAttribute("data-decision"), "dropped");
  await shots(page, "it");
  assert.deepEqual(posts, [], "nothing is saved before Confirm");

  // --- Accept what is left to check and create the profile.
  const acceptAll = page.getByTestId("review-accept-all");
  if (await acceptAll.isVisible()) await acceptAll.click();
  await page.getByTestId("review-count").getByText(it.cv.review.allChecked).waitFor();
  const created = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/profiles",
  );
  await page.getByTestId("review-confirm").click();
  const response = await created;
  const sent = response.request().postDataJSON();
  const body = await response.json();
  assert.equal(body.success, true, JSON.stringify(body));
  assert.equal(sent.experiences[0].role, "Lead Frontend Developer");
  assert.equal(sent.phone, "");
  assert.equal(body.data.phone, null);
  const names = body.data.skills.map((/** @type {{ name: string }} */ s) => s.name);
  assert.ok(!names.includes(droppedSkill), `${droppedSkill} was dropped: ${names.join(", ")}`);
  assert.equal(body.data.cv_upload_id, sent.cv_upload_id);
  await page.waitForURL((url) => url.pathname === "/employees");
  await page.getByTestId("notice-success").filter({ hasText: it.done.created }).waitFor();

  // --- In English, a second upload; leaving through the menu asks before discarding it.
  await chooseLanguage(page, "en");
  try {
    await uploadCv(page);
    await checkHighlights(page, en);
    await shots(page, "en");
    await page.getByTestId("review-discard").click();
    const leave = page.getByTestId("confirm-dialog");
    await leave.getByText(en.cv.review.leaveTitle).waitFor();
    await leave.getByRole("button", { name: en.cv.review.leaveStay }).click();
    await leave.waitFor({ state: "detached" });
    await page.getByTestId("cv-review").waitFor();
    await page.getByTestId("review-discard").click();
    await leave.getByTestId("confirm-dialog-confirm").click();
    await page.waitForURL((url) => url.pathname === "/employees");
    assert.equal(posts.length, 1, "the discarded draft was not saved");
  } finally {
    // The demo supplier is shared by other journeys: back to Italian.
    await chooseLanguage(page, "it");
  }
});
