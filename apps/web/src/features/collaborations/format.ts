import type { Language } from "@mkt/contracts";

const locale = (language: Language) => (language === "it" ? "it-IT" : "en-GB");

/** "03/03/2030" from an ISO date (YYYY-MM-DD) or date-time. */
export function formatDate(value: string | null, language: Language): string | null {
  if (!value) return null;
  const date = value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale(language), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Rome",
  }).format(date);
}

/** "lun 3 mar 2030, 10:30" in the browser's time zone (the slot the user picks is the time they see). */
export function formatDateTime(value: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(value));
}

/** A datetime-local input value ("2030-03-03T10:30") as an ISO instant in the browser's zone. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The datetime-local value of a date, n hours from now rounded to the hour (the dialog's defaults). */
export function inputHoursFromNow(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
