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

/** The Assumi add-on bought alone for a plan the client already has (addon-alone.ts). */
export function addonAloneProductName(plan: { name: string; name_en?: string | null }, language: Language) {
  return language === "en"
    ? `Assumi add-on for the ${planName(plan, language)} plan`
    : `Add-on Assumi per il piano ${planName(plan, language)}`;
}

const day = (isoDay: string) => formatDayMonthYear(new Date(`${isoDay}T00:00:00Z`));

/** What an invoice line says: the product and the period it pays for (DD/MM/YYYY – DD/MM/YYYY). */
export function invoiceLineText(
  plan: { name: string; name_en?: string | null },
  addon: boolean | "alone",
  period: { start: string; end: string },
  language: Language,
) {
  const product =
    addon === "alone" ? addonAloneProductName(plan, language) : planProductName(plan, addon, language);
  return `${product} (${day(period.start)} – ${day(period.end)})`;
}

export type StoredInvoiceLine = {
  /** The text written when the invoice was issued (Italian). */
  description: string;
  /** The plan bought, when the invoice names one still in the catalogue. */
  plan: { name: string; name_en?: string | null } | null;
  addon: boolean;
  /** The add-on bought alone, for the plan the client already had. */
  addonAlone?: boolean;
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
  const addon = line.addonAlone ? "alone" : line.addon;
  return invoiceLineText(line.plan, addon, { start: line.periodStart, end: line.periodEnd }, language);
}
