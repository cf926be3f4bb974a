import { must } from "../common/must.ts";

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The standard test cards the local checkout knows: these succeed, the decline numbers fail with their reason. */
export const TEST_CARDS: Record<string, "success" | "declined" | "insufficient_funds"> = {
  "4242424242424242": "success",
  "4000056655665556": "success",
  "5555555555554444": "success",
  "2223003122003222": "success",
  "378282246310005": "success",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient_funds",
};

export type CardOutcome =
  | "success"
  | "declined"
  | "insufficient_funds"
  | "invalid_number"
  | "expired"
  | "invalid_cvc"
  | "not_test_card";

/** What the local (test-mode) checkout answers for a card: only known test cards, never a real one. */
export function localCardOutcome(
  card: { number: string; expiry: string; cvc: string },
  today = new Date(),
): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits)) return "invalid_number";
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!match) return "expired";
  const month = Number(match[1]);
  const yearDigits = must(match[2], "the expiry's year (the pattern captures it)");
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  if (month < 1 || month > 12) return "expired";
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= today.getTime()) return "expired";
  const cvcLength = digits.startsWith("34") || digits.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return "invalid_cvc";
  return TEST_CARDS[digits] ?? "not_test_card";
}
