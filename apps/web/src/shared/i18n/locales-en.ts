import type { ResourceLanguage } from "i18next";

/**
 * The English texts every page needs first (tier `start` of locale-tiers.ts): one chunk, imported by
 * locale-bundle.ts. It imports nothing else: i18n.ts awaits it while loading, so a chunk it shared with i18n.ts
 * would never finish.
 */
export const files = import.meta.glob<ResourceLanguage[string]>(
  "../../locales/en/{auth,common,shell,tracking,two-factor}.json",
  { eager: true, import: "default" },
);
