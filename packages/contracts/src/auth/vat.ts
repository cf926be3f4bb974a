/**
 * Italian VAT number (partita IVA): 11 digits, optionally prefixed with IT. The last digit is a
 * Luhn-style check digit: digits in odd positions are summed, digits in even positions are doubled
 * (minus 9 when over 9) and summed; the check digit brings the total to a multiple of 10.
 */
export function normalizeItalianVat(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase().replace(/^IT/, "");
}

export function isValidItalianVat(raw: string): boolean {
  const vat = normalizeItalianVat(raw);
  if (!/^\d{11}$/.test(vat)) return false;
  if (/^0{7}/.test(vat)) return false;
  return computeItalianVatCheckDigit(vat.slice(0, 10)) === Number(vat[10]);
}

/** Check digit for the first 10 digits of a partita IVA. */
export function computeItalianVatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** A foreign company's free-form VAT/tax number: letters, digits, spaces, dots and dashes, 2–30 chars. */
export function isPlausibleForeignVat(raw: string): boolean {
  const v = raw.trim();
  return v.length >= 2 && v.length <= 30 && /^[A-Za-z0-9 .\-/]+$/.test(v);
}
