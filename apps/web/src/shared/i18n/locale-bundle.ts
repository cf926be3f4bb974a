import type { Language } from "@mkt/contracts";
import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";
import type { LocaleTier } from "./locale-tiers.ts";

/**
 * The translations of one language, in the three chunks of locale-tiers.ts (src/locales/<language>/, one JSON per
 * feature). Each is loaded on demand: a page downloads one language, and only the tiers its route needs.
 */
const bundles: Record<Language, Record<LocaleTier, () => Promise<ResourceLanguage>>> = {
  it: {
    start: () => import("./locales-it.ts").then((m) => namespacesOf(m.files)),
    public: () => import("./locales-it-public.ts").then((m) => namespacesOf(m.files)),
    rest: () => import("./locales-it-rest.ts").then((m) => namespacesOf(m.files)),
  },
  en: {
    start: () => import("./locales-en.ts").then((m) => namespacesOf(m.files)),
    public: () => import("./locales-en-public.ts").then((m) => namespacesOf(m.files)),
    rest: () => import("./locales-en-rest.ts").then((m) => namespacesOf(m.files)),
  },
};

const loading = new Map<string, Promise<ResourceLanguage>>();

/** The namespaces of one tier of `language`, imported once (later calls share the same promise). */
export function loadLocaleBundle(language: Language, tier: LocaleTier = "start"): Promise<ResourceLanguage> {
  const key = `${language}/${tier}`;
  const known = loading.get(key);
  if (known) return known;
  const started = bundles[language][tier]();
  // A failed download (network) is not cached: the next request tries again.
  started.catch(() => loading.delete(key));
  loading.set(key, started);
  return started;
}
