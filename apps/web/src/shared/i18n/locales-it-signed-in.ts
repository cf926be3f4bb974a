import type { ResourceLanguage } from "i18next";

/** The Italian texts of the signed-in shell itself (tier `signed-in` of locale-tiers.ts): one chunk, loaded with it. */
export const files = import.meta.glob<ResourceLanguage[string]>(
  "../../locales/it/{assume,feedback,menu,notifications}.json",
  { eager: true, import: "default" },
);
