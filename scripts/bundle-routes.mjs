// The entry routes whose JavaScript the bundle budget checks (issue 20, Speed) and how their scripts are found in
// the web build's manifest: used by scripts/check-bundle-budget.mjs (the budget) and scripts/bundle-contributors.mjs
// (what a route's bytes are made of).

/**
 * Loaded by every page before it renders: the app (src/app/boot.tsx, which the small entry imports) and the `start`
 * tier of the starting language's translations (Italian unless the visitor chose English; both chunks are about the
 * same size), imported by apps/web/src/shared/i18n/i18n.ts.
 */
export const START_MODULES = ["src/app/boot.tsx", "src/shared/i18n/locales-it.ts"];
/** The other tiers (apps/web/src/shared/i18n/locale-tiers.ts), loaded by the routes that need them (route-texts.ts). */
const PUBLIC_TEXTS = "src/shared/i18n/locales-it-public.ts";
/**
 * What the signed-in routes wait for besides their modules (app/route-texts.ts): the shell's tier of texts. A
 * screen's own namespaces come with its module (apps/web/vite-module-texts.ts): the dashboard's are listed with it.
 * Every module's error texts (the contracts' catalogue, its own chunk) come when the browser is idle after the
 * page is shown (shared/i18n/error-text.ts, since session 19): not counted.
 */
const SHELL_TEXTS = ["src/shared/i18n/locales-it-signed-in.ts"];
/**
 * The dashboard's own namespaces (what vite-module-texts.ts reads from home-page.tsx beyond the tiers; a unit test
 * keeps the list true). Its blocks come after the welcome, with their own (components/home-blocks.tsx).
 */
export const DASHBOARD_TEXTS = ["src/locales/it/dashboard.json"];

/** Each checked route: the lazy route modules it loads after the entry (manifest keys = source paths). */
export const BUNDLE_ROUTES = [
  {
    name: "login (/authentication/login)",
    modules: ["src/features/auth/components/auth-layout.tsx", "src/features/auth/pages/login-page.tsx"],
    limitKb: 283,
    targetKb: 170,
  },
  {
    name: "registration (/authentication/register)",
    modules: [
      "src/features/auth/components/auth-layout.tsx",
      "src/features/register/pages/register-page.tsx",
      PUBLIC_TEXTS,
    ],
    limitKb: 338,
    targetKb: 170,
  },
  {
    name: "open area (/open/:urlRedirect/:token, home)",
    modules: ["src/features/open/open-layout.tsx", "src/features/open/open-home-page.tsx", PUBLIC_TEXTS],
    limitKb: 280,
    targetKb: 170,
  },
  {
    name: "signed-in shell, before the page",
    modules: ["src/features/shell/components/app-shell.tsx", ...SHELL_TEXTS],
    // The target, met since session 20.
    limitKb: 300,
    targetKb: 300,
  },
  {
    name: "dashboard (shell + home page, before its blocks; not checked)",
    modules: [
      "src/features/shell/components/app-shell.tsx",
      "src/features/dashboard/pages/home-page.tsx",
      ...SHELL_TEXTS,
      ...DASHBOARD_TEXTS,
    ],
    limitKb: null,
    targetKb: null,
  },
];

/**
 * The JavaScript files a set of manifest entries loads: each entry's file and its static imports, transitively.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string[]} keys
 */
function scriptsOf(manifest, keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The manifest key of a source module: its path, or, when Rolldown merged the module into a shared chunk (keyed
 * `_<name>-<hash>.js`), that chunk's key.
 * @param {Record<string, { file: string }>} manifest
 * @param {string} source
 */
function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const base = source.replace(/^.*\//, "").replace(/\.[jt]sx?$/, "");
  const merged = Object.keys(manifest).filter((key) => new RegExp(`^_${base}-[\\w-]{8}\\.js$`).test(key));
  if (merged.length !== 1) throw new Error(`The manifest has no chunk for ${source}.`);
  return merged[0] ?? source;
}

/**
 * Every script a route loads: the entry chunk, the start modules and the route's lazy modules, each with its static
 * imports, transitively.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @param {{ modules: string[] }} route
 */
export function routeScripts(manifest, route) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The manifest has no entry chunk.");
  return scriptsOf(manifest, [
    entry,
    ...START_MODULES,
    ...route.modules.map((source) => keyOf(manifest, source)),
  ]);
}
