import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

const auth = messages("it", "auth");

const browser = browserForTests();

test("an unknown path goes to /authentication/404", async () => {
  const { page } = browser;
  await page.goto("/this/page/does-not-exist?x=1");
  await page.waitForURL("**/authentication/404");
  assert.equal((await page.getByTestId("not-found-title").textContent())?.trim(), auth.notFound.title);
});

test("/authentication alone opens the login page", async () => {
  const { page } = browser;
  await page.goto("/authentication");
  await page.waitForURL("**/authentication/login");
});
