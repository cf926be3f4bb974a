import type { Language } from "@mkt/contracts";
import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";
import { type LocaleTier, tierOf } from "./locale-tiers.ts";

/**
 * The translations of one language, in the chunks of locale-tiers.ts (src/locales/<language>/, one JSON per
 * feature): three tiers, and a chunk per namespace for the rest. Each is loaded on demand: a page downloads one
 * language, and only what its route needs.
 */
const bundles: Record<Language, Record<LocaleTier, () => Promise<ResourceLanguage>>> = {
  it: {
    start: () => import("./locales-it.ts").then((m) => namespacesOf(m.files)),
    public: () => import("./locales-it-public.ts").then((m) => namespacesOf(m.files)),
    "signed-in": () => import("./locales-it-signed-in.ts").then((m) => namespacesOf(m.files)),
  },
  en: {
    start: () => import("./locales-en.ts").then((m) => namespacesOf(m.files)),
    public: () => import("./locales-en-public.ts").then((m) => namespacesOf(m.files)),
    "signed-in": () => import("./locales-en-signed-in.ts").then((m) => namespacesOf(m.files)),
  },
};

type OwnLoaders = Record<string, () => Promise<ResourceLanguage[string]>>;

/**
 * The loaders of the namespaces in chunks of their own, by file path: a small chunk per language (about 1 KB),
 * fetched the first time one is asked for, so the pages that need none (the public ones) do not carry it.
 */
const ownLoaders: Record<Language, () => Promise<OwnLoaders>> = {
  it: () => import("./locales-it-own.ts").then((m) => m.files),
  en: () => import("./locales-en-own.ts").then((m) => m.files),
};

const ownPath = (language: Language, namespace: string) => `../../locales/${language}/${namespace}.json`;

const loading = new Map<string, Promise<ResourceLanguage>>();

/** `load`, once per key: later calls share the same promise; a failed download (network) is tried again. */
function once(key: string, load: () => Promise<ResourceLanguage>): Promise<ResourceLanguage> {
  const known = loading.get(key);
  if (known) return known;
  const started = load();
  started.catch(() => loading.delete(key));
  loading.set(key, started);
  return started;
}

/** The namespaces of one tier of `language`, imported once. */
export function loadLocaleBundle(language: Language, tier: LocaleTier = "start"): Promise<ResourceLanguage> {
  return once(`${language}/${tier}`, bundles[language][tier]);
}

/**
 * The chunk holding `namespace` in `language` (its tier's, or its own), imported once: the namespaces it holds,
 * `namespace` among them (an unknown one resolves to no texts).
 */
export function loadNamespaceBundle(language: Language, namespace: string): Promise<ResourceLanguage> {
  const tier = tierOf(namespace);
  if (tier) return loadLocaleBundle(language, tier);
  return once(`${language}:${namespace}`, async () => {
    const load = (await ownLoaders[language]())[ownPath(language, namespace)];
    return load ? { [namespace]: await load() } : {};
  });
}

/** Every namespace's chunk of `language` (the component tests, which switch languages between renders). */
export async function loadEveryBundle(language: Language): Promise<ResourceLanguage[]> {
  const tiers = Object.keys(bundles[language]) as LocaleTier[];
  const own = Object.keys(await ownLoaders[language]()).map((path) =>
    path.slice(path.lastIndexOf("/") + 1, -5),
  );
  return Promise.all([
    ...tiers.map((tier) => loadLocaleBundle(language, tier)),
    ...own.map((namespace) => loadNamespaceBundle(language, namespace)),
  ]);
}
