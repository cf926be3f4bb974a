import { DEFAULT_LANGUAGE, type Language } from "@mkt/contracts";

/** §4: no stored language means Italian; a stored "it" stays Italian; anything else becomes English. */
export function normalizeLanguage(stored: string | null | undefined): Language {
  if (stored === null || stored === undefined || stored.trim() === "") return DEFAULT_LANGUAGE;
  return stored.trim().toLowerCase() === "it" ? "it" : "en";
}

/** The logged-in user's language wins over the visitor's stored choice. */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  storedChoice: string | null | undefined,
): Language {
  if (userLanguage) return normalizeLanguage(userLanguage);
  return normalizeLanguage(storedChoice);
}

/** Label shown by the language menu (§3: ENG / ITA). */
export function languageCode(language: Language): "ITA" | "ENG" {
  return language === "it" ? "ITA" : "ENG";
}
