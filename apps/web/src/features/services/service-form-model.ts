import {
  type ServiceAttachment,
  type ServiceContent,
  type ServiceDeliveryModel,
  type ServicePriceKind,
  serviceContentSchema,
} from "@mkt/contracts";

/** A case study as the form edits it: the client sector is "" until chosen; the collaboration is kept as loaded. */
export type CaseStudyValues = {
  title: string;
  client_sector_id: number | "";
  outcome: string;
  collaboration_id: number | null;
};

/** The form's values: numbers typed as text ("" for none), selects "" until chosen. */
export type ServiceFormValues = {
  title_it: string;
  title_en: string;
  description_it: string;
  description_en: string;
  category_id: number | "";
  delivery_model: ServiceDeliveryModel | "";
  price_kind: ServicePriceKind;
  price_min: string;
  price_max: string;
  duration_min_days: string;
  duration_max_days: string;
  technology_ids: number[];
  sector_ids: number[];
  deliverables: string[];
  case_studies: CaseStudyValues[];
  /** The brochures (PDF) already uploaded, by file id. */
  attachments: ServiceAttachment[];
};

export const EMPTY_CASE_STUDY: CaseStudyValues = {
  title: "",
  client_sector_id: "",
  outcome: "",
  collaboration_id: null,
};

export const EMPTY_SERVICE: ServiceFormValues = {
  title_it: "",
  title_en: "",
  description_it: "",
  description_en: "",
  category_id: "",
  delivery_model: "",
  price_kind: "from",
  price_min: "",
  price_max: "",
  duration_min_days: "",
  duration_max_days: "",
  technology_ids: [],
  sector_ids: [],
  deliverables: [],
  case_studies: [],
  attachments: [],
};

const text = (value: number | null) => (value === null ? "" : String(value));

/** A saved content as form values. */
export function contentToValues(content: ServiceContent | null | undefined): ServiceFormValues {
  if (!content) return EMPTY_SERVICE;
  return {
    title_it: content.title_it,
    title_en: content.title_en,
    description_it: content.description_it,
    description_en: content.description_en,
    category_id: content.category_id,
    delivery_model: content.delivery_model,
    price_kind: content.price_kind,
    price_min: text(content.price_min),
    price_max: text(content.price_max),
    duration_min_days: text(content.duration_min_days),
    duration_max_days: text(content.duration_max_days),
    technology_ids: content.technology_ids,
    sector_ids: content.sector_ids,
    deliverables: content.deliverables,
    case_studies: content.case_studies.map((c) => ({
      title: c.title,
      client_sector_id: c.client_sector_id ?? "",
      outcome: c.outcome,
      collaboration_id: c.collaboration_id,
    })),
    attachments: content.attachments,
  };
}

/** A typed figure: "" is none, anything else a number (a non-number fails the schema's number check). */
const figure = (value: string): number | null => (value.trim() === "" ? null : Number(value.trim()));

/**
 * The values as the contract's input (an unchosen select is missing, so the contract names it). Amounts the price
 * kind does not use are dropped (switching from a range to "on quote" does not keep the hidden figures).
 */
export function valuesToInput(values: ServiceFormValues): Record<string, unknown> {
  const kind = values.price_kind;
  return {
    title_it: values.title_it,
    title_en: values.title_en,
    description_it: values.description_it,
    description_en: values.description_en,
    category_id: values.category_id === "" ? undefined : values.category_id,
    delivery_model: values.delivery_model === "" ? undefined : values.delivery_model,
    price_kind: kind,
    price_min: kind === "on_quote" ? null : figure(values.price_min),
    price_max: kind === "range" ? figure(values.price_max) : null,
    duration_min_days: figure(values.duration_min_days),
    duration_max_days: figure(values.duration_max_days),
    technology_ids: values.technology_ids,
    sector_ids: values.sector_ids,
    deliverables: values.deliverables,
    case_studies: values.case_studies.map((c) => ({
      title: c.title,
      client_sector_id: c.client_sector_id === "" ? null : c.client_sector_id,
      outcome: c.outcome,
      collaboration_id: c.collaboration_id,
    })),
    attachments: values.attachments,
  };
}

/** The request body of a valid form (trimmed texts, defaults filled by the contract). */
export function valuesToContent(values: ServiceFormValues): ServiceContent {
  return serviceContentSchema.parse(valuesToInput(values));
}

/** Every field the API may name in a field error, for this form's number of list items. */
export function serverFieldNames(values: ServiceFormValues) {
  const fixed = [
    "title_it",
    "title_en",
    "description_it",
    "description_en",
    "category_id",
    "delivery_model",
    "price_kind",
    "price_min",
    "price_max",
    "duration_min_days",
    "duration_max_days",
    "technology_ids",
    "sector_ids",
    "deliverables",
    "case_studies",
    "attachments",
  ] as const;
  const deliverables = values.deliverables.map((_, i) => `deliverables.${i}` as const);
  const caseStudies = values.case_studies.flatMap((_, i) =>
    (["title", "client_sector_id", "outcome", "collaboration_id"] as const).map(
      (field) => `case_studies.${i}.${field}` as const,
    ),
  );
  const attachments = values.attachments.map((_, i) => `attachments.${i}.file_id` as const);
  return [...fixed, ...deliverables, ...caseStudies, ...attachments];
}
