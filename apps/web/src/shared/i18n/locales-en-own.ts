import type { ResourceLanguage } from "i18next";

type Module = { default: ResourceLanguage[string] };

/**
 * The other English namespaces, each a chunk of its own (locale-tiers.ts), imported with the modules that use them
 * (module-texts.ts). Not eager: this module holds only the loaders (imported by locale-bundle.ts, in the entry).
 */
export const files = import.meta.glob<Module>(
  [
    "../../locales/en/*.json",
    "!../../locales/en/{auth,common,shell,tracking,two-factor}.json",
    "!../../locales/en/{landing,legal,open,open-browse,register}.json",
    "!../../locales/en/{assume,feedback,menu,notifications}.json",
  ],
  // Keys "./<namespace>.json", the module whole: the shortest code for the entry to carry.
  { base: "../../locales/en/" },
);
