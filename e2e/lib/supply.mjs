/**
 * Helpers for the supply-side journeys: a supplier registered and confirmed through the browser, the MUI
 * pickers of the stepper and the profile form, a generated logo and CV, and the team invitations.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { messages } from "./locales.mjs";
import { mailboxLink, mailsTo } from "./mailbox.mjs";
import { uniqueVat } from "./plans.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("playwright-core").Locator} Locator */

/**
 * @typedef {object} NewSupplier
 * @property {string} firstname
 * @property {string} lastname
 * @property {string} email
 * @property {string} password
 * @property {string} company
 * @property {string} city
 */

/**
 * A small PNG logo drawn by the browser itself.
 * @param {Page} page
 * @param {string} [letters] the initials drawn on it
 */
export async function logoPng(page, letters = "VD") {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 160;
    const context = canvas.getContext("2d");
    if (!context) return "";
    context.fillStyle = "#0b6e4f";
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = "#ffffff";
    context.font = "bold 72px sans-serif";
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(text, 80, 84);
    return canvas.toDataURL("image/png");
  }, letters);
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

/**
 * Answers "Not now" whenever the §4 feedback survey opens over the page (it opens on its own a few seconds
 * after the shell loads, for a user who has not answered it), so a journey about something else goes on.
 * @param {Page} page
 */
export async function laterOnFeedbackSurvey(page) {
  await page.addLocatorHandler(page.getByTestId("feedback-survey"), async (survey) => {
    await page.getByTestId("feedback-survey-later").click();
    await survey.waitFor({ state: "hidden" });
  });
}

/**
 * Picks the n-th option of an MUI select or autocomplete whose root carries the test id.
 * @param {Page} page
 * @param {string} testId
 * @param {number} index
 */
export async function pickOption(page, testId, index) {
  const root = page.getByTestId(testId);
  const combobox = root.locator('[role="combobox"]');
  await ((await combobox.count()) > 0 ? combobox.first() : root.locator("input").first()).click();
  await page.getByRole("option").nth(index).click();
}

/**
 * Picks the option of an open MUI menu by its exact text and waits for the menu to close.
 * @param {Page} page
 * @param {string} option
 */
export async function chooseOption(page, option) {
  await page.getByRole("option", { name: option, exact: true }).click();
  // The menu closes with an animation; until it has gone it covers the page.
  await page.getByRole("listbox").waitFor({ state: "hidden" });
}

/**
 * Registers a supplier through the three-step sign-up form, then confirms the e-mail address with the link
 * of the development mailbox (read as the demo administrator), as a demo user would. Leaves the page on the confirmation screen (not signed in).
 * @param {Page} page
 * @param {NewSupplier} who
 */
export async function registerAndConfirm(page, who) {
  const auth = messages("it", "auth");
  await page.goto("/authentication/register?role_id=3");
  await page.locator('input[name="firstname"]').fill(who.firstname);
  await page.locator('input[name="lastname"]').fill(who.lastname);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="password_confirmation"]').fill(who.password);
  await page.getByTestId("register-next").click();
  await page.locator('input[name="company_name"]').fill(who.company);
  await page.locator('input[name="vat_number"]').fill(uniqueVat(0));
  await page.locator('input[name="city"]').fill(who.city);
  await page.getByTestId("register-next").click();
  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  // The mailbox is the administrator's: the demo user signs in as admin@demo.test to read it, then out again.
  await page.goto(await mailboxLink(page, who.email, "/authentication/confirm-email"));
  await page.getByTestId("confirm-email-title").filter({ hasText: auth.confirm.doneTitle }).waitFor();
}

/**
 * Goes through the three steps of /registration_stepper with valid answers (sectors, size and revenue; website
 * and description; logo and how the company heard of us) and waits for the stepper to hand back the page.
 * @param {Page} page
 * @param {{ website: string, description: string }} about
 */
export async function completeStepper(page, about) {
  await page.getByTestId("stepper-heading").waitFor();
  await pickOption(page, "sectors-field", 0);
  await pickOption(page, "sectors-field", 2);
  await pickOption(page, "size-field", 1);
  await pickOption(page, "revenue-field", 2);
  await page.getByTestId("stepper-next").click();

  await page.locator('input[name="website"]').fill(about.website);
  await page.locator('textarea[name="description"]').fill(about.description);
  await page.getByTestId("stepper-next").click();

  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng(page) });
  await page.getByTestId("logo-saved").waitFor();
  await pickOption(page, "how-field", 1);
  await page.getByTestId("stepper-next").click();
}

/**
 * Writes a small CV as a PDF, one line of text after the other, as a user would upload it.
 * @param {string} path
 * @param {readonly string[]} lines
 * @returns {Promise<string>} the path
 */
export function writeCvPdf(path, lines) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50 });
    /** @type {Buffer[]} */
    const chunks = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      writeFileSync(path, Buffer.concat(chunks));
      resolve(path);
    });
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/**
 * The newest mail to `to` in the development mailbox, and the token of its link to `path`.
 * @param {string} to
 * @param {string} path
 */
export async function mailedToken(to, path) {
  const mails = await mailsTo(to);
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mails[0]?.text ?? "")?.[1];
  assert.ok(token, `the mail to ${to} carries its ${path} link`);
  return token;
}

/**
 * Invites a colleague through the Manage Users dialog and waits for the invited row.
 * @param {Page} page
 * @param {{ firstname: string, lastname: string, email: string, roleId?: number }} who
 * @returns {Promise<Locator>} the colleague's row
 */
export async function invite(page, who) {
  await page.getByTestId("invite-open").click();
  const dialog = page.getByTestId("invite-dialog");
  await dialog.locator('input[name="firstname"]').fill(who.firstname);
  await dialog.locator('input[name="lastname"]').fill(who.lastname);
  await dialog.locator('input[name="email"]').fill(who.email);
  if (who.roleId) {
    await dialog.getByTestId("invite-role").locator('[role="combobox"]').click();
    await page.getByTestId(`invite-role-${who.roleId}`).click();
  }
  await dialog.getByTestId("invite-submit").click();
  await page.getByTestId("notice-success").waitFor();
  await dialog.waitFor({ state: "detached" });
  const row = page.locator(`[data-testid="team-member"][data-email="${who.email}"]`);
  assert.equal(await row.getByTestId("member-status").getAttribute("data-status"), "invited");
  return row;
}
