import type { Language } from "@mkt/contracts";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { resolveLanguage } from "./language-rule.ts";

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

/**
 * The language the page starts in (language-rule.ts resolveLanguage). Its own module, without i18next: the entry
 * (main.tsx, app/route-preload.ts) asks for it before the app's libraries have arrived.
 */
export function initialLanguage(): Language {
  const user = storedUser();
  return resolveLanguage(user.language, localStorage.getItem(STORAGE_KEYS.language), user.signedIn);
}

/** Whether a session is stored (a token with its user): the signed-in screens can be fetched ahead. */
export function hasStoredSession(): boolean {
  return storedUser().signedIn;
}
