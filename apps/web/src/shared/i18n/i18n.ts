import { LANGUAGES, type Language } from "@mkt/contracts";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { normalizeLanguage, resolveLanguage } from "./language-rule.ts";
import { loadLocaleBundle } from "./locale-bundle.ts";

/**
 * Translations come one language at a time (issue 20): the starting language is downloaded as this module loads,
 * another one when i18n.changeLanguage asks for it, through this backend, before the switch happens.
 */
const localeBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadLocaleBundle(normalizeLanguage(language)).then(
      (namespaces) => callback(null, namespaces[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The stored session's user language: signed in or not, and the language its user record holds (if any). */
function storedUser(): { signedIn: boolean; language: string | null } {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw || !localStorage.getItem(STORAGE_KEYS.token)) return { signedIn: false, language: null };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && "language" in parsed) {
      const { language } = parsed as { language: unknown };
      return { signedIn: true, language: typeof language === "string" ? language : null };
    }
    return { signedIn: true, language: null };
  } catch {
    return { signedIn: false, language: null };
  }
}

export function initialLanguage(): Language {
  const user = storedUser();
  return resolveLanguage(user.language, localStorage.getItem(STORAGE_KEYS.language), user.signedIn);
}

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

// Component tests render on import and switch languages synchronously between renders: they get both up front.
if (import.meta.env.MODE === "test") {
  await i18nReady;
  await i18n.loadLanguages([...LANGUAGES]);
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}
