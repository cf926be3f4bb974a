import { ROLE, type RoleId } from "../auth/roles.ts";

/** Limits of a service's content (issue 15). Prices are whole euros, VAT excluded. */
export const SERVICE_LIMITS = {
  titleMax: 140,
  descriptionMax: 8000,
  deliverablesMax: 15,
  deliverableMax: 200,
  technologiesMax: 20,
  sectorsMax: 10,
  caseStudiesMax: 5,
  caseStudyTitleMax: 140,
  caseStudyOutcomeMax: 1500,
  priceMax: 10_000_000,
  durationDaysMax: 730,
  rejectionReasonMax: 1000,
  brochureMaxBytes: 10 * 1024 * 1024,
  /** Brochures (PDF) a service's content may list. */
  attachmentsMax: 3,
  attachmentNameMax: 200,
} as const;

/** How the service is sold: a fixed price, time and material, or a subscription / managed service. */
export const SERVICE_DELIVERY_MODELS = ["fixed_price", "time_material", "managed_service"] as const;
export type ServiceDeliveryModel = (typeof SERVICE_DELIVERY_MODELS)[number];

/** A from-price, a price range, or "on quote" (no figure shown). */
export const SERVICE_PRICE_KINDS = ["from", "range", "on_quote"] as const;
export type ServicePriceKind = (typeof SERVICE_PRICE_KINDS)[number];

/**
 * The review state of a service as its supplier sees it: draft (never sent), submitted (waiting for staff),
 * rejected (with the reason), approved. An approved service with changes waiting keeps its approved version
 * listed (see `ServiceDetail.pending`).
 */
export const SERVICE_STATUSES = ["draft", "submitted", "rejected", "approved"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** States of one revision of the content; `superseded` is a draft or rejected revision replaced by a newer one. */
export const SERVICE_REVISION_STATUSES = [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "superseded",
] as const;
export type ServiceRevisionStatus = (typeof SERVICE_REVISION_STATUSES)[number];

/** Who publishes services for their company (§1: suppliers and freelancers). */
export const SERVICE_MANAGER_ROLES = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.FREELANCER,
] as const satisfies readonly RoleId[];

/** Who reviews services (§6 staff). */
export const SERVICE_REVIEWER_ROLES = [
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
] as const satisfies readonly RoleId[];

/** Published services a supplier may have without a plan that says otherwise. */
export const DEFAULT_MAX_PUBLISHED_SERVICES = 3;
