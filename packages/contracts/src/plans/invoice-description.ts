import type { Language } from "../common/constants.ts";
import { formatDayMonthYear } from "../common/dates.ts";
import { planName } from "./plan-names.ts";

/** The product name of a plan bought with the Assumi add-on (a name: the same in every language). */
export function planProductName(
  plan: { name: string; name_en?: string | null },
  addon: boolean,
  language: Language,
) {
  return `${planName(plan, language)}${addon ? " + Assumi" : ""}`;
}

const day = (isoDay: string) => formatDayMonthYear(new Date(`${isoDay}T00:00:00Z`));

/** What an invoice line says: the product and the period it pays for (DD/MM/YYYY – DD/MM/YYYY). */
export function invoiceLineText(
  plan: { name: string; name_en?: string | null },
  addon: boolean,
  period: { start: string; end: string },
  language: Language,
) {
  return `${planProductName(plan, addon, language)} (${day(period.start)} – ${day(period.end)})`;
}

export type StoredInvoiceLine = {
  /** The text written when the invoice was issued (Italian). */
  description: string;
  /** The plan bought, when the invoice names one still in the catalogue. */
  plan: { name: string; name_en?: string | null } | null;
  addon: boolean;
  periodStart: string;
  periodEnd: string;
};

/**
 * An invoice's description in the reader's language (issue 20): the text stored when it was issued for Italian
 * readers (an invoice reads as it was issued), rebuilt from its plan's English name for English readers; the
 * stored text when the invoice names no plan.
 */
export function invoiceDescription(line: StoredInvoiceLine, language: Language): string {
  if (language === "it" || !line.plan) return line.description;
  return invoiceLineText(line.plan, line.addon, { start: line.periodStart, end: line.periodEnd }, language);
}
