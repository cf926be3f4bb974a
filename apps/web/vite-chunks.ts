import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { PUBLIC_ROUTES } from "../../scripts/route-texts.mjs";

/**
 * Which chunk each module goes to (issue 20, Speed; figures in docs/performance.md, "JavaScript per route").
 *
 * The public pages (login, registration, the open area) must not download what only the signed-in screens use, and
 * every request costs a 562 ms round trip on a slow mobile network over HTTP/1.1: so the code comes in a few chunks,
 * split by who needs it rather than by package. Libraries: what the entry and the login page reach goes to
 * `base-vendor`, what registration and the open area add to `public-vendor`, what the signed-in shell's layout adds
 * to `shell-vendor`, every other module of MUI's core to `mui` and of the common libraries to `libs`; icons, charts and date pickers that no public page uses stay with
 * the screens that import them. The app's own modules (and the contracts') that the entry and the login page reach
 * go to `base-app`, those the signed-in shell's layout reaches to `shell-app`; the rest is split by Rolldown.
 *
 * "Reach" follows the static imports (`importedIds`) from those route modules. Barrels would make it reach
 * everything, so an import from `@mui/material`'s index is followed to the components the importing file names
 * (read from its code), and one from an app `index.ts` (a feature's, the contracts') to the modules that export
 * the names imported.
 */

const SRC = fileURLToPath(new URL("./src/", import.meta.url));

/** The app (imported by the small entry, main.tsx): its own module goes to base-app rather than a chunk of its own. */
const BOOT = `${SRC}app/boot.tsx`;
/**
 * Where the public pages start from, in two tiers: the app (every page) with the login page, the most visited one,
 * and the other public pages checked by the budget (registration, the open area), whose libraries come in a second
 * chunk when they are not in the first.
 */
const BASE_ROOTS = [
  "app/boot.tsx",
  "features/auth/components/auth-layout.tsx",
  "features/auth/pages/login-page.tsx",
].map((path) => `${SRC}${path}`);
/** The open area's pages: a visitor's, without forms to fill. */
const OPEN_ROOTS = ["features/open/open-layout.tsx", "features/open/open-home-page.tsx"].map(
  (path) => `${SRC}${path}`,
);
const PUBLIC_ROOTS = [`${SRC}features/register/pages/register-page.tsx`, ...OPEN_ROOTS];

/** The sign-in feature: its modules that only the login page uses go with its chunk. */
const AUTH = `${SRC}features/auth/`;

/** The entry: what it imports statically runs before the app's libraries have arrived (app/route-preload.ts). */
const ENTRY = `${SRC}main.tsx`;

/** React, React DOM and the router: every page, rarely changing, cached long. */
export const REACT = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/** MUI's core (not @mui/x-* nor the icons). */
export const MUI_CORE =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is)[\\/]/;
/** The libraries every page loads (translations, queries, forms, validation). */
export const LIBS =
  /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zod|react-hook-form|@hookform)[\\/]/;

/** MUI's icons, a module each. */
const ICONS = /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/;
const MUI_BARREL = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/]index\.js$/;
const CONTRACTS_BARREL = /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

export type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    importers?: readonly string[];
    code: string | null;
  } | null;
};

/** The MUI component modules a file names in `import { … } from "@mui/material"`. */
function namedMuiComponents(code: string, barrel: string): string[] {
  const ids: string[] = [];
  const materialDir = barrel.replace(/index\.js$/, "");
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g)) {
    for (const raw of (match[1] ?? "").split(",")) {
      const name = raw
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, "");
      if (!name) continue;
      const component = `${materialDir}${name}/index.js`;
      ids.push(existsSync(component) ? component : `${materialDir}styles/index.js`);
    }
  }
  return ids;
}

/** The module a relative specifier of `importer` names, if it is one of `candidates`. */
function resolveRelative(
  importer: string,
  specifier: string,
  candidates: readonly string[],
): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const path = resolve(dirname(importer), specifier);
  return candidates.find((id) => [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].includes(id));
}

/**
 * The names `importer` imports from `barrel`, or null when it takes more than named bindings (`* as`, a default
 * import, both).
 */
export function namesImported(code: string, importer: string, barrel: string): string[] | null {
  const names: string[] = [];
  const pattern = /import\s*([\w$\s,*{}]*?)\s*from\s*["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[2] ?? "";
    const target = specifier.startsWith("@mkt/contracts")
      ? CONTRACTS_BARREL.test(barrel) && specifier === "@mkt/contracts"
        ? barrel
        : undefined
      : resolveRelative(importer, specifier, [barrel]);
    if (target !== barrel) continue;
    const clause = (match[1] ?? "").trim();
    if (clause.startsWith("type ")) continue;
    if (!clause.startsWith("{") || !clause.endsWith("}")) return null;
    for (const raw of clause.slice(1, -1).split(",")) {
      const name = raw
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, "");
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * The modules behind the `names` a file imports from an app barrel (an index.ts of re-exports): the targets of its
 * `export { … } from`, or, for `export * from`, the re-exported modules whose code declares the name. Every module
 * the barrel imports when a name cannot be placed.
 */
function barrelTargets(barrel: string, names: string[], graph: ModuleGraph): readonly string[] {
  const info = graph.getModuleInfo(barrel);
  if (!info?.code) return info?.importedIds ?? [];
  const named = new Map<string, string>();
  for (const match of info.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const target = resolveRelative(barrel, match[2] ?? "", info.importedIds);
    if (!target) continue;
    for (const raw of (match[1] ?? "").split(",")) {
      const parts = raw
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/);
      const exported = parts[1] ?? parts[0];
      if (exported) named.set(exported, target);
    }
  }
  const stars = [...info.code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)]
    .map((match) => resolveRelative(barrel, match[1] ?? "", info.importedIds))
    .filter((id): id is string => id !== undefined);
  const targets = new Set<string>();
  for (const name of names) {
    const direct = named.get(name);
    if (direct) {
      targets.add(direct);
      continue;
    }
    const declaration = new RegExp(
      `export\\s+(?:declare\\s+)?(?:const|let|var|function\\*?|async\\s+function|class|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*(?:;|from\\b)`,
    );
    const star = stars.find((id) => declaration.test(graph.getModuleInfo(id)?.code ?? ""));
    if (!star) return info.importedIds;
    targets.add(star);
  }
  return [...targets];
}

const APP_BARREL = /[\\/](apps[\\/]web[\\/]src[\\/].*|packages[\\/]contracts[\\/]src)[\\/]index\.ts$/;

/**
 * An MUI component's index.js, which MUI's own modules import for one helper at times: MenuItem imports
 * `useSelectFocusSource` from Select's, which would otherwise bring Select and every input (10 KB gzip) to the shell.
 */
const MUI_COMPONENT_BARREL = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]esm[\\/][^\\/]+[\\/]index\.js$/;

/** Whether a module's code is nothing but re-exports (`export … from`), so that leaving it out of a reach loses no code. */
export function reExportsOnly(code: string | null | undefined): boolean {
  if (!code) return false;
  const rest = code.replace(/export\s*(?:\*|\{[^}]*\})\s*from\s*["'][^"']+["']\s*;?/g, "");
  return rest.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, "").trim() === "";
}

/** What a module's import of `imported` brings in: the components or modules it names when `imported` is a barrel. */
export function followed(id: string, code: string, imported: string, graph: ModuleGraph): readonly string[] {
  if (NODE_MODULES.test(id)) {
    if (!MUI_COMPONENT_BARREL.test(imported) || !reExportsOnly(graph.getModuleInfo(imported)?.code))
      return [imported];
    const names = namesImported(code, id, imported);
    return names === null ? [imported] : barrelTargets(imported, names, graph);
  }
  if (MUI_BARREL.test(imported)) return namedMuiComponents(code, imported);
  if (!APP_BARREL.test(imported)) return [imported];
  const names = namesImported(code, id, imported);
  return names === null
    ? (graph.getModuleInfo(imported)?.importedIds ?? [])
    : barrelTargets(imported, names, graph);
}

/** Every module `roots` reach through static imports, library (under node_modules) or not. */
function modulesOf(graph: ModuleGraph, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop();
    if (id === undefined || reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const imported of info.importedIds) {
      queue.push(...followed(id, info.code ?? "", imported, graph));
    }
  }
  return reached;
}

/** The signed-in shell's layout (every signed-in page). */
const SHELL_ROOT = `${SRC}features/shell/components/app-shell.tsx`;

let reach:
  | {
      entry: Set<string>;
      app: Set<string>;
      base: Set<string>;
      public: Set<string>;
      open: Set<string>;
      shell: Set<string>;
    }
  | undefined;

function reachOf(graph: ModuleGraph) {
  reach ??= {
    entry: modulesOf(graph, [ENTRY]),
    app: modulesOf(graph, [BOOT]),
    base: modulesOf(graph, BASE_ROOTS),
    public: modulesOf(graph, PUBLIC_ROOTS),
    open: modulesOf(graph, OPEN_ROOTS),
    shell: modulesOf(graph, [SHELL_ROOT]),
  };
  return reach;
}

/**
 * What the login page's form needs and neither the app, the open area nor the signed-in shell's layout does:
 * react-hook-form and its resolvers, MUI's text fields, selects and their parts, the app's form fields. The shell
 * would otherwise wait for them (30 KB gzip) before any page; registration and the screens with forms load them
 * with their chunk. The modules of the sign-in feature that only the login page imports (its form, the second factor) stay
 * with its chunk.
 */
function formsChunk(id: string, graph: ModuleGraph): string | null {
  const { entry, app, base, public: others, open, shell } = reachOf(graph);
  if (app.has(id) || shell.has(id) || entry.has(id) || open.has(id) || BASE_ROOTS.includes(id)) return null;
  if (NODE_MODULES.test(id)) return !REACT.test(id) && base.has(id) ? "forms" : null;
  if (!base.has(id) || APP_BARREL.test(id) || !/\.tsx?$/.test(id)) return null;
  const loginOnly =
    id.startsWith(AUTH) &&
    !others.has(id) &&
    (graph.getModuleInfo(id)?.importers ?? []).every((importer) => base.has(importer));
  return loginOnly ? null : "forms";
}

/** The app's shared components (error alerts, loading states, form fields), by reach like the libraries. */
const SHARED_SRC = `${SRC}shared/`;

/**
 * Whether every page loads `id` with the entry, before its route: React, the entry's and the app's modules, and the
 * login page's but its forms (`base-vendor`, `base-app`).
 */
function everyPageLoads(id: string, graph: ModuleGraph): boolean {
  const { entry, app, base } = reachOf(graph);
  return (
    REACT.test(id) || entry.has(id) || app.has(id) || (base.has(id) && formsChunk(id, graph) !== "forms")
  );
}

/**
 * A shared component of the public pages that the login page does not use goes with the public libraries rather than
 * in a chunk of its own (each a round trip on HTTP/1.1's six connections, for a few hundred bytes): to
 * `shared-vendor` when the shell's layout uses it too (the menu's icons), to `public-vendor` when the open area uses
 * it and it imports only what every page has or that chunk (the error alert, the loading state), to
 * `register-vendor` when registration uses it with its forms (the checkbox field). The signed-in screens load both
 * chunks already.
 */
function publicSharedChunk(id: string, graph: ModuleGraph): string | null {
  if (!id.startsWith(SHARED_SRC) || !/\.tsx?$/.test(id)) return null;
  const { entry, app, base, public: others, open, shell } = reachOf(graph);
  if (!others.has(id) || base.has(id) || app.has(id) || entry.has(id)) return null;
  const imports = importsOf(id, graph);
  const everyPage = (imported: string) => everyPageLoads(imported, graph);
  if (shell.has(id)) {
    const shared = (imported: string) =>
      everyPage(imported) || (imported !== id && publicChunk(imported, graph) === "shared-vendor");
    return imports.every(shared) ? "shared-vendor" : null;
  }
  const openArea = (imported: string) =>
    everyPage(imported) || (imported !== id && publicChunk(imported, graph) === "public-vendor");
  if (open.has(id)) return imports.every(openArea) ? "public-vendor" : null;
  const registration = (imported: string) =>
    everyPage(imported) ||
    formsChunk(imported, graph) === "forms" ||
    publicChunk(imported, graph) === "register-vendor";
  return imports.every(registration) ? "register-vendor" : null;
}

/** The library modules of the login page (and every page), or of the other public pages. */
export function publicChunk(id: string, graph: ModuleGraph): string | null {
  if (!NODE_MODULES.test(id)) return publicSharedChunk(id, graph);
  if (REACT.test(id)) return null;
  const { base, public: others, open, shell } = reachOf(graph);
  if (base.has(id)) return "base-vendor";
  if (!others.has(id)) return shell.has(id) ? "shell-vendor" : null;
  // Registration's own (its selects, autocomplete and their Popper) apart: they import the forms chunk.
  // Registration's icons (a few hundred bytes each) with the open area's libraries: a screen showing one of them
  // would otherwise load registration's autocomplete and dialogs with it.
  if (shell.has(id)) return "shared-vendor";
  return open.has(id) || ICONS.test(id) ? "public-vendor" : "register-vendor";
}

/**
 * The app's own modules (and the contracts') that every page or the login page uses, in one chunk rather than in
 * dozens of small ones shared with the screens that also use them. Not their dependencies as Rolldown sees them:
 * through a feature's index.ts that would be the whole feature.
 */
function baseAppChunk(id: string, graph: ModuleGraph): string | null {
  if (NODE_MODULES.test(id) || APP_BARREL.test(id) || !/\.tsx?$/.test(id)) return null;
  if (BASE_ROOTS.includes(id) && id !== BOOT) return null;
  const { entry, app, base, public: others, open, shell } = reachOf(graph);
  if (base.has(id)) return app.has(id) || shell.has(id) || entry.has(id) || open.has(id) ? "base-app" : null;
  // Likewise the shell's own modules (its menus, providers and dialogs), but for those the open area shares.
  return shell.has(id) && !others.has(id) && id !== SHELL_ROOT ? "shell-app" : null;
}

/**
 * The app's modules the entry imports (the route preloads, the starting language, the shell's screen table) in one
 * small chunk of their own: in base-app, the entry would wait for all of base-app before starting anything.
 */
function entryChunk(id: string, graph: ModuleGraph): string | null {
  if (id === ENTRY || NODE_MODULES.test(id) || APP_BARREL.test(id)) return null;
  return reachOf(graph).entry.has(id) ? "entry-app" : null;
}

/** Chart libraries: left to Rolldown, with the few screens that draw charts. */
const CHARTS = /[\\/]node_modules[\\/](@mui[\\/]x-|d3-|internmap)/;
/** A module the signed-in screens share goes to `screens-common` when at least this many screens reach it. */
const SHARED_BY = 3;

let screensCommon: Set<string> | undefined;

/** The shell's screen tables: the modules they load on demand are the signed-in screens. */
const SCREEN_TABLES = ["app/screens.ts", "app/shell-routes.tsx"].map((path) => `${SRC}${path}`);

/**
 * The public pages' modules (scripts/route-texts.mjs lists them with their text tiers): what they import must not be
 * in `screens-common` (a visitor would download the screens' chunk, whose texts their tiers do not have). What they
 * load on demand (the open area's screens) may: those are the screens a visitor opens.
 */
const PUBLIC_PAGES = [...new Set(PUBLIC_ROUTES.flatMap((route) => route.modules))].map((path) =>
  fileURLToPath(new URL(`./${path}`, import.meta.url)),
);

/**
 * For each module, how many signed-in screens (loaded on demand by SCREEN_TABLES) reach it statically, but for the
 * modules of the public pages.
 */
function screensReaching(graph: ModuleGraph): Map<string, number> {
  const screens = new Set<string>();
  for (const table of SCREEN_TABLES) {
    for (const target of graph.getModuleInfo(table)?.dynamicallyImportedIds ?? []) screens.add(target);
  }
  const publicPages = modulesOf(graph, PUBLIC_PAGES);
  const counts = new Map<string, number>();
  for (const target of screens) {
    for (const id of modulesOf(graph, [target])) {
      if (!publicPages.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/** What `id` imports, barrels followed to the modules named (`followed`). */
function importsOf(id: string, graph: ModuleGraph): string[] {
  const info = graph.getModuleInfo(id);
  return info ? info.importedIds.flatMap((imported) => followed(id, info.code ?? "", imported, graph)) : [];
}

/**
 * Removes from `set` each module with an import that `allowed` refuses, again until none is removed (`allowed` may
 * read the set: a module importing one just removed goes too).
 */
function pruneUntilStable(
  set: Set<string>,
  graph: ModuleGraph,
  allowed: (imported: string) => boolean,
): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of set) {
      if (importsOf(id, graph).every(allowed)) continue;
      set.delete(id);
      changed = true;
    }
  }
}

/**
 * The modules of `screens-common`: shared by SHARED_BY screens or more, not in a public page's or the shell's reach,
 * and importing nothing but what every signed-in page already has (the public and shell chunks, React, MUI's core,
 * the common libraries) or other modules of the set — else every screen would also load that module's chunk (a
 * chart card brought 88 KB to the dashboard).
 */
function screensCommonSet(graph: ModuleGraph): Set<string> {
  if (screensCommon) return screensCommon;
  const { base, public: others, shell } = reachOf(graph);
  const everyPage = (id: string) =>
    base.has(id) || others.has(id) || shell.has(id) || REACT.test(id) || MUI_CORE.test(id) || LIBS.test(id);
  const candidates = new Set<string>();
  for (const [id, screens] of screensReaching(graph)) {
    if (screens < SHARED_BY || everyPage(id) || CHARTS.test(id)) continue;
    if (id.endsWith(".html") || id === ENTRY || !/\.(tsx?|js|mjs)$/.test(id)) continue;
    candidates.add(id);
  }
  pruneUntilStable(candidates, graph, (imported) => candidates.has(imported) || everyPage(imported));
  screensCommon = candidates;
  return candidates;
}

let screensCore: Set<string> | undefined;

/**
 * The modules of `screens-common` that import only what every signed-in page loads (the entry, the app, the shell's
 * layout, the login page's libraries but its forms, React), the small `public-vendor` chunk or one another:
 * `screens-core`. A screen's part that needs only these (the dashboard's welcome) comes without the forms, the
 * dialogs, the autocomplete and the rest of MUI that the other modules of `screens-common` import (about 80 KB gzip).
 */
function screensCoreSet(graph: ModuleGraph): Set<string> {
  if (screensCore) return screensCore;
  const { shell } = reachOf(graph);
  const everySignedInPage = (id: string) =>
    everyPageLoads(id, graph) || shell.has(id) || publicChunk(id, graph) === "public-vendor";
  const common = screensCommonSet(graph);
  const core = new Set(common);
  pruneUntilStable(
    core,
    graph,
    (imported) => core.has(imported) || (!common.has(imported) && everySignedInPage(imported)),
  );
  screensCore = core;
  return core;
}

/**
 * The modules several signed-in screens share (the app's cards, fields and dialogs, the icons they use) in one
 * chunk, `screens-common`. Left to Rolldown they came as a chunk per set of screens sharing them: the talent search
 * imported 45 chunks of 1–4 KB, each a 562 ms round trip on a slow mobile network over HTTP/1.1's six connections
 * (its last module arrived 4.8 s after the first, its translations queued behind them). Not what a public page or the
 * shell's layout reaches (their chunks have it), nor the charts.
 */
function screensCommonChunk(id: string, graph: ModuleGraph): string | null {
  if (!screensCommonSet(graph).has(id)) return null;
  return screensCoreSet(graph).has(id) ? "screens-core" : "screens-common";
}

/** The other modules of MUI's core and of the common libraries. */
function appChunk(id: string): string | null {
  if (MUI_CORE.test(id)) return "mui";
  if (LIBS.test(id)) return "libs";
  return null;
}

/**
 * Rolldown's code-splitting groups: a group also takes the dependencies of its modules that no group of higher
 * priority took, so the public chunk, whose modules' dependencies are all public, comes before the other two.
 */
export const CHUNK_GROUPS = [
  { name: "react", test: REACT, priority: 3 },
  { name: formsChunk, priority: 2.5, includeDependenciesRecursively: false },
  { name: publicChunk, priority: 2, includeDependenciesRecursively: false },
  { name: entryChunk, priority: 1.75, includeDependenciesRecursively: false },
  { name: baseAppChunk, priority: 1.5, includeDependenciesRecursively: false },
  { name: appChunk, priority: 1 },
  { name: screensCommonChunk, priority: 0.5, includeDependenciesRecursively: false },
];

/** Forgets what the groups read of the previous module graph. */
export function forgetModuleGraph(): void {
  reach = undefined;
  screensCommon = undefined;
  screensCore = undefined;
}

/** Forgets the public modules of the previous build (a watch rebuild or a second build in the same process). */
export function resetChunkGroups(): Plugin {
  return { name: "mkt-reset-chunk-groups", apply: "build", buildStart: forgetModuleGraph };
}
