import { useState } from "react";
import { useSearchParams } from "react-router";
import { getSession } from "../session/session-store.ts";
import { STORAGE_KEYS } from "../session/storage-keys.ts";
import { i18n } from "./i18n.ts";
import { linkLanguage } from "./language-rule.ts";

/**
 * Pages opened from an e-mailed link (review and interview tokens): the link's `lang` sets the page's language
 * before the first paint, without storing it (see linkLanguage for when it applies).
 */
export function useLinkLanguage(): void {
  const [params] = useSearchParams();
  const lang = params.get("lang");
  useState(() => {
    const language = linkLanguage(lang, getSession() !== null, localStorage.getItem(STORAGE_KEYS.language));
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
    return lang;
  });
}
