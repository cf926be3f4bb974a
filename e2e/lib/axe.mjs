/**
 * Accessibility checks with axe-core (Deque's engine, the reference behind Lighthouse and most audit tools): its
 * source is injected into the page and run there on the WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices;
 * the serious and critical violations of a WCAG rule fail a check (`failing`, `seriousViolations`,
 * `assertAccessible` with a readable list of them), the rest is for reports.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {{ id: string, impact: string, tags: string[], help: string, helpUrl: string, nodes: { target: string[], html: string, summary: string }[] }} Violation */

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The rule tags checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The impacts that fail a check. */
const FAILING = new Set(["serious", "critical"]);

/**
 * Runs axe on the page as it is now (injected once per document: a navigation drops it) and returns every
 * violation of the WCAG A/AA rules and of axe's best practices (landmark regions, headings), whatever its impact.
 * @param {Page} page
 * @param {{ exclude?: string[] }} [options] selectors left out of the check (e.g. a third-party frame)
 * @returns {Promise<Violation[]>}
 */
export async function wcagViolations(page, options = {}) {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol: the app's Content Security Policy refuses inline script tags.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Colours are read as painted: a button that just became enabled is still fading from grey to its colour for
  // MUI's 250 ms transition, and axe would measure the mix. Wait until no transition or animation runs (the
  // endless ones — spinners — aside), at most two seconds.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  /** @type {Violation[]} */
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      // @ts-expect-error axe is the global the injected source defines
      const axe = window.axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, {
        runOnly: { type: "tag", values: [...tags, "best-practice"] },
        resultTypes: ["violations"],
      });
      return results.violations.map(
        /** @param {any} v */ (v) => ({
          id: v.id,
          impact: v.impact ?? "",
          tags: v.tags,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map(
            /** @param {any} n */ (n) => ({
              target: n.target.map(String),
              html: String(n.html ?? "").slice(0, 200),
              summary: String(n.failureSummary ?? "").replace(/\s+/g, " "),
            }),
          ),
        }),
      );
    },
    { tags: WCAG_TAGS, exclude: options.exclude ?? [] },
  );
  return violations;
}

/**
 * The violations that fail a check: serious and critical ones of a WCAG A/AA rule (best practices are reported).
 * @param {Violation[]} violations
 */
export function failing(violations) {
  return violations.filter((v) => FAILING.has(v.impact) && v.tags.some((tag) => WCAG_TAGS.includes(tag)));
}

/**
 * The serious and critical violations of the WCAG A/AA rules on the page as it is now.
 * @param {Page} page
 * @param {{ exclude?: string[] }} [options]
 * @returns {Promise<Violation[]>}
 */
export async function seriousViolations(page, options) {
  return failing(await wcagViolations(page, options));
}

/**
 * A readable list of violations: rule, impact, what it asks, how many nodes, and the first five nodes' selectors
 * and markup with axe's summary of what is wrong.
 * @param {Violation[]} violations
 */
export function describeViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${n.html}\n      ${n.summary.slice(0, 300)}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `  ${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? "" : "s"}): ${v.help}\n${nodes}${more}`;
    })
    .join("\n");
}

/**
 * Fails when the page has a serious or critical WCAG A/AA violation.
 * @param {Page} page
 * @param {string} label what was checked (page, language, width), for the failure message
 * @param {{ exclude?: string[] }} [options]
 */
export async function assertAccessible(page, label, options) {
  const violations = await seriousViolations(page, options);
  assert.equal(
    violations.length,
    0,
    `${label}: ${violations.length} serious/critical accessibility violation(s)\n${describeViolations(violations)}`,
  );
}
