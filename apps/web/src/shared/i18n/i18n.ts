import { LANGUAGES, type Language } from "@mkt/contracts";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { normalizeLanguage, resolveLanguage } from "./language-rule.ts";

/** One JSON namespace per feature per language: src/locales/{it,en}/<feature>.json. */
const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

function storedUserLanguage(): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw || !localStorage.getItem(STORAGE_KEYS.token)) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && "language" in parsed) {
      const { language } = parsed as { language: unknown };
      return typeof language === "string" ? language : null;
    }
  } catch {
    return null;
  }
  return null;
}

export function initialLanguage(): Language {
  return resolveLanguage(storedUserLanguage(), localStorage.getItem(STORAGE_KEYS.language));
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLanguage(),
  fallbackLng: "it",
  supportedLngs: [...LANGUAGES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language);
}
