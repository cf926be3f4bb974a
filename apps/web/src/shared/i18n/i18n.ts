import { LANGUAGES, type Language } from "@mkt/contracts";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { normalizeLanguage } from "./language-rule.ts";
import { loadLocaleBundle } from "./locale-bundle.ts";
import { type LocaleTier, tierOf } from "./locale-tiers.ts";
import { initialLanguage } from "./start-language.ts";

/**
 * Translations come one language at a time and in three tiers (issue 20, locale-tiers.ts): the starting language's
 * `start` tier is downloaded as this module loads; a route loads the tiers it needs (loadTexts); another language
 * comes when i18n.changeLanguage asks for it, through this backend, before the switch happens (the namespaces
 * loaded so far, each from its tier's chunk). A namespace asked for by a component under a Suspense boundary
 * before its tier came is loaded the same way.
 */
const localeBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadLocaleBundle(normalizeLanguage(language), tierOf(namespace)).then(
      (namespaces) => callback(null, namespaces[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

const startLanguage = initialLanguage();

async function start(): Promise<void> {
  const startNamespaces = await loadLocaleBundle(startLanguage);
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      resources: { [startLanguage]: startNamespaces },
      // The other language comes from localeBackend when asked for.
      partialBundledLanguages: true,
      ns: Object.keys(startNamespaces),
      lng: startLanguage,
      // No fallback language: locales.test.ts keeps every key in both, and a fallback would download both.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  // No document when the build pre-renders pages in Node (app/prerender.tsx).
  if (typeof document === "undefined") return;
  document.documentElement.lang = i18n.language;
  i18n.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * Settled once the starting language's texts are in: main.tsx renders nothing before. Not awaited here (no
 * top-level await), so the modules after this one, the router first, run meanwhile and the current route's chunks
 * download in parallel with the translations instead of after them.
 */
export const i18nReady: Promise<void> = start();

// Component tests render on import and switch languages synchronously between renders: they get every namespace
// of both languages up front.
if (import.meta.env.MODE === "test") {
  await i18nReady;
  await loadTexts("all");
  await i18n.loadLanguages([...LANGUAGES]);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}

/**
 * Loads the texts a route needs beyond the `start` tier: `public` (registration, the open area, the landing and
 * legal pages) or `all` (every namespace: the signed-in screens). Resolves once i18next has them, so a route whose
 * lazy loader awaits it (app/route-texts.ts) never renders a missing text. The download starts at once, in
 * parallel with the starting tier and the route's chunks.
 */
export async function loadTexts(scope: "public" | "all"): Promise<void> {
  const language = i18n.isInitialized ? currentLanguage() : startLanguage;
  const tiers: LocaleTier[] = scope === "public" ? ["public"] : ["public", "rest"];
  const loaded = await Promise.all(tiers.map((tier) => loadLocaleBundle(language, tier)));
  await i18nReady;
  await i18n.loadNamespaces(loaded.flatMap((namespaces) => Object.keys(namespaces)));
}
