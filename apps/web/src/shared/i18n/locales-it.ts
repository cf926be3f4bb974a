import type { ResourceLanguage } from "i18next";

/**
 * Every Italian locale file (src/locales/it/*.json, by path): one chunk, imported by locale-bundle.ts when needed. It
 * imports nothing else: i18n.ts awaits it while loading, so a chunk it shared with i18n.ts would never finish.
 */
export const files = import.meta.glob<ResourceLanguage[string]>("../../locales/it/*.json", {
  eager: true,
  import: "default",
});
