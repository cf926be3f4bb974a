import {
  type ServiceAttachment,
  type ServiceCaseStudy,
  type ServiceContent,
  type ServiceDetail,
  type ServiceListItem,
  type ServiceState,
  type ServiceStatus,
  serviceContentSchema,
  serviceStatus,
} from "@mkt/contracts";
import type { LiveColumns, ServiceRow } from "./queries/services.ts";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type WorkingStatus = ServiceState["working"];
const WORKING: readonly string[] = ["draft", "submitted", "rejected"];
const workingStatus = (status: string | null | undefined): WorkingStatus =>
  status && WORKING.includes(status) ? (status as Exclude<WorkingStatus, null>) : null;

/** The state of a service for the contract's rules. */
export function stateOf(row: ServiceRow): ServiceState {
  return {
    approved: row.service.approvedRevisionId !== null,
    working: row.service.workingRevisionId === null ? null : workingStatus(row.working?.status),
    published: row.service.published,
  };
}

/** The `status` column for a state (the contract's serviceStatus). */
export const statusOf = (state: ServiceState): ServiceStatus => serviceStatus(state);

/** A revision's stored content as the contract reads it (filled defaults). */
export const readContent = (content: unknown): ServiceContent => serviceContentSchema.parse(content);

/** The live columns of a service, as the approved content writes them. */
export function liveColumns(content: ServiceContent): LiveColumns {
  return {
    titleIt: content.title_it,
    titleEn: content.title_en,
    descriptionIt: content.description_it,
    descriptionEn: content.description_en,
    categoryId: content.category_id,
    deliveryModel: content.delivery_model,
    priceKind: content.price_kind,
    priceMin: content.price_min,
    priceMax: content.price_max,
    durationMinDays: content.duration_min_days,
    durationMaxDays: content.duration_max_days,
    technologyIds: content.technology_ids,
    sectorIds: content.sector_ids,
    deliverables: content.deliverables,
    caseStudies: content.case_studies,
    attachments: content.attachments,
  };
}

/** The live brochures as stored (`[{ file_id, name }]`), entries of another shape dropped. */
export function readAttachments(stored: unknown): ServiceAttachment[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((a) =>
    typeof a?.file_id === "number" && typeof a.name === "string"
      ? [{ file_id: a.file_id, name: a.name }]
      : [],
  );
}

/** The live (approved) content from the service's columns; null until the first approval. */
export function liveContent(s: ServiceRow["service"]): ServiceContent | null {
  if (s.approvedRevisionId === null) return null;
  return {
    title_it: s.titleIt ?? "",
    title_en: s.titleEn ?? "",
    description_it: s.descriptionIt ?? "",
    description_en: s.descriptionEn ?? "",
    category_id: s.categoryId ?? 0,
    delivery_model: s.deliveryModel as ServiceContent["delivery_model"],
    price_kind: s.priceKind as ServiceContent["price_kind"],
    price_min: s.priceMin,
    price_max: s.priceMax,
    duration_min_days: s.durationMinDays,
    duration_max_days: s.durationMaxDays,
    technology_ids: s.technologyIds,
    sector_ids: s.sectorIds,
    deliverables: s.deliverables,
    case_studies: s.caseStudies as ServiceCaseStudy[],
    attachments: readAttachments(s.attachments),
  };
}

export function toDetail(row: ServiceRow): ServiceDetail {
  const s = row.service;
  const w = s.workingRevisionId === null ? null : row.working;
  return {
    id: s.id,
    company_id: s.companyId,
    company_name: row.companyName,
    status: statusOf(stateOf(row)),
    published: s.published,
    live: liveContent(s),
    working: w
      ? {
          id: w.id,
          status: workingStatus(w.status) ?? "draft",
          content: readContent(w.content),
          submitted_at: iso(w.submittedAt),
          decided_at: iso(w.decidedAt),
          rejection_reason: w.rejectionReason,
          updated_at: w.updatedAt.toISOString(),
        }
      : null,
    approved_at: iso(s.approvedAt),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

type ListRow = {
  id: number;
  companyId: number;
  companyName: string;
  title: string;
  category: string | null;
  status: string;
  published: boolean;
  approvedRevisionId: number | null;
  workingRevisionId: number | null;
  workingStatus: string | null;
  rejectionReason: string | null;
  submittedAt: Date | null;
  updatedAt: Date;
};

export function toListItem(row: ListRow): ServiceListItem {
  const state: ServiceState = {
    approved: row.approvedRevisionId !== null,
    working: row.workingRevisionId === null ? null : workingStatus(row.workingStatus),
    published: row.published,
  };
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    title: row.title,
    category: row.category,
    status: statusOf(state),
    published: row.published,
    has_pending_changes: state.approved && state.working !== null,
    rejection_reason: state.working === "rejected" ? row.rejectionReason : null,
    submitted_at: iso(row.submittedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}
