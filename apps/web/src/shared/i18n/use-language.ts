import type { Language } from "@mkt/contracts";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "./language-rule.ts";

/** The interface language as a contracts Language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language);
}
