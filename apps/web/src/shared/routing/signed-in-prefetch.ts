import type { Language } from "@mkt/contracts";
import { whenPageIdle } from "../scheduling/when-page-idle.ts";

/**
 * While a visitor types their credentials, the browser fetches what the sign-in will open (the signed-in shell,
 * the dashboard, every signed-in text and error text): the build lists those scripts in the page's head
 * (apps/web/vite-prefetch.ts), and `<link rel="prefetch">` puts them in the HTTP cache at the lowest priority once
 * the page is loaded and idle. After the click the dashboard's modules come from the cache instead of the network
 * (about 200 KB gzip on a first visit). Skipped when the visitor asked to save data; nothing is run, only fetched.
 *
 * The id of the page's data block, written by the build (apps/web/vite-prefetch.ts imports it):
 */
export const SIGNED_IN_SCRIPTS_ID = "signed-in-scripts";

/** Only the build's own scripts: anything else in the block is ignored. */
const isAssetPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/assets/") && value.endsWith(".js") && !value.includes("..");

/** The scripts a sign-in will need in `language`, as the build listed them (none without the block). */
export function signedInScripts(doc: Document, language: Language): string[] {
  const text = doc.getElementById(SIGNED_IN_SCRIPTS_ID)?.textContent;
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof data !== "object" || data === null) return [];
  const lists = data as Record<string, unknown>;
  return [lists.common, lists[language]].flatMap((list) =>
    Array.isArray(list) ? list.filter(isAssetPath) : [],
  );
}

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/** Adds a prefetch link for each script not yet requested by the page. */
function addPrefetchLinks(doc: Document, paths: readonly string[]): void {
  const requested = new Set(
    Array.from(doc.querySelectorAll("link[href], script[src]"), (node) =>
      node.getAttribute(node.tagName === "SCRIPT" ? "src" : "href"),
    ),
  );
  for (const path of paths) {
    if (requested.has(path)) continue;
    const link = doc.createElement("link");
    link.rel = "prefetch";
    // Module scripts are fetched in CORS mode: the prefetched response must match to be reused.
    link.crossOrigin = "anonymous";
    link.href = path;
    doc.head.append(link);
  }
}

/**
 * Prefetches the sign-in's scripts once the page has loaded and the browser is idle; returns a function that
 * cancels it (a component's effect cleanup).
 */
export function prefetchSignedInScripts(language: Language): () => void {
  if ((navigator as SaveDataNavigator).connection?.saveData === true) return () => {};
  return whenPageIdle(() => addPrefetchLinks(document, signedInScripts(document, language)));
}
