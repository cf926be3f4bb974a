import { normalizeItalianVat } from "@mkt/contracts";

/** Country + normalised number: the company's VAT identity, unique across the platform (company.vat_key). */
export function vatKey(vatNumber: string, foreign: boolean, country: string | undefined): string {
  return foreign
    ? `${country ?? ""}:${vatNumber.replace(/[\s.\-/]/g, "").toUpperCase()}`
    : `IT:${normalizeItalianVat(vatNumber)}`;
}
