/** Shared helpers for the browser journeys: a headless Chromium with a fresh profile, and BASE_URL. */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, afterEach, before } from "node:test";
import { chromium } from "playwright-core";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {"it" | "en"} Language */

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots";
export const DEMO_PASSWORD = "Demo2026!";
export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

let visitors = 0;

/**
 * A client address of its own for one visitor (a browser, or one API registration), sent as X-Forwarded-For
 * to the journey servers, which run with TRUST_PROXY on (e2e/run.mjs). Real visitors come from many
 * addresses; without this every journey of a shard would come from 127.0.0.1 and together use up the
 * per-address limits (e.g. 20 e-mail checks an hour) that the integration tests already prove.
 */
export function visitorAddress() {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

/**
 * Launches Chromium on a new, empty user-data directory. Tutorial mode (§4) starts off, so its popups do not
 * cover the pages other journeys use, unless `tutorials` is set (the user can still switch it on).
 * `hostResolverRules` (Chromium's --host-resolver-rules, e.g. "MAP partner.test 127.0.0.1") lets a journey reach
 * the one server under other host names (brands by host).
 * `cookieBanner`: the analytics cookie banner shows (otherwise analytics start refused, see below).
 * `baseURL`: another server than BASE_URL (a journey that starts its own, e.g. under a public host name).
 * @param {{ viewport?: { width: number, height: number }, tutorials?: boolean, hostResolverRules?: string, cookieBanner?: boolean, baseURL?: string }} [options]
 */
export async function openBrowser(options = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), "mkt-e2e-profile-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: options.hostResolverRules ? [...ARGS, `--host-resolver-rules=${options.hostResolverRules}`] : ARGS,
    baseURL: options.baseURL ?? BASE_URL,
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: "it-IT",
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  if (!options.tutorials)
    await context.addInitScript(() => {
      if (localStorage.getItem("tutorialMode") === null) localStorage.setItem("tutorialMode", "0");
    });
  // The cookie banner (issue 18) would cover the bottom of every page: journeys start with analytics refused
  // (nothing tracked) unless `cookieBanner` is set (the analytics journeys answer the banner themselves).
  if (!options.cookieBanner)
    await context.addInitScript(() => {
      if (localStorage.getItem("analyticsConsent") === null)
        localStorage.setItem("analyticsConsent", "denied");
    });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // A text the app asked for and did not have (its chunk had not come, or the key is missing): the app says so on
  // the console (shared/i18n/i18n.ts); browserForTests fails the test that showed one.
  /** @type {string[]} */
  const missingTexts = [];
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Missing text:"))
      missingTexts.push(`${message.text()} (${message.page()?.url() ?? "?"})`);
  });
  // Requests under way, for the note a failed test leaves: a click whose lazy route never came shows its chunk here.
  /** @type {Map<import("playwright-core").Request, number>} */
  const inFlight = new Map();
  context.on("request", (request) => inFlight.set(request, Date.now()));
  context.on("requestfinished", (request) => inFlight.delete(request));
  context.on("requestfailed", (request) => inFlight.delete(request));
  const page = context.pages()[0] ?? (await context.newPage());
  // E2E_CPU_THROTTLE=8: the page's CPU eight times slower (README), so that a race a loaded CI machine meets
  // now and then (a click before the last change has rendered) shows every time.
  if (process.env.E2E_CPU_THROTTLE) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.E2E_CPU_THROTTLE) });
  }
  return {
    context,
    page,
    missingTexts,
    /** @returns {string[]} the requests started and not yet answered, oldest first, with their age */
    pendingRequests() {
      const now = Date.now();
      return [...inFlight]
        .filter(([request]) => request.resourceType() !== "websocket")
        .map(
          ([request, started]) =>
            `${request.method()} ${new URL(request.url()).pathname} (${now - started} ms)`,
        );
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openBrowser>>} OpenBrowser */

/** The demo accounts journeys sign in with and may switch to English. */
const SHARED_DEMO_ACCOUNTS = [
  "client@demo.test",
  "client.employee@demo.test",
  "supplier@demo.test",
  "supplier.manager@demo.test",
  "freelancer@demo.test",
  "academy@demo.test",
  "admin@demo.test",
];

/**
 * The language is the account's: a journey that switched a shared demo account to English must not leave the
 * next file starting in English. Every file starts with these accounts in Italian.
 */
async function italianDemoAccounts() {
  await Promise.all(
    SHARED_DEMO_ACCOUNTS.map(async (email) => {
      const login = await fetch(`${BASE_URL}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!login.ok) return;
      const { data } = /** @type {{ data: { token: string, user: { language: string } } }} */ (
        await login.json()
      );
      if (data.user.language === "it") return;
      const update = await fetch(`${BASE_URL}/api/auth/updateLanguage`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${data.token}` },
        body: JSON.stringify({ language: "it" }),
      });
      if (!update.ok) throw new Error(`${email}: the language could not be reset (${update.status})`);
    }),
  );
}

/**
 * Opens one browser for the tests of a file (before) and closes it after them (options as openBrowser's).
 * @param {{ viewport?: { width: number, height: number }, tutorials?: boolean, hostResolverRules?: string, cookieBanner?: boolean }} [options]
 */
export function browserForTests(options) {
  /** @type {OpenBrowser | undefined} */
  let current;
  before(async () => {
    await italianDemoAccounts();
    current = await openBrowser(options);
  });
  // A failed test leaves a note of what the browser showed (address and the start of the page's text) in the
  // TAP report, which `npm test` prints with the failure, and a screenshot in SHOTS_DIR: a journey that fails
  // only on a loaded CI machine can then be read afterwards.
  afterEach(async (context) => {
    // afterEach runs for tests; `passed` is newer than this project's @types/node (Node >= 20.12 has it).
    const t = /** @type {import("node:test").TestContext & { passed?: boolean }} */ (context);
    // A key shown instead of its text fails the test that showed it, whatever it asserted.
    const missing = current?.missingTexts.splice(0) ?? [];
    if (missing.length > 0) throw new Error(`Texts shown without their translation:\n${missing.join("\n")}`);
    if (t.passed !== false || !current) return;
    const page = current.page;
    // Alerts and open dialogs first (an error message may sit behind a dialog, and a dialog is at the end of the
    // page's text), the requests still under way, then the start of the page's text.
    const text = await page
      .evaluate(() => {
        const texts = (/** @type {string} */ selector) =>
          Array.from(document.querySelectorAll(selector), (el) => el.textContent ?? "");
        const alerts = texts('[role="alert"]');
        const dialogs = texts('[role="dialog"], [role="alertdialog"], [role="menu"]');
        return [
          alerts.length > 0 ? `alerts: ${alerts.join(" | ")} — ` : "",
          dialogs.length > 0 ? `dialogs: ${dialogs.join(" | ").slice(0, 400)} — ` : "",
          document.body?.innerText ?? "",
        ].join("");
      })
      .catch(() => "(the page could not be read)");
    const pending = current.pendingRequests();
    const requests = pending.length > 0 ? `requests under way: ${pending.join(", ").slice(0, 600)} — ` : "";
    t.diagnostic(`seen at ${page.url()}: ${requests}${text.replace(/\s+/g, " ").trim().slice(0, 1200)}`);
    const name = `failed-${t.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}`;
    await shot(page, name).catch(() => undefined);
  });
  after(async () => {
    await current?.close();
  });
  return {
    /** @returns {Page} */
    get page() {
      if (!current) throw new Error("The browser is not open yet");
      return current.page;
    },
  };
}

/**
 * Screenshot into SHOTS_DIR (not committed): the full page, or only the viewport (the shell's fixed sidebar
 * and top bar read best that way).
 * @param {Page} page
 * @param {string} name
 * @param {{ fullPage?: boolean }} [options]
 */
export async function shot(page, name, options = {}) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  // Let MUI's label and menu transitions finish.
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * Forgets the session and the language choice of the current origin.
 * @param {Page} page
 */
export async function resetStorage(page) {
  await page.goto("/authentication/404");
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Signs in through the login form and waits for the app to leave the login page.
 * @param {Page} page
 * @param {string} email
 */
export async function login(page, email, password = DEMO_PASSWORD) {
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
}

/**
 * Signs out through the avatar menu and waits for the landing page.
 * @param {Page} page
 */
export async function logout(page) {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("sign-out").click();
  await page.waitForURL((url) => url.pathname === "/");
}

/**
 * Picks a language from the ITA/ENG menu; the app reloads afterwards.
 * @param {Page} page
 * @param {Language} language
 */
export async function chooseLanguage(page, language) {
  await page.getByTestId("language-menu").first().click();
  await Promise.all([page.waitForEvent("load"), page.getByTestId(`language-option-${language}`).click()]);
  await page.waitForLoadState("networkidle");
}

/**
 * Polls until `check` holds (the results keep the previous page on screen while the next one loads).
 * @param {() => Promise<boolean>} check
 * @param {() => Promise<string>} describe what was seen, for the failure message
 */
export async function eventually(check, describe, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 150));
  }
  assert.fail(`Still not as expected after ${timeoutMs} ms: ${await describe()}`);
}

/**
 * Nothing on the page is wider than the window (a phone must not scroll sideways).
 * @param {import("playwright-core").Page} page
 * @param {string} what
 */
export async function fitsTheWindow(page, what) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${what}: the page is ${scroll} px wide in a ${client} px window`);
}
