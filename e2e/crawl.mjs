#!/usr/bin/env node
/**
 * A look at every screen, role by role (not part of `npm test`): signs in as each demo account, opens each entry
 * of its sidebar and, with `--follow N`, the app links those screens show (one per address shape, up to N per
 * role), at one width and in one language, and reports per screen:
 * - the page wider than the window (a phone scrolling sideways, a table's actions behind its scroll) with the
 *   elements that stick out;
 * - visible text shaped like a translation key (`auditLog.action`) outside website links — a code in data reads
 *   the same: judge by the screenshot;
 * - common words of the other language (a short list: a hint, not a proof);
 * - answers of 400 or more and console errors (a refused call the screen should not have made, a dead link).
 * Screenshots go to SHOTS_DIR/crawl (default /tmp/shots/crawl). Run it against a server with the demo seed:
 *
 *   BASE_URL=http://localhost:3000 node e2e/crawl.mjs --width 375 --language en --follow 60 [email…]
 *
 * `--public` looks at the signed-out pages instead: the landing, pricing, legal and authentication pages and a
 * partner link's open area, with the links they show.
 *
 * The accounts' language is set through the API first (on a shared server, set it back afterwards). Exits 1 when
 * a screen reported something.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BASE_URL, DEMO_PASSWORD, login, openBrowser, SHOTS_DIR } from "./lib/browser.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: "string", default: "375" },
    language: { type: "string", default: "en" },
    follow: { type: "string", default: "0" },
    public: { type: "boolean", default: false },
  },
});
const width = Number(values.width);
const language = values.language === "it" ? "it" : "en";
const follow = Number(values.follow);
/** `--public`: signed out, the public pages and a partner link's open area (the accounts are ignored). */
const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/terms",
  "/privacy",
  "/authentication/login",
  "/authentication/register",
  "/authentication/forgot-password",
  "/redirect_token/profile_available/2/partner?sidebar=1",
];
const accounts = values.public
  ? ["(signed out)"]
  : positionals.length
    ? positionals
    : [
        "client@demo.test",
        "client.employee@demo.test",
        "supplier@demo.test",
        "supplier.manager@demo.test",
        "supplier.employee@demo.test",
        "freelancer@demo.test",
        "academy@demo.test",
        "academy.profile@demo.test",
        "admin@demo.test",
        "company.admin@demo.test",
      ];
/** Words of each language that the other's screens should not show (menu verbs, list states). */
const OTHER_LANGUAGE = {
  en: "\\b(Nessun[oa]?|della|degli|delle|Aggiungi|Salva|Cerca|Annulla|Conferma|Elimina|Scarica|Richiedi|Invia|Modifica|Caricamento|Righe per pagina|stelle)\\b",
  it: "\\b(Save|Search|Cancel|Delete|Loading|Rows per page|Upload|Request|Send|Edit|None)\\b",
};
const shotsDir = join(SHOTS_DIR, "crawl");
mkdirSync(shotsDir, { recursive: true });

/** @param {string} email */
async function useLanguage(email) {
  const signIn = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`${email}: sign-in refused (${signIn.status})`);
  const { data } = /** @type {{ data: { token: string } }} */ (await signIn.json());
  await fetch(`${BASE_URL}/api/auth/updateLanguage`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ language }),
  });
}

/**
 * What the page shows wrong (runs in the page).
 * @param {string} otherLanguage a regular expression's source
 */
function inspect(otherLanguage) {
  const window = document.documentElement.clientWidth;
  /** @type {{ width: number, sticking: string[], keys: string[], words: string[] }} */
  const found = { width: document.documentElement.scrollWidth, sticking: [], keys: [], words: [] };
  if (found.width > window) {
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window + 1) continue;
      // The innermost elements only: their ancestors stick out because of them.
      if (Array.from(element.children).some((child) => child.getBoundingClientRect().right > window + 1))
        continue;
      const id = element.getAttribute("data-testid");
      found.sticking.push(
        `${element.tagName.toLowerCase()}${id ? `[${id}]` : ""} to ${Math.round(box.right)} px "${(element.textContent ?? "").slice(0, 40)}"`,
      );
    }
  }
  const words = new RegExp(otherLanguage);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    const parent = node.parentElement;
    if (
      !text ||
      !parent ||
      parent.closest("script, style, [aria-hidden='true']") ||
      !parent.checkVisibility()
    )
      continue;
    // A website's address in a link, or an e-mail's domain, reads like a key: not counted.
    if (/^[a-z][a-zA-Z]+(\.[a-zA-Z_0-9]+)+$/.test(text)) {
      if (!parent.closest("a[href^='http']") && !(parent.textContent ?? "").includes("@"))
        found.keys.push(text);
    } else if (text.length < 200 && words.test(text)) found.words.push(text.slice(0, 80));
  }
  return {
    ...found,
    sticking: found.sticking.slice(0, 5),
    keys: [...new Set(found.keys)].slice(0, 5),
    words: [...new Set(found.words)].slice(0, 5),
  };
}

let reported = 0;
for (const email of accounts) {
  if (!values.public) await useLanguage(email);
  const browser = await openBrowser();
  // A visitor's language is the page's stored choice.
  if (values.public)
    await browser.context.addInitScript((chosen) => localStorage.setItem("language", chosen), language);
  const { page, context } = browser;
  /** @type {string[]} */
  const failures = [];
  context.on("response", (response) => {
    if (response.status() >= 400)
      failures.push(
        `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  context.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text().slice(0, 200)}`);
  });
  page.on("pageerror", (error) => failures.push(`page error: ${error.message.slice(0, 200)}`));
  /** @type {string[]} */
  let queue = [...PUBLIC_PAGES];
  if (!values.public) {
    await login(page, email);
    const entries = page.locator('a[data-testid^="sidebar-entry-"]');
    await entries.first().waitFor({ timeout: 30_000 });
    queue = [
      ...new Set(await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""))),
    ];
  }
  /** An address's shape: the same screen for another record is not opened again. */
  const shape = (/** @type {string} */ href) => href.replace(/\d+/g, "#");
  const shapes = new Set(queue.map(shape));
  let followed = 0;
  await page.setViewportSize({ width, height: 812 });
  for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
    failures.length = 0;
    const problems = [];
    try {
      await page.goto(href);
      await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      const found = await page.evaluate(inspect, OTHER_LANGUAGE[language]);
      if (found.sticking.length) problems.push(`${found.width} px wide: ${found.sticking.join(" | ")}`);
      if (found.keys.length) problems.push(`key-like text: ${found.keys.join(", ")}`);
      if (found.words.length) problems.push(`other language?: ${found.words.join(" | ")}`);
      if (failures.length) problems.push(`calls/console: ${[...new Set(failures)].slice(0, 5).join(" | ")}`);
      const name = `${values.public ? "public" : email.split("@")[0]}${href.replace(/\W+/g, "_")}-${language}-${width}`;
      await page.screenshot({ path: join(shotsDir, `${name}.png`) });
      if (followed < follow) {
        const links = await page
          .locator('a[href^="/"]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
        for (const link of links) {
          if (
            followed >= follow ||
            (values.public ? /^\/api\b/ : /^\/(api|authentication|open)\b/).test(link) ||
            shapes.has(shape(link))
          )
            continue;
          shapes.add(shape(link));
          queue.push(link);
          followed += 1;
        }
      }
    } catch (error) {
      problems.push(`not opened: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
    }
    if (problems.length) reported += 1;
    console.log(
      `${problems.length ? "!!" : "ok"} ${email} ${href}${problems.map((p) => `\n   ${p}`).join("")}`,
    );
  }
  await browser.close();
}
console.log(`${reported} screen(s) reported; screenshots in ${shotsDir}`);
process.exit(reported ? 1 : 0);
