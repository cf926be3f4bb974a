import type { ResourceLanguage } from "i18next";

/**
 * Every English locale file (src/locales/en/*.json, by path): one chunk, imported by locale-bundle.ts when needed. It
 * imports nothing else: i18n.ts awaits it while loading, so a chunk it shared with i18n.ts would never finish.
 */
export const files = import.meta.glob<ResourceLanguage[string]>("../../locales/en/*.json", {
  eager: true,
  import: "default",
});
