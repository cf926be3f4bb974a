import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const en = messages("en", "open");
const it = messages("it", "open");

const ENTRY = "/redirect_token/dashboard_client/2/partner?sidebar=1&utm_source=test&language=en";
const OPEN_HOME = /\/open\/dashboard_client\/([A-Za-z0-9_-]{43})$/;

const browser = browserForTests();

test("a visitor enters by a partner link, switches language, reloads and narrows the window", async () => {
  const { page } = browser;
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(ENTRY);
  await page.waitForURL(OPEN_HOME);
  const token = OPEN_HOME.exec(new URL(page.url()).pathname)?.[1];
  assert.ok(token);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("tt")), token);
  assert.equal(await page.evaluate(() => sessionStorage.getItem("openEntryUrl")), ENTRY);

  // Wide: the sidebar stays beside the page, without a menu button.
  const sidebar = page.getByTestId("open-sidebar");
  await sidebar.waitFor();
  assert.equal(
    (await page.getByTestId("open-menu-dashboard_client").textContent())?.trim(),
    en.menu.open.home,
  );
  assert.equal(await page.getByTestId("open-sidebar-toggle").count(), 0);
  await page.getByRole("heading", { name: en.home.title }).waitFor();
  assert.equal((await page.getByTestId("open-sign-in").textContent())?.trim(), en.layout.signIn);
  assert.equal(
    await page.getByTestId("open-sign-in").getAttribute("href"),
    "/authentication/register?role_id=2&utm_source=open",
  );
  await shot(page, "41-open-home-1280-en");

  // ITA: saved with the token, so a reload keeps the page and the language.
  await page.getByTestId("open-language-menu").click();
  await page.getByTestId("open-language-option-it").click();
  await page.getByRole("heading", { name: it.home.title }).waitFor();
  const url = page.url();
  await page.reload();
  assert.equal(page.url(), url);
  await page.getByRole("heading", { name: it.home.title }).waitFor();
  assert.equal((await page.getByTestId("open-sign-in").textContent())?.trim(), it.layout.signIn);

  // Narrow: the sidebar becomes a drawer behind a menu button, with its close button.
  await page.setViewportSize(VIEWPORTS.mobile);
  await sidebar.waitFor({ state: "detached" });
  await page.getByTestId("open-sidebar-toggle").click();
  await sidebar.waitFor();
  const width = await sidebar.evaluate((node) => node.parentElement?.getBoundingClientRect().width ?? 0);
  assert.equal(Math.round(width), 280);
  await shot(page, "41-open-drawer-375-it", { fullPage: false });
  await page.getByTestId("open-sidebar-close").click();
  await sidebar.waitFor({ state: "detached" });
  await shot(page, "41-open-home-375-it");
});

test("a forged token shows the expired page, and Start again opens a new visit", async () => {
  const { page } = browser;
  await page.goto(`/open/dashboard_client/${"x".repeat(43)}`);
  await page.getByTestId("open-expired").waitFor();
  assert.equal((await page.getByTestId("open-expired").textContent())?.trim(), it.expired.title);
  await shot(page, "41-open-expired-375-it");
  assert.equal(await page.getByTestId("open-start-again").getAttribute("href"), ENTRY);
  await page.getByTestId("open-start-again").click();
  await page.waitForURL(OPEN_HOME);
  await page.getByRole("heading", { name: en.home.title }).waitFor();
});
