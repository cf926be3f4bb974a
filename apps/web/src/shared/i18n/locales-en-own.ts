import type { ResourceLanguage } from "i18next";

/**
 * The other English namespaces, each a chunk of its own (locale-tiers.ts), imported with the modules that use them
 * (module-texts.ts). Not eager: this module holds only the loaders.
 */
export const files = import.meta.glob<ResourceLanguage[string]>(
  [
    "../../locales/en/*.json",
    "!../../locales/en/{auth,common,shell,tracking,two-factor}.json",
    "!../../locales/en/{landing,legal,open,open-browse,register}.json",
    "!../../locales/en/{assume,chat,feedback,menu,notifications,plans}.json",
  ],
  { import: "default" },
);
