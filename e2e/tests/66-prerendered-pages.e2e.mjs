import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserForTests,
  chooseLanguage,
  DEMO_PASSWORD,
  eventually,
  login,
  logout,
  resetStorage,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const auth = { it: messages("it", "auth"), en: messages("en", "auth") };
const landing = messages("it", "landing");

/** The public pages the build pre-renders (apps/web/src/app/prerender.tsx) and a text each shows at once. */
const PAGES = [
  { path: "/authentication/login", text: auth.it.login.subtitle },
  { path: "/authentication/forgot-password", text: auth.it.forgot.subtitle },
  { path: "/authentication/register", text: auth.it.layout.title },
  { path: "/", text: landing.hero.title },
];

/**
 * From now on every page of the browser records, before its scripts run: the first paragraph or heading the parser
 * puts in #root, whether #root was shown when the document was parsed (the gate hides HTML the app would not
 * hydrate), and when the app's React owns #root's content (hydrated or rendered).
 * @param {Page} page
 */
async function watchRoot(page) {
  await page.context().addInitScript(() => {
    const observer = new MutationObserver(() => {
      const first = document.querySelector("#root p, #root h1, #root h2");
      if (first && !Reflect.get(window, "__e2eFirstNode")) Reflect.set(window, "__e2eFirstNode", first);
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.getElementById("root");
      Reflect.set(window, "__e2eRootShown", root ? getComputedStyle(root).display !== "none" : false);
    });
    const ready = () => {
      // (The root's first child may be a <link> React leaves to the document's resources.)
      const children = Array.from(document.getElementById("root")?.children ?? []);
      if (children.some((child) => Object.keys(child).some((key) => key.startsWith("__react")))) {
        document.documentElement.dataset.e2eApp = "ready";
        observer.disconnect();
      } else setTimeout(ready, 50);
    };
    window.addEventListener("load", ready);
  });
}

/**
 * Loads `path` and reports, once the app owns the page: whether the node the parser first put in #root is still
 * there (hydrated; a fresh render replaces every node), whether #root was shown as parsed, and the console errors
 * (boot.tsx logs "Pre-rendered page not hydrated" when React finds the HTML different).
 * @param {Page} page
 * @param {string} path
 */
async function load(page, path) {
  /** @type {string[]} */
  const errors = [];
  /** @param {import("playwright-core").ConsoleMessage} message */
  const onConsole = (message) => {
    if (message.type() === "error") errors.push(message.text());
  };
  page.on("console", onConsole);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.e2eApp === "ready", undefined, {
    timeout: 20_000,
  });
  page.off("console", onConsole);
  // The root answers clicks and keys once the app has it (the HTML comes inert).
  await page.locator("#root:not([inert])").waitFor({ state: "attached" });
  const seen = await page.evaluate(() => ({
    kept: /** @type {Element | undefined} */ (Reflect.get(window, "__e2eFirstNode"))?.isConnected === true,
    shownAsParsed: Reflect.get(window, "__e2eRootShown") === true,
  }));
  return { ...seen, errors };
}

test("the public pages come as HTML and the app takes them over without rendering them again", async () => {
  const { page } = browser;
  await watchRoot(page);
  await resetStorage(page);
  /** @type {string[]} */
  const pages = [];
  for (const { path, text } of PAGES) {
    const response = await page.request.get(path);
    assert.equal(response.status(), 200, path);
    const html = await response.text();
    pages.push(html);
    assert.ok(html.includes(`data-prerendered="${path}"`), path);
    assert.ok(html.includes('<div id="root" inert>'), `${path}: inert until the app has it`);
    const root = html.slice(html.indexOf('<div id="root"'));
    assert.ok(root.includes(text.replaceAll("'", "&#x27;")), `${path}: the HTML carries "${text}"`);

    const seen = await load(page, path);
    assert.deepEqual(seen, { kept: true, shownAsParsed: true, errors: [] }, path);
  }
  // With a query string the page is the plain app, rendered in the browser.
  const plain = await (await page.request.get("/authentication/login?from=e2e")).text();
  assert.doesNotMatch(plain, /data-prerendered/);
  assert.match(plain, /<div id="root"><\/div>/);

  // The head's classic scripts hold the parser until they arrive: they come from assets/ under content-hashed names,
  // cached for a year, so a returning visitor's page does not wait a round trip for them (vite-head-scripts.ts).
  for (const html of [plain, ...pages]) {
    const classic = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1] ?? "");
    assert.equal(classic.length, html === plain ? 1 : 2, classic.join(", "));
    for (const src of classic) {
      assert.match(src, /^\/assets\/(storage-fallback|prerender-gate)-[\w-]{8}\.js$/);
      const script = await page.request.get(src);
      assert.equal(script.status(), 200, src);
      assert.match(script.headers()["cache-control"] ?? "", /immutable/, src);
    }
  }

  // The hydrated login form signs in.
  await login(page, "client@demo.test");
  assert.match(new URL(page.url()).pathname, /^\/dashboard_client/);
  await resetStorage(page);
});

test("a visitor who chose English never sees the Italian HTML: the app renders the page afresh", async () => {
  const { page } = browser;
  await resetStorage(page);
  await page.goto("/authentication/login");
  await chooseLanguage(page, "en");
  const seen = await load(page, "/authentication/login");
  assert.deepEqual(seen, { kept: false, shownAsParsed: false, errors: [] });
  await page.getByText(auth.en.login.subtitle).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page.getByText(auth.it.login.subtitle).count(), 0);
  await resetStorage(page);
});

test("while the visitor types, the login page fetches what the sign-in opens; the dashboard then comes from the cache", async () => {
  const { page } = browser;
  await resetStorage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  /** @type {{ path: string, status: number, cached: boolean }[]} */
  const responses = [];
  cdp.on("Network.responseReceived", ({ response }) =>
    responses.push({
      path: new URL(response.url).pathname,
      status: response.status,
      cached: response.fromDiskCache === true || response.fromPrefetchCache === true,
    }),
  );
  await page.goto("/authentication/login");
  // The build lists the sign-in's scripts in the page (vite-prefetch.ts); the first is the signed-in shell's.
  const shell = await page.evaluate(
    () => JSON.parse(document.getElementById("signed-in-scripts")?.textContent ?? "{}").common?.[0],
  );
  assert.match(shell ?? "", /^\/assets\/app-shell-[\w-]+\.js$/);
  await page.locator(`link[rel="prefetch"][href="${shell}"]`).waitFor({ state: "attached" });
  await eventually(
    async () => responses.some((r) => r.path === shell && r.status === 200 && !r.cached),
    async () => `the shell's script was not prefetched: ${JSON.stringify(responses.map((r) => r.path))}`,
    20_000,
  );
  const prefetched = responses.length;

  await page.locator('input[name="email"]').fill("client@demo.test");
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => url.pathname === "/dashboard_client");
  await page.getByTestId("home-page").waitFor();
  const afterClick = responses.slice(prefetched).filter((r) => r.path === shell);
  assert.ok(afterClick.length > 0, "the dashboard loads the shell's script");
  assert.ok(
    afterClick.every((r) => r.cached),
    `the shell's script came from the cache after the click: ${JSON.stringify(afterClick)}`,
  );
  await cdp.detach();
  await resetStorage(page);
});

const dashboard = messages("it", "dashboard");

test("a signed-in page comes rendered for the session; the app renders over it, and a sign-out ends it", async () => {
  const { page } = browser;
  await watchRoot(page);
  await resetStorage(page);
  await login(page, "client@demo.test");
  // Once the page is idle the app asks for the page cookie (HttpOnly) and writes the view it is laid out for.
  await eventually(
    async () => {
      const names = (await page.context().cookies()).map((cookie) => cookie.name);
      return names.includes("mkt_page") && names.includes("mkt_view");
    },
    async () => `cookies: ${(await page.context().cookies()).map((cookie) => cookie.name).join(", ")}`,
    20_000,
  );
  const pageCookie = (await page.context().cookies()).find((cookie) => cookie.name === "mkt_page");
  assert.equal(pageCookie?.httpOnly, true);
  assert.equal(await page.evaluate(() => document.cookie.includes("mkt_page")), false, "no script reads it");

  const welcome = dashboard.welcome.title.replace("{{name}}", "Alessandro");
  const response = await page.request.get("/dashboard_client");
  assert.equal(response.headers()["cache-control"], "private, no-store");
  const html = await response.text();
  assert.match(html, /data-rendered-user="\d+"/);
  const root = html.slice(html.indexOf('<div id="root" inert>'));
  assert.ok(root.includes(welcome.replaceAll("'", "&#x27;")), `the HTML carries "${welcome}"`);

  // Shown as parsed, then replaced by the app's own render (not hydrated), with no error; the page works.
  const seen = await load(page, "/dashboard_client");
  assert.deepEqual(seen, { kept: false, shownAsParsed: true, errors: [] });
  await page.getByTestId("welcome-title").filter({ hasText: "Alessandro" }).waitFor();
  // Replaced, not added to: one page in the root.
  assert.equal(await page.getByTestId("welcome-title").count(), 1);
  assert.equal(await page.getByTestId("home-page").count(), 1);
  await page.getByTestId("user-menu").click();
  await page.keyboard.press("Escape");

  // The talent search's heading comes with its HTML too; its results follow in the app.
  const search = await load(page, "/profile_available");
  assert.deepEqual(search, { kept: false, shownAsParsed: true, errors: [] });
  await page.locator('[data-testid="profile-available-page"] input').first().waitFor();

  // A tab that chose a menu entry is not in the state the server rendered for: the HTML stays hidden.
  await page.evaluate(() => sessionStorage.setItem("menuActive", "need"));
  const chosen = await load(page, "/dashboard_client");
  assert.deepEqual(chosen, { kept: false, shownAsParsed: false, errors: [] });
  await page.evaluate(() => sessionStorage.removeItem("menuActive"));

  await logout(page);
  assert.deepEqual(
    (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("mkt_")).map((c) => c.name),
    [],
    "a signed-out browser keeps neither cookie",
  );
  const after = await (await page.request.get("/dashboard_client")).text();
  assert.doesNotMatch(after, /data-rendered-user/);
  await resetStorage(page);
});
