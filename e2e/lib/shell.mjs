/** Helpers for the shell journeys: the stored session, API calls with it, and what the shell shows. */
import assert from "node:assert/strict";
import { BASE_URL, DEMO_PASSWORD } from "./browser.mjs";

/** @typedef {import("playwright-core").Page} Page */

/**
 * The access token the app stored after login.
 * @param {Page} page
 * @returns {Promise<string>}
 */
export async function storedToken(page) {
  const token = await page.evaluate(() => localStorage.getItem("loginUserToken"));
  assert.ok(token, "the app should hold a session token");
  return token;
}

/**
 * Calls the API from the page with the stored session token.
 * @param {Page} page
 * @param {string} path e.g. "auth/switchVersionProduct"
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function apiFromPage(page, path, body) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem("loginUserToken");
      const response = await fetch(`/api/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

/**
 * Switches the product version on the server (POST auth/switchVersionProduct), drops the tab's stored
 * version so the app fetches it again, and reloads.
 * @param {Page} page
 * @param {1 | 2} version
 */
export async function switchVersion(page, version) {
  const result = await apiFromPage(page, "auth/switchVersionProduct", { type_version: version });
  assert.equal(result.status, 200, JSON.stringify(result.body));
  await page.evaluate(() => sessionStorage.removeItem("versionProduct"));
  await page.reload();
  await page.getByTestId("top-bar-actions").waitFor();
  await page.waitForFunction((v) => sessionStorage.getItem("versionProduct") === String(v), version);
}

/**
 * The data-testid suffixes of the menu entries on screen (sidebar, drawer or horizontal menu).
 * @param {Page} page
 * @returns {Promise<string[]>}
 */
export async function menuEntries(page) {
  const ids = await page
    .locator('[data-testid^="sidebar-entry-"]:visible, [data-testid^="sidebar-group-"]:visible')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid") ?? ""));
  return ids.map((id) => id.replace(/^sidebar-(entry|group)-/, ""));
}

/**
 * Signs in through the API (no browser) and returns the token.
 * @param {string} email
 * @param {string} [password]
 */
export async function apiLogin(email, password = DEMO_PASSWORD) {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = /** @type {{ data: { token: string } }} */ (await response.json());
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.token;
}
