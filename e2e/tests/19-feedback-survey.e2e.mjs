import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";

/**
 * §4 feedback survey. The demo's survey@demo.test (a Client of a profiled company, version 2) is the one demo
 * account that has not answered yet; every other demo account has send_feedback 1.
 */
const EMAIL = "survey@demo.test";
const browser = browserForTests();

/** @param {import("playwright-core").Page} page */
const survey = (page) => page.getByTestId("feedback-survey");

/**
 * Waits past the 3 s delay and checks that the survey did not open.
 * @param {import("playwright-core").Page} page
 * @param {string} why
 */
async function assertNoSurvey(page, why) {
  await page.waitForTimeout(4000);
  assert.equal(await survey(page).count(), 0, why);
}

/** @param {import("playwright-core").Page} page @param {string} name */
async function screenshots(page, name) {
  await shot(page, `19-${name}-desktop`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `19-${name}-mobile`, { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("the survey opens about 3 s after sign-in; closing it keeps it away for the session", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, EMAIL);
  const signedIn = Date.now();
  await page.waitForURL("**/dashboard_client");
  assert.equal(await survey(page).count(), 0, "not at once");
  await page.getByTestId("feedback-survey-form").waitFor({ timeout: 10_000 });
  const waited = Date.now() - signedIn;
  assert.ok(waited >= 2500, `opened after ${waited} ms`);
  await page.getByText("Aiutaci a migliorare").waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem("showTypeform")), "1");
  await screenshots(page, "survey-it");

  await page.getByTestId("feedback-survey-later").click();
  await survey(page).waitFor({ state: "detached" });
  assert.equal(await page.evaluate(() => sessionStorage.getItem("showTypeform")), "0");

  // A reload (the language switch reloads) and another page keep it away.
  await chooseLanguage(page, "en");
  await assertNoSurvey(page, "closed for the session");
  await page.goto("/my_profile");
  await assertNoSurvey(page, "closed for the session, on another page");
  await logout(page);
});

test("after signing in again it opens again; the answer is thanked, closes itself and is never asked again", async () => {
  const { page } = browser;
  await login(page, EMAIL);
  const form = page.getByTestId("feedback-survey-form");
  await form.waitFor({ timeout: 10_000 });
  await page.getByText("Help us improve").waitFor();

  await page.getByTestId("feedback-survey-submit").click();
  await form.getByRole("alert").filter({ hasText: "This field is required." }).nth(1).waitFor();
  await screenshots(page, "survey-en-errors");

  await page.getByTestId("feedback-survey-recommend-9").click();
  assert.equal(await page.getByTestId("feedback-survey-recommend-9").getAttribute("aria-pressed"), "true");
  await page.getByTestId("feedback-survey-satisfaction").locator("label").nth(3).click();
  assert.equal(await page.getByTestId("feedback-survey-satisfaction-label").textContent(), "Satisfied");
  await page.getByTestId("feedback-survey-comment").fill("Finding suppliers is quick.");
  assert.equal(await page.getByTestId("feedback-survey-counter").textContent(), "27/1000");
  assert.equal(await form.getByRole("alert").count(), 0, "errors clear once answered");

  const answered = page.waitForResponse((r) => r.url().endsWith("/api/feedback/survey"));
  await page.getByTestId("feedback-survey-submit").click();
  const response = await answered;
  assert.equal(response.status(), 200);
  assert.deepEqual(response.request().postDataJSON(), {
    recommend: 9,
    satisfaction: 4,
    comment: "Finding suppliers is quick.",
    language: "en",
  });
  await page.getByTestId("feedback-survey-thanks").waitFor();
  const thanked = Date.now();
  await shot(page, "19-survey-en-thanks-desktop", { fullPage: false });
  await survey(page).waitFor({ state: "detached", timeout: 5000 });
  const shown = Date.now() - thanked;
  assert.ok(shown >= 1200, `the thanks stayed ${shown} ms`);
  assert.equal(
    await page.evaluate(() => JSON.parse(localStorage.getItem("loginUser") ?? "{}").send_feedback),
    1,
  );

  await page.reload();
  await assertNoSurvey(page, "answered: not offered again in this session");
  await logout(page);
  await login(page, EMAIL);
  await assertNoSurvey(page, "answered: not offered after signing in again");
  await logout(page);
});

test("accounts that answered already are not asked", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.waitForURL("**/dashboard_supplier");
  await assertNoSurvey(page, "the demo supplier has send_feedback 1");
  await logout(page);
});
