import type { ServiceContent } from "@mkt/contracts";

/** The fields of a service's content as the review shows them, one row each (price and duration grouped). */
export const SERVICE_FIELDS = [
  "title_it",
  "title_en",
  "description_it",
  "description_en",
  "category_id",
  "delivery_model",
  "price",
  "duration",
  "technology_ids",
  "sector_ids",
  "deliverables",
  "case_studies",
  "attachments",
] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];

const sameIds = (a: readonly number[], b: readonly number[]) => {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
};

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as T));

type CaseStudy = ServiceContent["case_studies"][number];
const sameCaseStudy = (a: CaseStudy, b: CaseStudy) =>
  a.title === b.title &&
  a.outcome === b.outcome &&
  a.client_sector_id === b.client_sector_id &&
  a.collaboration_id === b.collaboration_id;

const SAME: Record<ServiceField, (a: ServiceContent, b: ServiceContent) => boolean> = {
  title_it: (a, b) => a.title_it === b.title_it,
  title_en: (a, b) => a.title_en === b.title_en,
  description_it: (a, b) => a.description_it === b.description_it,
  description_en: (a, b) => a.description_en === b.description_en,
  category_id: (a, b) => a.category_id === b.category_id,
  delivery_model: (a, b) => a.delivery_model === b.delivery_model,
  price: (a, b) =>
    a.price_kind === b.price_kind && a.price_min === b.price_min && a.price_max === b.price_max,
  duration: (a, b) =>
    a.duration_min_days === b.duration_min_days && a.duration_max_days === b.duration_max_days,
  // Technologies and sectors are sets: picking them in another order is no change.
  technology_ids: (a, b) => sameIds(a.technology_ids, b.technology_ids),
  sector_ids: (a, b) => sameIds(a.sector_ids, b.sector_ids),
  // Deliverables and case studies are shown in their order: reordering them is a change.
  deliverables: (a, b) => sameList(a.deliverables, b.deliverables, (x, y) => x === y),
  case_studies: (a, b) => sameList(a.case_studies, b.case_studies, sameCaseStudy),
  // Brochures: another file, a renamed one or another order is a change.
  attachments: (a, b) =>
    sameList(a.attachments, b.attachments, (x, y) => x.file_id === y.file_id && x.name === y.name),
};

/**
 * The fields of the submitted content that differ from the live (approved) one. A first submission has no live
 * version: nothing is "changed", the whole service is new.
 */
export function changedServiceFields(
  live: ServiceContent | null,
  submitted: ServiceContent,
): Set<ServiceField> {
  if (live === null) return new Set();
  return new Set(SERVICE_FIELDS.filter((field) => !SAME[field](live, submitted)));
}
