import type { ResourceLanguage } from "i18next";

/** Every other English namespace (tier `rest` of locale-tiers.ts): one chunk, loaded before a signed-in screen. */
export const files = import.meta.glob<ResourceLanguage[string]>(
  [
    "../../locales/en/*.json",
    "!../../locales/en/{auth,common,shell,tracking,two-factor}.json",
    "!../../locales/en/{landing,legal,open,open-browse,register}.json",
  ],
  { eager: true, import: "default" },
);
