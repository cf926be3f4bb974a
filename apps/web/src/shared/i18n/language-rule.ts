import { DEFAULT_LANGUAGE, type Language } from "@mkt/contracts";

/** §4: no stored language means Italian; a stored "it" stays Italian; anything else becomes English. */
export function normalizeLanguage(stored: string | null | undefined): Language {
  if (stored === null || stored === undefined || stored.trim() === "") return DEFAULT_LANGUAGE;
  return stored.trim().toLowerCase() === "it" ? "it" : "en";
}

/**
 * §9: the logged-in user area (its top bar) defaults to English when no user language is stored; a stored one
 * follows §4 (it stays Italian, anything else is English).
 */
export function signedInLanguage(userLanguage: string | null | undefined): Language {
  return userLanguage?.trim() ? normalizeLanguage(userLanguage) : "en";
}

/**
 * The starting language: a signed-in user's (English when their record stores none, §9); a visitor's stored
 * ITA/ENG choice, else Italian (§4).
 */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  storedChoice: string | null | undefined,
  signedIn = false,
): Language {
  if (signedIn || userLanguage) return signedInLanguage(userLanguage);
  return normalizeLanguage(storedChoice);
}

/**
 * The language an e-mailed link asks for (`lang`, it/en) applies only to a visitor who is not signed in and has
 * made no ITA/ENG choice on this device; null when it does not apply.
 */
export function linkLanguage(
  linkLang: string | null,
  signedIn: boolean,
  storedChoice: string | null,
): Language | null {
  if (signedIn || storedChoice || (linkLang !== "it" && linkLang !== "en")) return null;
  return linkLang;
}

/** Label shown by the language menu (§3: ENG / ITA). */
export function languageCode(language: Language): "ITA" | "ENG" {
  return language === "it" ? "ITA" : "ENG";
}
