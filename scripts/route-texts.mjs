// Which translations the public pages may use (issue 20, Speed): a public route renders with the `start` tier of
// apps/web/src/shared/i18n/locale-tiers.ts, plus the `public` tier when its lazy loader waits for it (router.tsx
// withTexts). A namespace of another tier used by one of the route's scripts would render as a bare key, or
// suspend the page with no boundary to catch it. Read from the build: the sources of every script a route loads
// (its manifest entries with their static imports, scripts/bundle-routes.mjs) through the source maps the build
// moves to `<dist>-sourcemaps/`, and the namespaces they name (scripts/namespaces.mjs, the reader the build's
// vite-module-texts.ts uses too). Used by scripts/check-bundle-budget.mjs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { routeScripts } from "./bundle-routes.mjs";
import { ROOT } from "./lib.mjs";
import { knownNamespaces, namespacesIn } from "./namespaces.mjs";

/**
 * The public routes and the tiers they load: modules as in bundle-routes.mjs (manifest keys = source paths). Also
 * read by apps/web/vite-chunks.ts: what these pages import stays out of the signed-in screens' shared chunk.
 */
export const PUBLIC_ROUTES = [
  {
    name: "login",
    tiers: ["start"],
    modules: ["src/features/auth/components/auth-layout.tsx", "src/features/auth/pages/login-page.tsx"],
  },
  {
    name: "forgot password",
    tiers: ["start"],
    modules: [
      "src/features/auth/components/auth-layout.tsx",
      "src/features/auth/pages/forgot-password-page.tsx",
    ],
  },
  {
    name: "reset password",
    tiers: ["start"],
    modules: [
      "src/features/auth/components/auth-layout.tsx",
      "src/features/auth/pages/reset-password-page.tsx",
    ],
  },
  {
    name: "confirm e-mail",
    tiers: ["start"],
    modules: [
      "src/features/auth/components/auth-layout.tsx",
      "src/features/auth/pages/confirm-email-page.tsx",
    ],
  },
  {
    name: "not found",
    tiers: ["start"],
    modules: ["src/features/auth/components/auth-layout.tsx", "src/features/auth/pages/not-found-page.tsx"],
  },
  {
    name: "registration",
    tiers: ["start", "public"],
    modules: [
      "src/features/auth/components/auth-layout.tsx",
      "src/features/register/pages/register-page.tsx",
    ],
  },
  { name: "landing", tiers: ["start", "public"], modules: ["src/features/landing/pages/landing-page.tsx"] },
  {
    name: "terms and privacy",
    tiers: ["start", "public"],
    modules: ["src/features/legal/pages/legal-page.tsx"],
  },
  { name: "open entry", tiers: ["start", "public"], modules: ["src/features/open/open-entry-page.tsx"] },
  { name: "open area (layout)", tiers: ["start", "public"], modules: ["src/features/open/open-layout.tsx"] },
];

/** The namespace lists of locale-tiers.ts, read from its source. */
function tierLists() {
  const source = readFileSync(join(ROOT, "apps/web/src/shared/i18n/locale-tiers.ts"), "utf8");
  /** @param {string} name */
  const list = (name) => {
    const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source);
    if (!match) throw new Error(`locale-tiers.ts: no ${name}`);
    return [...(match[1] ?? "").matchAll(/"([\w-]+)"/g)].map((m) => m[1] ?? "");
  };
  return { start: list("START_NAMESPACES"), public: list("PUBLIC_NAMESPACES") };
}

/**
 * The public routes whose scripts name a namespace outside the tiers they load.
 * @param {string} dist
 * @param {Record<string, { file: string }>} manifest
 * @returns {string[]} one line per problem (empty when none)
 */
export function checkRouteTexts(dist, manifest) {
  const tiers = tierLists();
  const namespaces = knownNamespaces(join(ROOT, "apps/web/src"));
  const mapDir = `${dist}-sourcemaps`;
  if (!existsSync(mapDir))
    return [`No ${mapDir}: build the web app with its config (source maps are moved there).`];
  /** @type {Map<string, Set<string>>} */
  const cache = new Map();
  /** @param {string} file */
  const namespacesOfFile = (file) => {
    const cached = cache.get(file);
    if (cached) return cached;
    const found = new Set();
    const mapPath = join(mapDir, `${file}.map`);
    if (existsSync(mapPath)) {
      const map = JSON.parse(readFileSync(mapPath, "utf8"));
      map.sources.forEach((/** @type {string} */ source, /** @type {number} */ index) => {
        const code = map.sourcesContent?.[index];
        if (!code || source.includes("node_modules")) return;
        for (const name of namespacesIn(code, namespaces))
          found.add(`${name}\t${source.replace(/^(\.\.\/)+/, "")}`);
      });
    }
    cache.set(file, found);
    return found;
  };
  const problems = [];
  for (const route of PUBLIC_ROUTES) {
    const allowed = new Set(route.tiers.flatMap((tier) => tiers[/** @type {"start" | "public"} */ (tier)]));
    for (const file of routeScripts(manifest, route)) {
      for (const entry of namespacesOfFile(file)) {
        const [name, source] = entry.split("\t");
        if (name && !allowed.has(name))
          problems.push(
            `${route.name}: ${source} uses namespace "${name}", outside the tiers it loads (${route.tiers.join(", ")})`,
          );
      }
    }
  }
  return problems;
}
