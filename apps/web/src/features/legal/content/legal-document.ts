import type { Language } from "@mkt/contracts";
import type { LegalDocument, LegalKind } from "./legal-types.ts";

export type { LegalBlock, LegalDocument, LegalKind, LegalSection } from "./legal-types.ts";

/**
 * The text of a legal document in a language, loaded on demand (each text is its own chunk, so the pages that
 * only link to it do not carry it). The version they describe is TERMS_VERSION in contracts.
 */
export function loadLegalDocument(kind: LegalKind, language: Language): Promise<LegalDocument> {
  if (kind === "terms") {
    return language === "en"
      ? import("./terms-en.ts").then((m) => m.TERMS_EN)
      : import("./terms-it.ts").then((m) => m.TERMS_IT);
  }
  return language === "en"
    ? import("./privacy-en.ts").then((m) => m.PRIVACY_EN)
    : import("./privacy-it.ts").then((m) => m.PRIVACY_IT);
}
