import { LANGUAGES, type Language } from "@mkt/contracts";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { normalizeLanguage } from "./language-rule.ts";
import { loadEveryBundle, loadLocaleBundle, loadNamespaceBundle } from "./locale-bundle.ts";
import type { LocaleTier } from "./locale-tiers.ts";
import { provideTextLoader } from "./module-texts.ts";
import { initialLanguage } from "./start-language.ts";

/**
 * Translations come one language at a time and in chunks (issue 20, locale-tiers.ts): the starting language's
 * `start` tier is downloaded as this module loads; a route loads the tiers it needs (loadTexts), a lazily imported
 * module the namespaces it uses (module-texts.ts); another language comes when i18n.changeLanguage asks for it,
 * through this backend, before the switch happens (the namespaces loaded so far, each from its chunk). A namespace
 * asked for by a component under a Suspense boundary before its chunk came is loaded the same way.
 */
const localeBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadNamespaceBundle(normalizeLanguage(language), namespace).then(
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
      // A text asked for before its chunk came (or missing from it) would show its key: say so on the console,
      // where every browser journey looks (e2e/lib/browser.mjs). A key given a default value on purpose is not.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key, _fallback, _update, options) => {
        if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
        console.error(`Missing text: ${namespace}:${key}`);
      },
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
  const every = await loadEveryBundle(startLanguage);
  await i18n.loadNamespaces(every.flatMap((namespaces) => Object.keys(namespaces)));
  await i18n.loadLanguages([...LANGUAGES]);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}

/** The page's language: i18next's once it has started, the starting one before. */
function pageLanguage(): Language {
  return i18n.isInitialized ? currentLanguage() : startLanguage;
}

/**
 * Loads `namespaces` in the page's language (each from its chunk, locale-tiers.ts) and resolves once i18next has
 * them, so that what waits for it never renders a missing text.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = pageLanguage();
  await Promise.all(namespaces.map((namespace) => loadNamespaceBundle(language, namespace)));
  await i18nReady;
  await i18n.loadNamespaces([...namespaces]);
}

/**
 * Loads a tier of texts a route needs beyond `start`: `public` (registration, the open area, the landing and legal
 * pages) or `signed-in` (the shell's own). Resolves once i18next has them, so a route whose lazy loader awaits it
 * (app/route-texts.ts) never renders a missing text. The download starts at once, in parallel with the starting
 * tier and the route's chunks.
 */
export async function loadTexts(tier: Exclude<LocaleTier, "start">): Promise<void> {
  await loadNamespaces(Object.keys(await loadLocaleBundle(pageLanguage(), tier)));
}

provideTextLoader({ language: pageLanguage, load: loadNamespaces });
