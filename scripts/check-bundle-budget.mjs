// Bundle budget (issue 20, Speed): the compressed JavaScript each entry route loads, computed from the web build's
// manifest (apps/web/dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts). A route's scripts are
// the entry chunk (index.html) and the chunks of its lazy route modules (layout, page), each with every chunk it
// imports statically, transitively: exactly the scripts the browser fetches (the entry's <script> and
// <link rel="modulepreload">, then each lazy import with the modulepreloads Vite adds for its static imports).
// Public pages (login, registration, the open area) count everything up to and including their page;
// the signed-in shell counts the entry and the shell, before the page's own chunk (the dashboard is shown beside
// it, not checked). Sizes are gzip (level 9) and brotli (quality 11) of each file, as the API serves the
// precompressed copies; budgets are checked on gzip, the larger of the two.
//
// Two figures per route: `limitKb`, enforced (the command fails above it), and `targetKb`, issue 20's goal
// (170 KB for the public pages, 300 KB for the shell), printed beside it. The limits are the figures reached in
// issue 20 plus a small margin, so any growth fails; lower them as the bundle shrinks, until they reach the
// targets (docs/performance.md, "JavaScript per route", says what stands between the two).
//
// It also checks that the public pages use only the translation tiers their routes load (scripts/route-texts.mjs),
// and fails when one does not.
//
// Usage: node scripts/check-bundle-budget.mjs [--dist <web build folder>] [--json]
// Without --dist it checks apps/web/dist, built first only when missing or older than its sources (the same
// build npm start and the browser tests use: `npm test` runs this after the production-start stage has built it,
// so nothing is built twice). Exits 1 when a route is over its limit, 2 when one of its modules is missing.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUNDLE_ROUTES, routeScripts } from "./bundle-routes.mjs";
import { ensureWebBuild, ROOT } from "./lib.mjs";
import { checkRouteTexts } from "./route-texts.mjs";

const KB = 1024;

/** @param {string[]} argv */
function parseArgs(argv) {
  const distIndex = argv.indexOf("--dist");
  const dist = distIndex >= 0 ? argv[distIndex + 1] : undefined;
  return { dist: dist ? resolve(dist) : undefined, json: argv.includes("--json") };
}

/** @type {Map<string, { raw: number, gzip: number, brotli: number }>} */
const sizeCache = new Map();

/** @param {string} path */
function sizesOf(path) {
  const cached = sizeCache.get(path);
  if (cached) return cached;
  const content = readFileSync(path);
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(path, sizes);
  return sizes;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.dist) ensureWebBuild();
  const dist = args.dist ?? join(ROOT, "apps/web/dist");
  const json = args.json;
  const manifestPath = join(dist, ".vite/manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: build the web app first (npm run -w apps/web build).`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const results = [];
  for (const route of BUNDLE_ROUTES) {
    let files;
    try {
      files = routeScripts(manifest, route);
    } catch (error) {
      console.error(`${route.name}: ${error instanceof Error ? error.message : error}`);
      process.exit(2);
    }
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const sizes = sizesOf(join(dist, file));
      total.raw += sizes.raw;
      total.gzip += sizes.gzip;
      total.brotli += sizes.brotli;
    }
    const over = route.limitKb !== null && total.gzip > route.limitKb * KB;
    const { limitKb, targetKb } = route;
    results.push({ route: route.name, files: files.length, ...total, limitKb, targetKb, over });
  }
  if (json) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`JavaScript per entry route (${dist}), KB:`);
    for (const r of results) {
      const target =
        r.targetKb === null ? "" : `, target ${r.targetKb} ${r.gzip > r.targetKb * KB ? "not met" : "met"}`;
      const budget =
        r.limitKb === null ? "" : ` / limit ${r.limitKb}${target}${r.over ? "  OVER THE LIMIT" : ""}`;
      console.log(
        `  ${r.route}: ${r.files} files, ${kb(r.raw)} raw, ${kb(r.gzip)} gzip, ${kb(r.brotli)} brotli${budget}`,
      );
    }
  }
  // The public pages use only the translation tiers their routes load (scripts/route-texts.mjs).
  const textProblems = checkRouteTexts(dist, manifest);
  if (textProblems.length > 0) {
    console.error(
      "Translations a public page uses but does not load (shared/i18n/locale-tiers.ts, app/route-texts.ts):",
    );
    for (const problem of textProblems) console.error(`  ${problem}`);
  } else if (!json)
    console.log("Public pages: every namespace they use is in a translation tier their route loads.");
  process.exit(results.some((r) => r.over) || textProblems.length > 0 ? 1 : 0);
}

main();
