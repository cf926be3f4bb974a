import { invoiceDescription, type Language } from "@mkt/contracts";
import type { invoice } from "../../db/schema/index.ts";

/** An invoice row as the billing reads give it: with its plan's names and whether the add-on was bought. */
export type InvoiceWithPlan = {
  invoice: typeof invoice.$inferSelect;
  planName: string | null;
  planNameEn: string | null;
  addon: boolean | null;
  /** The add-on bought alone for the plan the company had. */
  addonAlone: boolean | null;
};

/** The invoice's description in the reader's language (contracts invoiceDescription). */
export function describeInvoice(row: InvoiceWithPlan, language: Language): string {
  return invoiceDescription(
    {
      description: row.invoice.description,
      plan: row.planName === null ? null : { name: row.planName, name_en: row.planNameEn },
      addon: row.addon ?? false,
      addonAlone: row.addonAlone ?? false,
      periodStart: row.invoice.periodStart,
      periodEnd: row.invoice.periodEnd,
    },
    language,
  );
}
