import type { ResourceLanguage } from "i18next";

/** The Italian texts the other public pages add (tier `public` of locale-tiers.ts): one chunk, loaded on demand. */
export const files = import.meta.glob<ResourceLanguage[string]>(
  "../../locales/it/{landing,legal,open,open-browse,register}.json",
  { eager: true, import: "default" },
);
