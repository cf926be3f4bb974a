import type { Language } from "@mkt/contracts";
import type { ResourceLanguage } from "i18next";
import { namespacesOf } from "./locale-namespaces.ts";
import { type LocaleTier, tierOf } from "./locale-tiers.ts";
import { files as enOwn } from "./locales-en-own.ts";
import { files as itOwn } from "./locales-it-own.ts";

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

/**
 * The loaders of the namespaces in chunks of their own, by file path. In the entry (about 1 KB gzip for both
 * languages): a screen fetched ahead by route-preload.ts asks for its texts' chunks at once. Fetched as a chunk of
 * their own, they came a whole round trip later, queued behind the libraries on HTTP/1.1's six connections: the
 * dashboard's LCP lost 0.5 s (session 19).
 */
const ownLoaders: Record<Language, Record<string, () => Promise<{ default: ResourceLanguage[string] }>>> = {
  it: itOwn,
  en: enOwn,
};

const ownPath = (namespace: string) => `./${namespace}.json`;

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
  const load = ownLoaders[language][ownPath(namespace)];
  if (!load) return Promise.resolve({});
  return once(`${language}:${namespace}`, () => load().then((module) => ({ [namespace]: module.default })));
}

/** Every namespace's chunk of `language` (the component tests, which switch languages between renders). */
export function loadEveryBundle(language: Language): Promise<ResourceLanguage[]> {
  const tiers = Object.keys(bundles[language]) as LocaleTier[];
  const own = Object.keys(ownLoaders[language]).map((path) => path.slice("./".length, -".json".length));
  return Promise.all([
    ...tiers.map((tier) => loadLocaleBundle(language, tier)),
    ...own.map((namespace) => loadNamespaceBundle(language, namespace)),
  ]);
}
