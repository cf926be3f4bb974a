// Largest Contentful Paint on a throttled mobile profile (issue 20, Speed): Lighthouse's "slow 4G" network
// (562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up) and a 4× slower CPU, set through Chromium's DevTools
// protocol, cold cache each time (--cache signed-in: the cache a sign-in leaves). Pages: the login page, the
// client's dashboard and the talent search, each loaded `--runs` times in a fresh page; prints the median and every run. Not part of npm test (minutes, and
// the figure depends on the machine's load: docs/performance.md gives it with `uptime`).
//
// Usage: against a production build served by the API with the demo seed, on a port and data folder of your own:
//   PORT=4710 DATA_DIR=/tmp/lcp-data WEB_DIST=apps/web/dist SEED=demo NODE_ENV=production node scripts/start.mjs
//   node scripts/measure-lcp.mjs --base http://localhost:4710 [--runs 3] [--email client@demo.test] [--network slow]
//     [--cache cold|signed-in] [--flow sign-in [--typing 8]] [--server-render on|off]
// An https base (a TLS terminator speaking HTTP/2 in front of the API, scripts/h2-proxy.mjs) is measured with its
// self-signed certificate accepted.
// (PORT, DATA_DIR and the SMTP_URL production requires, e.g. smtp://127.0.0.1:1, are yours; nothing is sent.)
import { chromium } from "playwright-core";
import { option } from "./lib.mjs";

const DEMO_PASSWORD = "Demo2026!";
/**
 * The networks, in bytes per second and milliseconds: Lighthouse's mobile "slow 4G" (DevTools throttling figures,
 * the default) and the slower one issue 20's Speed task names (about 400 kbit/s down, 400 ms round trip).
 */
const NETWORKS = {
  lighthouse: {
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  },
  slow: { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 },
};
const CPU_SLOWDOWN = 4;

/** One server, or several separated by commas (e.g. a build before and after a change), measured in turns. */
const bases = option("base", "http://localhost:3000").split(",");
const runs = Math.max(1, Number(option("runs", "3")) || 3);
const email = option("email", "client@demo.test");
const networkName = option("network", "lighthouse");
if (networkName !== "lighthouse" && networkName !== "slow") throw new Error("--network: lighthouse or slow");
const NETWORK = NETWORKS[networkName];
/**
 * `cold` (the default): an empty HTTP cache for every page load. `signed-in`: the HTTP cache as the sign-in left it
 * (the scripts of the login page and of the dashboard it lands on), as Lighthouse keeps it when auditing a page
 * behind a login (its documented recipe: sign in with a script, then audit with --disable-storage-reset): a
 * returning user's visit. The login page is measured in a fresh context, so always cold.
 */
const cache = option("cache", "cold");
if (cache !== "cold" && cache !== "signed-in") throw new Error("--cache: cold or signed-in");
/**
 * `--flow sign-in`: instead of the pages, a first sign-in — the login page from an empty cache, `--typing` seconds
 * for the visitor to type (8 by default), the click, and the time from the click until the dashboard's heading is
 * painted (LCP stops at the first input, so this is timed in the page: the frame after the heading appeared).
 */
const flow = option("flow", "pages");
if (flow !== "pages" && flow !== "sign-in") throw new Error("--flow: pages or sign-in");
const typingMs = Math.max(0, Number(option("typing", "8")) || 0) * 1000;
/**
 * `--server-render on` (the default): the signed-in pages come rendered with their HTML for the page cookie the app
 * asked for after the sign-in (docs/architecture.md, "Signed-in pages rendered by the server"); `off`: the cookie is
 * removed, so the same build sends the app's empty page, as before.
 */
const serverRender = option("server-render", "on");
if (serverRender !== "on" && serverRender !== "off") throw new Error("--server-render: on or off");

/** Every largest-contentful-paint candidate (time and element), kept on window for the script to read. */
function observeLcp() {
  /** @type {Array<{ time: number, element: string }>} */
  const candidates = [];
  Object.assign(window, { __lcp: candidates });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = /** @type {{ element?: Element | null }} */ (entry).element;
      const text = (element?.textContent ?? "").trim().slice(0, 40);
      candidates.push({ time: entry.startTime, element: `${element?.tagName ?? "?"} "${text}"` });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/**
 * Loads `path` throttled in a new page of `context` and returns its LCP in ms (the last candidate once the page
 * is loaded and its network quiet) with the element it painted.
 * @param {import("playwright-core").BrowserContext} context
 * @param {string} base
 * @param {string} path
 * @param {string} readySelector an element the page shows once its content is there
 */
async function measure(context, base, path, readySelector) {
  const page = await throttledPage(context, cache === "cold" ? "disabled" : "kept");
  await page.goto(`${base}${path}`, { waitUntil: "load", timeout: 180_000 });
  await page.locator(readySelector).first().waitFor({ timeout: 180_000 });
  // Chromium reports a candidate some frames after the paint: on a loaded machine the page can be ready first.
  await page.waitForFunction(() => (Reflect.get(window, "__lcp") ?? []).length > 0, undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState("networkidle", { timeout: 180_000 }).catch(() => undefined);
  // LCP candidates stop at the first input; none comes here, so the last one is the page's LCP.
  const candidates = /** @type {Array<{ time: number, element: string }>} */ (
    await page.evaluate(() => Reflect.get(window, "__lcp"))
  );
  await page.close();
  const lcp = candidates.at(-1);
  if (lcp === undefined) throw new Error(`${path}: no largest-contentful-paint entry`);
  return { ms: Math.round(lcp.time), element: lcp.element };
}

/**
 * A new page of `context` on the throttled network and CPU. `cache`: "kept" (as the context left it), "emptied"
 * (cleared once, then filling as the page loads), "disabled" (cleared and never used: every load is cold).
 * @param {import("playwright-core").BrowserContext} context
 * @param {"kept" | "emptied" | "disabled"} cache
 */
async function throttledPage(context, cache) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cache !== "kept") await cdp.send("Network.clearBrowserCache");
  if (cache === "disabled") await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

/** Fills the login form of `page` with the demo account and submits it. @param {import("playwright-core").Page} page */
async function submitSignIn(page) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
}

/** A context with the demo client signed in (unthrottled), or anonymous. @param {import("playwright-core").Browser} browser @param {boolean} signedIn */
async function newContext(browser, base, signedIn) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    locale: "it-IT",
    // An https base is a local TLS terminator's (HTTP/2 in front of the API) with its own certificate.
    ignoreHTTPSErrors: base.startsWith("https:"),
  });
  await context.addInitScript(observeLcp);
  // The cookie banner answered (it would otherwise be the largest element of every page).
  await context.addInitScript(() => localStorage.setItem("analyticsConsent", "denied"));
  // Tutorial mode off: its first-visit tips on the dashboard (§4) come after the page's data and would be the LCP.
  await context.addInitScript(() => localStorage.setItem("tutorialMode", "0"));
  if (!signedIn) return context;
  const page = await context.newPage();
  await page.goto(`${base}/authentication/login`);
  await submitSignIn(page);
  await page.waitForURL((url) => !url.pathname.startsWith("/authentication/"), { timeout: 60_000 });
  // The page cookie the app asks for once the page is idle (signed-in pages rendered by the server): a returning
  // user has it. `--server-render off` removes it, for the same build measured without.
  const deadline = Date.now() + 30_000;
  while (!(await context.cookies()).some((cookie) => cookie.name === "mkt_page") && Date.now() < deadline) {
    await page.waitForTimeout(200);
  }
  if (serverRender === "off") await context.clearCookies({ name: "mkt_page" });
  await page.close();
  return context;
}

const PAGES = [
  { name: "login", path: "/authentication/login", signedIn: false, ready: '[data-testid="login-submit"]' },
  {
    name: "dashboard (client)",
    path: "/dashboard_client",
    signedIn: true,
    ready: "main h1, main h2, main h3",
  },
  { name: "talent search", path: "/profile_available", signedIn: true, ready: "main h1, main h2, main h3" },
];

/** In the page: the time of the sign-in click and of the first frame showing the dashboard's heading. */
function observeSignIn() {
  document.addEventListener("click", () => Reflect.set(window, "__clickAt", performance.now()), {
    capture: true,
  });
  const observer = new MutationObserver(() => {
    if (location.pathname.startsWith("/authentication/") || Reflect.get(window, "__shownAt") !== undefined)
      return;
    if (!document.querySelector("main h1, main h2, main h3")) return;
    Reflect.set(window, "__shownAt", -1);
    requestAnimationFrame(() => Reflect.set(window, "__shownAt", performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * A first sign-in on a throttled, empty-cache browser: ms from the click to the dashboard's heading on screen.
 * @param {import("playwright-core").Browser} browser
 * @param {string} base
 */
async function measureSignIn(browser, base) {
  const context = await newContext(browser, base, false);
  await context.addInitScript(observeSignIn);
  // The cache fills as the login page loads (and prefetches): that is what the sign-in is measured with.
  const page = await throttledPage(context, "emptied");
  await page.goto(`${base}/authentication/login`, { waitUntil: "load", timeout: 180_000 });
  await page.locator('[data-testid="login-submit"]').waitFor({ timeout: 180_000 });
  await page.waitForTimeout(typingMs);
  await submitSignIn(page);
  await page.waitForFunction(() => (Reflect.get(window, "__shownAt") ?? -1) > 0, undefined, {
    timeout: 180_000,
  });
  const { clickAt, shownAt } = await page.evaluate(() => ({
    clickAt: /** @type {number} */ (Reflect.get(window, "__clickAt")),
    shownAt: /** @type {number} */ (Reflect.get(window, "__shownAt")),
  }));
  await context.close();
  return { ms: Math.round(shownAt - clickAt), element: "the dashboard's heading after the click" };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  console.log(
    `LCP on ${networkName} network (${NETWORK.latency} ms, ${Math.round((NETWORK.downloadThroughput * 8) / 1000)} kbit/s) + ${CPU_SLOWDOWN}× CPU, 375 px, ${cache === "cold" ? "cold cache" : "cache kept from the sign-in"}, ${runs} run(s) per page and server (${bases.join(", ")})`,
  );
  const targets =
    flow === "sign-in"
      ? [{ name: `first sign-in, click → dashboard (${typingMs / 1000} s typing)`, signIn: true }]
      : PAGES;
  for (const target of targets) {
    /** @type {Map<string, Array<{ ms: number, element: string }>>} */
    const results = new Map(bases.map((base) => [base, []]));
    // Servers take turns run by run, so that a change in the machine's load hits them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const base of bases) {
        if ("signIn" in target) {
          results.get(base)?.push(await measureSignIn(browser, base));
          continue;
        }
        const context = await newContext(browser, base, target.signedIn);
        results.get(base)?.push(await measure(context, base, target.path, target.ready));
        await context.close();
      }
    }
    for (const [base, values] of results) {
      const sorted = [...values].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)];
      const label = bases.length > 1 ? ` [${base}]` : "";
      console.log(
        `  ${target.name}${label}: median ${median?.ms ?? 0} ms, ${median?.element ?? ""} (runs: ${values.map((v) => v.ms).join(", ")} ms)`,
      );
    }
  }
} finally {
  await browser.close();
}
