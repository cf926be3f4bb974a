import type { ResourceLanguage } from "i18next";

/**
 * The other Italian namespaces, each a chunk of its own (locale-tiers.ts), imported with the modules that use them
 * (module-texts.ts). Not eager: this module holds only the loaders.
 */
export const files = import.meta.glob<ResourceLanguage[string]>(
  [
    "../../locales/it/*.json",
    "!../../locales/it/{auth,common,shell,tracking,two-factor}.json",
    "!../../locales/it/{landing,legal,open,open-browse,register}.json",
    "!../../locales/it/{assume,chat,feedback,menu,notifications,plans}.json",
  ],
  { import: "default" },
);
