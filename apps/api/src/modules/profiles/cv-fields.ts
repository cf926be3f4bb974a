import {
  AT_COMPANY,
  NON_DIGITS,
  PHONE,
  ROLE_COMPANY_SPLIT,
  SEPARATOR,
  SPACE_RUNS,
  YEAR_RANGE,
} from "./cv-patterns.ts";
import { ROLE_WORDS } from "./cv-vocabulary.ts";

/** The first phone number of a text: 8–15 digits in groups, not a range of years. */
export function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    const digits = match[0].replace(NON_DIGITS, "");
    // Date ranges and years are not phone numbers: a phone has 8–15 digits and no year-like shape.
    if (digits.length < 8 || digits.length > 15) continue;
    if (YEAR_RANGE.test(match[0].trim())) continue;
    return match[0].trim();
  }
  return null;
}

/** The text without separators (spaces, punctuation, dashes) at either end, by a scan of each end. */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SEPARATOR.test(text.charAt(start))) start++;
  while (end > start && SEPARATOR.test(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** The role and the company named on an experience's date line ("Role at Company", "Company | Role"). */
export function splitRoleCompany(rest: string): { role: string; company: string } {
  const clean = trimSeparators(rest).replace(SPACE_RUNS, " ").trim();
  const at = AT_COMPANY.exec(clean);
  if (at && at.index > 0) {
    const company = clean.slice(at.index + at[0].length).trim();
    if (company) return { role: clean.slice(0, at.index).trim(), company };
  }
  const parts = clean
    .split(ROLE_COMPANY_SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length >= 2) {
    const [a, b] = parts as [string, string];
    return ROLE_WORDS.test(b) && !ROLE_WORDS.test(a) ? { role: b, company: a } : { role: a, company: b };
  }
  return ROLE_WORDS.test(clean) ? { role: clean, company: "" } : { role: "", company: clean };
}
