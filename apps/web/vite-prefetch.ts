import { fileURLToPath } from "node:url";
import type { HtmlTagDescriptor } from "vite";
import { tierOf } from "./src/shared/i18n/locale-tiers.ts";
import { SIGNED_IN_SCRIPTS_ID } from "./src/shared/routing/signed-in-prefetch.ts";
import { ModuleTexts } from "./vite-module-texts.ts";

/**
 * What a sign-in opens next: the signed-in shell, the dashboard with its blocks, the texts and error catalogue every
 * signed-in route waits for (app/route-texts.ts) — the bundle budget's "dashboard" route (scripts/bundle-routes.mjs)
 * and the blocks the dashboard fetches after its welcome. The texts come per language: the shell's tier and the
 * dashboard's own namespaces (those its imports bring, vite-module-texts.ts).
 */
const HOME_PAGE = "src/features/dashboard/pages/home-page.tsx";
/** The dashboard's blocks, which its page imports once it runs (after its welcome). */
const HOME_BLOCKS = "src/features/dashboard/components/home-blocks.tsx";
const SIGNED_IN_MODULES = [
  "src/features/shell/components/app-shell.tsx",
  HOME_PAGE,
  HOME_BLOCKS,
  "../../packages/contracts/src/common/errors.ts",
];
/**
 * The dashboard's namespaces (its page's and its blocks') in chunks of their own, read from the sources once per
 * build.
 */
const homeNamespaces = () => {
  const texts = new ModuleTexts();
  const namespaces = [HOME_PAGE, HOME_BLOCKS].flatMap((module) =>
    texts.lazyNamespacesOf(fileURLToPath(new URL(`./${module}`, import.meta.url))),
  );
  return [...new Set(namespaces)].filter((namespace) => tierOf(namespace) === undefined).sort();
};
const TEXT_MODULES = (language: string, namespaces: readonly string[]) => [
  `src/shared/i18n/locales-${language}-signed-in.ts`,
  ...namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`),
];
const LANGUAGES = ["it", "en"] as const;

type Chunk = { fileName: string; imports: string[]; facadeModuleId: string | null; moduleIds: string[] };

/** `fileNames` and their static imports, transitively, leaving out `loaded` (in visiting order). */
export function chunkClosure(
  chunks: readonly Chunk[],
  fileNames: readonly string[],
  loaded: ReadonlySet<string>,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || files.includes(fileName) || loaded.has(fileName)) return;
    files.push(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const fileName of fileNames) visit(fileName);
  return files;
}

/** The chunk that loads `module` (a source path relative to apps/web). */
function chunkOf(chunks: readonly Chunk[], module: string): string {
  const id = fileURLToPath(new URL(`./${module}`, import.meta.url));
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === id) ??
    chunks.find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`mkt-signed-in-prefetch: no chunk holds ${module}`);
  return chunk.fileName;
}

/**
 * The page's head gets, as a JSON data block, the scripts a sign-in will need that the page has not loaded:
 * `{ common: [...], it: [...], en: [...] }` (paths). The login page asks the browser to prefetch them once it is
 * idle (src/shared/routing/signed-in-prefetch.ts), while the visitor types: the dashboard then comes from the HTTP
 * cache instead of about 200 KB more over the network after the click. No page loads them before it is painted.
 * `loaded`: what every page loads already (the entry and the app with their static imports).
 */
export function signedInScriptsTag(chunks: readonly Chunk[], loaded: ReadonlySet<string>): HtmlTagDescriptor {
  const common = chunkClosure(
    chunks,
    SIGNED_IN_MODULES.map((module) => chunkOf(chunks, module)),
    loaded,
  );
  const shared = new Set([...loaded, ...common]);
  const data: Record<string, string[]> = { common: common.map((file) => `/${file}`) };
  const home = homeNamespaces();
  for (const language of LANGUAGES) {
    const texts = TEXT_MODULES(language, home).map((module) => chunkOf(chunks, module));
    data[language] = chunkClosure(chunks, texts, shared).map((file) => `/${file}`);
  }
  return {
    tag: "script",
    attrs: { type: "application/json", id: SIGNED_IN_SCRIPTS_ID },
    children: JSON.stringify(data),
    injectTo: "head",
  };
}
