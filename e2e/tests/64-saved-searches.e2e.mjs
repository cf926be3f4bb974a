import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { mailTo } from "../lib/mailbox.mjs";
import { apiLogin } from "../lib/shell.mjs";

const browser = browserForTests();

/**
 * A call to the API as the holder of `token`; answers the envelope's data.
 * @param {string} token
 * @param {string} path
 * @param {unknown} [body]
 */
async function api(token, path, body) {
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  assert.equal(response.status, 200, `${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * The supplier publishes a profile (through the API: the profile screens have their own journeys).
 * @param {string} title
 * @param {string} lastname
 */
async function publishProfile(title, lastname) {
  const token = await apiLogin("supplier@demo.test");
  const created = await api(token, "profiles", { firstname: "Irene", lastname, title, seniority: "senior" });
  await api(token, "profiles/publication", { ids: [created.id], published: true });
  return /** @type {number} */ (created.id);
}

/** @param {import("playwright-core").Page} page */
async function resultsSettled(page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-results"]')?.getAttribute("aria-busy") === "false",
  );
}

test("a client saves a search with an alert, a matching profile is published, the alert e-mail's link reopens the search", async () => {
  const { page } = browser;
  // A word no demo profile has, so the alert is about the profile published here only.
  const word = `Zephyr${Date.now().toString(36)}`;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(`/profile_available?search_word=${word}&seniority=senior`);
  await resultsSettled(page);

  // Save: an empty name is refused under the field, then saved with the e-mail alert on.
  await page.getByTestId("saved-search-save").click();
  const name = page.getByTestId("saved-search-name");
  assert.equal(await name.inputValue(), word, "the search word is the suggested name");
  await name.fill("");
  await page.getByTestId("saved-search-name-confirm").click();
  await page.locator('[data-testid="saved-search-name-dialog"] [aria-invalid="true"]').waitFor();
  await name.fill(`Senior ${word}`);
  assert.equal(await page.getByTestId("saved-search-alert").isChecked(), true, "the alert is on by default");
  await shot(page, "64-save-dialog-it-1280", { fullPage: false });
  await page.getByTestId("saved-search-name-confirm").click();
  await page.getByTestId("saved-search-name-dialog").waitFor({ state: "detached" });

  // Meanwhile a supplier publishes a profile that matches, and one that does not.
  const matching = await publishProfile(`${word} platform engineer`, "Marchetti");
  await publishProfile("Cobol analyst", "Fontana");

  // The hourly round, run now through the development route (the dev mailbox's administrator).
  const admin = await apiLogin("admin@demo.test");
  const round = await api(admin, "dev/saved-search-alerts");
  assert.equal(round.ran, true);
  assert.ok(round.users_alerted >= 1, JSON.stringify(round));

  const mail = await mailTo("client@demo.test", "ricerche salvate");
  assert.ok(mail, "the client got the alert e-mail");
  assert.match(mail.text, new RegExp(`Senior ${word}: 1 nuovo profilo: Irene M\\.`));
  assert.doesNotMatch(mail.text, /Fontana/);
  const link = mail.text.match(/https?:\/\/\S+\/profile_available\?\S+/)?.[0];
  assert.ok(link, `the mail links to the search: ${mail.text}`);
  const address = new URL(link);
  assert.equal(address.searchParams.get("search_word"), word);
  assert.equal(address.searchParams.get("seniority"), "senior");
  assert.doesNotMatch(link, /token/i, "no token in the link");

  // The link reopens the search with its criteria, and the new profile is in the results.
  await page.goto(`${address.pathname}${address.search}`);
  await page.locator(`[data-testid="search-result"][data-id="${matching}"]`).waitFor();
  assert.equal(await page.getByTestId("search-word").inputValue(), word);
  await shot(page, "64-reopened-it-1280");

  // The list: open re-applies the criteria, the alert switches off, the search is deleted after confirming.
  await page.goto("/profile_available");
  await resultsSettled(page);
  await page.getByTestId("saved-searches-open").click();
  const dialog = page.getByTestId("saved-searches-dialog");
  const row = dialog.locator('[data-testid^="saved-search-"]').filter({ hasText: `Senior ${word}` });
  await row.waitFor();
  await shot(page, "64-saved-list-it-1280", { fullPage: false });
  await row.getByTestId("saved-search-open").click();
  await dialog.waitFor({ state: "detached" });
  await page.waitForURL((url) => url.searchParams.get("search_word") === word);
  await page.locator(`[data-testid="search-result"][data-id="${matching}"]`).waitFor();

  await page.getByTestId("saved-searches-open").click();
  await row.getByTestId("saved-search-alert-toggle").click();
  await row.locator('[data-testid="saved-search-alert-toggle"]:not(:checked)').waitFor();
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "64-saved-list-it-375", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await row.getByTestId("saved-search-delete").click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Elimina" }).click();
  await row.waitFor({ state: "detached" });
  await page.getByTestId("saved-searches-close").click();

  // English, both widths: the buttons, the save dialog and the list.
  await chooseLanguage(page, "en");
  try {
    await page.goto(`/profile_available?search_word=${word}`);
    await resultsSettled(page);
    await page.getByRole("button", { name: "Save search" }).click();
    await page.getByTestId("saved-search-name-confirm").click();
    await page.getByTestId("saved-search-name-dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Saved searches" }).click();
    await page.getByTestId("saved-searches-dialog").getByText(word).waitFor();
    await shot(page, "64-saved-list-en-1280", { fullPage: false });
    await page.setViewportSize(VIEWPORTS.mobile);
    await shot(page, "64-saved-list-en-375", { fullPage: false });
    await page.getByTestId("saved-searches-close").click();
    await page.getByRole("button", { name: "Save search" }).click();
    await shot(page, "64-save-dialog-en-375", { fullPage: false });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
    await chooseLanguage(page, "it");
  }
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/profile_available?search_word=${word}`);
  await resultsSettled(page);
  await page.getByTestId("saved-search-save").click();
  await shot(page, "64-save-dialog-it-375", { fullPage: false });
  await page.getByTestId("saved-search-name-dialog").getByRole("button", { name: "Annulla" }).click();
  await page.setViewportSize(VIEWPORTS.desktop);
});
