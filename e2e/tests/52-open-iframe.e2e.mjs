import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { BASE_URL, browserForTests, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiLogin } from "../lib/shell.mjs";

/**
 * The open area embedded in a partner's page (issue 16 item 1): a page on an allowed partner host frames the entry
 * URL and the visitor browses inside the frame; the same page on a host the configuration does not list stays
 * blank (CSP frame-ancestors). The partner pages are served by a small local server; Chromium maps both host names
 * to this machine.
 */
const en = messages("en", "open");
const browser = browserForTests({
  hostResolverRules: "MAP partner.test 127.0.0.1, MAP stranger.test 127.0.0.1",
});

const ENTRY = `${BASE_URL}/redirect_token/dashboard_client/2/partner?sidebar=0&inside=1&utm_source=partner-site&language=en`;
const partner = createServer((_, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html><head><title>Partner</title></head><body><h1>Partner site</h1>` +
      `<iframe id="marketplace" title="Marketplace" src="${ENTRY}" width="1100" height="700"></iframe></body></html>`,
  );
});
/** @type {number} */
let port = 0;
/** @type {Record<string, unknown> | undefined} */
let saved;
/** @type {string} */
let adminToken = "";

/**
 * The configuration screen's API as the Administrator.
 * @param {"GET" | "PUT"} method
 * @param {Record<string, unknown>} [body]
 * @returns {Promise<Record<string, unknown>>}
 */
async function configuration(method, body) {
  const res = await fetch(`${BASE_URL}/api/admin/configuration`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  assert.equal(res.status, 200, JSON.stringify(json));
  return json.data;
}

before(async () => {
  await new Promise((resolve) => partner.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = partner.address();
  port = typeof address === "object" && address ? address.port : 0;
  adminToken = await apiLogin("admin@demo.test");
  saved = await configuration("GET");
  await configuration("PUT", {
    ...saved,
    embedding_hosts: [
      .../** @type {string[]} */ (saved?.embedding_hosts ?? []),
      `http://partner.test:${port}`,
    ],
  });
});

after(async () => {
  if (saved) await configuration("PUT", saved);
  partner.close();
});

test("an allowed partner page frames the open area; a page on another host cannot", async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://partner.test:${port}/`);
  const frame = page.frameLocator("#marketplace");
  // Inside the frame the entry becomes /open/dashboard_client/{token} and the open home shows.
  await frame.getByRole("heading", { name: en.home.title }).waitFor({ timeout: 20_000 });
  const inner = page.frames().find((f) => f !== page.mainFrame());
  assert.match(inner?.url() ?? "", /\/open\/dashboard_client\/[A-Za-z0-9_-]{43}\?inside=1$/);
  await shot(page, "52-open-iframe-partner-1280-en", { fullPage: false });

  // The same page served from a host the configuration does not list: the browser refuses to render the frame.
  await page.goto(`http://stranger.test:${port}/`);
  await page.getByRole("heading", { name: "Partner site" }).waitFor();
  await page.waitForTimeout(3000);
  assert.equal(await frame.getByRole("heading", { name: en.home.title }).count(), 0);
  const blocked = page.frames().find((f) => f !== page.mainFrame());
  assert.doesNotMatch(blocked?.url() ?? "", /\/open\/dashboard_client\//);
});
