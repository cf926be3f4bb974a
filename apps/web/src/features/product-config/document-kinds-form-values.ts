import type { DOCUMENTED_COMPANY_TYPES, DocumentationSettings } from "@mkt/contracts";

export type DocumentedCompanyType = (typeof DOCUMENTED_COMPANY_TYPES)[number];

/** One kind as the form holds it: numbers as typed text, `saved` marks a kind that exists (its code is fixed). */
export type DocumentKindValues = {
  code: string;
  label_it: string;
  label_en: string;
  required_for: DocumentedCompanyType[];
  validity_months: string;
  saved: boolean;
};
export type DocumentKindsValues = { kinds: DocumentKindValues[]; reminder_days: string };

export const EMPTY_KIND: DocumentKindValues = {
  code: "",
  label_it: "",
  label_en: "",
  required_for: [],
  validity_months: "",
  saved: false,
};

export function toFormValues(settings: DocumentationSettings): DocumentKindsValues {
  return {
    reminder_days: String(settings.reminder_days),
    kinds: settings.kinds.map((k) => ({
      code: k.code,
      label_it: k.label_it,
      label_en: k.label_en,
      required_for: [...k.required_for],
      validity_months: k.validity_months === null ? "" : String(k.validity_months),
      saved: true,
    })),
  };
}

/** A typed number: empty stays empty (null validity: no expiry), anything else goes to the schema as a number. */
const numberOrText = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

/** The request body (PUT admin/documentation/settings) the schema checks: empty validity means no expiry. */
export function toBody(values: DocumentKindsValues) {
  return {
    reminder_days: numberOrText(values.reminder_days),
    kinds: values.kinds.map((k) => ({
      code: k.code.trim(),
      label_it: k.label_it,
      label_en: k.label_en,
      required_for: k.required_for,
      validity_months: k.validity_months.trim() === "" ? null : numberOrText(k.validity_months),
    })),
  };
}
