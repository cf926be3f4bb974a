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
 * `--dialogs N` also presses up to N buttons of each screen's content (not its bars, tabs, menus or pagination;
 * each button name once per account) and looks at the dialog one opens the same way: wider than the window, or
 * content cut off at its right edge (a row of buttons or a field wider than the dialog), keys, the other language.
 * Escape closes it (a dialog that stays is reported). Pressing a button can change data: use a throw-away server.
 *
 * `--axe` also runs axe's WCAG A/AA rules on each screen and dialog and reports the serious and critical violations
 * (the browser tests check the 15 most used pages; this looks at the rest).
 *
 * The accounts' language is set through the API first (on a shared server, set it back afterwards). Exits 1 when
 * a screen reported something.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { seriousViolations } from "./lib/axe.mjs";
import { BASE_URL, DEMO_PASSWORD, login, openBrowser, SHOTS_DIR } from "./lib/browser.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: "string", default: "375" },
    language: { type: "string", default: "en" },
    follow: { type: "string", default: "0" },
    public: { type: "boolean", default: false },
    dialogs: { type: "string", default: "0" },
    axe: { type: "boolean", default: false },
  },
});
const width = Number(values.width);
const language = values.language === "it" ? "it" : "en";
const follow = Number(values.follow);
const dialogs = Number(values.dialogs);
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
 * @param {{ otherLanguage: string, scope: string }} options the other language's words (a regular expression's source) and
 *   the element to look at (the body, or the last open dialog)
 */
function inspect({ otherLanguage, scope }) {
  const roots = document.querySelectorAll(scope);
  const root = roots[roots.length - 1] ?? document.body;
  // A dialog's right edge is its paper's (content beyond it is cut off), a page's the window's.
  const paper = scope === "body" ? null : root.querySelector(".MuiDialog-paper, .MuiDrawer-paper");
  const window = paper
    ? Math.min(paper.getBoundingClientRect().right, document.documentElement.clientWidth)
    : document.documentElement.clientWidth;
  // A dialog scrolling sideways (its paper or its content box).
  const clipped = paper
    ? [paper, ...Array.from(paper.querySelectorAll(".MuiDialogContent-root"))].some(
        (box) => box.scrollWidth > box.clientWidth + 1,
      )
    : false;
  /** @type {{ width: number, sticking: string[], keys: string[], words: string[] }} */
  const found = {
    width: paper
      ? Math.round(Math.max(paper.scrollWidth, paper.getBoundingClientRect().right))
      : document.documentElement.scrollWidth,
    sticking: [],
    keys: [],
    words: [],
  };
  if (found.width > window || clipped) {
    for (const element of Array.from(root.querySelectorAll("*"))) {
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
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
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

const DIALOG = ".MuiDialog-root, .MuiDrawer-modal";

/**
 * What the screen (`body`) or the open dialog (DIALOG) shows wrong, one line per kind (inspect), and with `--axe`
 * the serious and critical violations on the page as it is, one line each.
 * @param {import("playwright-core").Page} page
 * @param {string} scope
 */
async function lookAt(page, scope) {
  const found = await page.evaluate(inspect, { otherLanguage: OTHER_LANGUAGE[language], scope });
  const problems = [];
  if (found.sticking.length) problems.push(`${found.width} px wide: ${found.sticking.join(" | ")}`);
  if (found.keys.length) problems.push(`key-like text: ${found.keys.join(", ")}`);
  if (found.words.length) problems.push(`other language?: ${found.words.join(" | ")}`);
  if (values.axe)
    for (const v of await seriousViolations(page))
      problems.push(
        `axe ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.html.slice(0, 80)}`,
      );
  return problems;
}

/**
 * Inspects the dialog open now, if any (and the calls since `failures` was emptied), then presses Escape; prints
 * what it found. Returns the problems.
 * @param {import("playwright-core").Page} page
 * @param {string} href
 * @param {string} name the screen's screenshot name
 * @param {string} label the button pressed
 * @param {string[]} failures
 */
async function lookAtDialog(page, href, name, label, failures) {
  /** @type {string[]} */
  const problems = [];
  const dialog = page.locator(DIALOG).last();
  if (await dialog.isVisible()) {
    problems.push(...(await lookAt(page, DIALOG)));
    await page.screenshot({
      path: join(shotsDir, `${name}-dialog-${label.replace(/\W+/g, "_").slice(0, 40)}.png`),
    });
    await page.keyboard.press("Escape");
    await page.waitForTimeout(500);
    if (await dialog.isVisible()) problems.push("still open after Escape");
  }
  if (failures.length) problems.push(`calls/console: ${[...new Set(failures)].slice(0, 5).join(" | ")}`);
  if (problems.length) {
    reported += 1;
    console.log(`!! ${href} → "${label}"${problems.map((p) => `\n   ${p}`).join("")}`);
  }
  return problems;
}

/**
 * Presses up to `dialogs` of the screen's content buttons not pressed yet and inspects the dialog each opens.
 * @param {import("playwright-core").Page} page
 * @param {string} href
 * @param {string} name the screen's screenshot name
 * @param {Set<string>} pressed
 * @param {string[]} failures the calls and console errors since the screen opened
 */
async function pressButtons(page, href, name, pressed, failures) {
  // A dialog open on arrival (the blocked-feature modal of a screen the plan refuses) is looked at, then closed.
  if (await page.locator(DIALOG).last().isVisible())
    await lookAtDialog(page, href, name, "(on arrival)", failures);
  for (let count = 0; count < dialogs; count += 1) {
    // The first content button not pressed yet, marked for the click (labels are not unique enough to find it again).
    const label = await page.evaluate(
      (done) => {
        for (const node of Array.from(document.querySelectorAll("[data-crawl-press]")))
          node.removeAttribute("data-crawl-press");
        const buttons = document.querySelectorAll(
          "main button:not([disabled]):not([role='tab']):not([aria-haspopup]):not([aria-pressed]):not([type='submit'])",
        );
        for (const node of Array.from(buttons)) {
          if (
            !(node instanceof HTMLElement) ||
            !node.checkVisibility() ||
            node.closest(
              ".MuiTablePagination-root, .MuiPagination-root, .MuiAutocomplete-endAdornment, [role='tablist'], header, nav",
            )
          )
            continue;
          const text = (node.getAttribute("aria-label") ?? node.textContent ?? "").trim().slice(0, 60);
          if (!text || done.includes(text)) continue;
          node.setAttribute("data-crawl-press", "");
          return text;
        }
        return null;
      },
      [...pressed],
    );
    if (label === null) break;
    pressed.add(label);
    failures.length = 0;
    let stuck = false;
    try {
      await page.locator("[data-crawl-press]").click({ timeout: 3_000 });
      await page.waitForTimeout(700);
    } catch (error) {
      stuck = true;
      reported += 1;
      console.log(
        `!! ${href} → "${label}"\n   not pressed: ${error instanceof Error ? (error.message.split("\n")[0] ?? "").slice(0, 160) : String(error)}`,
      );
    }
    const problems = await lookAtDialog(page, href, name, label, failures);
    // Back to the screen as it was (a button may have navigated or left a dialog open).
    const now = new URL(page.url());
    if (stuck || problems.length || now.pathname + now.search !== href) {
      await page.goto(href);
      await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
    }
  }
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
  /** The buttons pressed for this account, by name. */
  const pressed = new Set();
  let followed = 0;
  await page.setViewportSize({ width, height: 812 });
  for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
    failures.length = 0;
    const problems = [];
    try {
      await page.goto(href);
      await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      problems.push(...(await lookAt(page, "body")));
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
      if (dialogs > 0) await pressButtons(page, href, name, pressed, failures);
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
