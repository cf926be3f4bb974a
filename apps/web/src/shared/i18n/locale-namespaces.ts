import type { ResourceLanguage } from "i18next";

/** Namespace name from a locale file path: `../../locales/it/open-browse.json` → `open-browse`. */
export function namespacesOf(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/([\w-]+)\.json$/.exec(path);
    if (match?.[1]) namespaces[match[1]] = content;
  }
  return namespaces;
}
