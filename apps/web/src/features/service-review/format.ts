import type { Language } from "@mkt/contracts";

const locale = (language: Language) => (language === "it" ? "it-IT" : "en-GB");

/** A date and time of the review (submitted, approved). */
export function dateTimeLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}
