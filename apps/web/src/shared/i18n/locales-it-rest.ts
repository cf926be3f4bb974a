import type { ResourceLanguage } from "i18next";

/** Every other Italian namespace (tier `rest` of locale-tiers.ts): one chunk, loaded before a signed-in screen. */
export const files = import.meta.glob<ResourceLanguage[string]>(
  [
    "../../locales/it/*.json",
    "!../../locales/it/{auth,common,shell,tracking,two-factor}.json",
    "!../../locales/it/{landing,legal,open,open-browse,register}.json",
  ],
  { eager: true, import: "default" },
);
