import type { Language } from "@mkt/contracts";
import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";

/**
 * The translations of one language: every namespace of src/locales/<language>/ (one JSON per feature). Each
 * language module is its own chunk, loaded on demand (issue 20: the page downloads one language, not both).
 */
const bundles: Record<Language, () => Promise<ResourceLanguage>> = {
  it: () => import("./locales-it.ts").then((m) => namespacesOf(m.files)),
  en: () => import("./locales-en.ts").then((m) => namespacesOf(m.files)),
};

const loading = new Map<Language, Promise<ResourceLanguage>>();

/** The namespaces of `language`, imported once (later calls share the same promise). */
export function loadLocaleBundle(language: Language): Promise<ResourceLanguage> {
  const known = loading.get(language);
  if (known) return known;
  const started = bundles[language]();
  // A failed download (network) is not cached: the next change of language tries again.
  started.catch(() => loading.delete(language));
  loading.set(language, started);
  return started;
}
