import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, chooseLanguage, login, logout, resetStorage } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const landing = { it: messages("it", "landing"), en: messages("en", "landing") };
const shell = { it: messages("it", "shell"), en: messages("en", "shell") };

const browser = browserForTests();

/** @param {import("playwright-core").Page} page */
async function heroTitle(page) {
  return (await page.locator("h1").first().textContent())?.trim();
}

test("the landing page is Italian by default, switches to English and back, and keeps the choice on reload", async () => {
  const { page } = browser;
  await resetStorage(page);
  await page.goto("/");
  assert.equal(await heroTitle(page), landing.it.hero.title);
  assert.equal(await page.locator("html").getAttribute("lang"), "it");

  await chooseLanguage(page, "en");
  assert.equal(await heroTitle(page), landing.en.hero.title);
  await page.reload();
  assert.equal(await heroTitle(page), landing.en.hero.title);
  assert.equal(await page.locator("html").getAttribute("lang"), "en");

  await chooseLanguage(page, "it");
  assert.equal(await heroTitle(page), landing.it.hero.title);
  await page.reload();
  assert.equal(await heroTitle(page), landing.it.hero.title);
});

test("a signed-in user switches language, it is saved and survives a reload", async () => {
  const { page } = browser;
  await login(page, "client@demo.test");
  const title = page.getByTestId("page-title");
  assert.equal((await title.textContent())?.trim(), shell.it.titles.dashboard_client);

  await chooseLanguage(page, "en");
  assert.equal((await title.textContent())?.trim(), shell.en.titles.dashboard_client);
  await page.reload();
  assert.equal((await title.textContent())?.trim(), shell.en.titles.dashboard_client);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("loginUser") ?? "{}").language);
  assert.equal(stored, "en");

  await chooseLanguage(page, "it");
  await page.reload();
  assert.equal((await title.textContent())?.trim(), shell.it.titles.dashboard_client);
  await logout(page);
});
