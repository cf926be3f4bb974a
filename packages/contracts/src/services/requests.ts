import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { SERVICE_LIMITS } from "./constants.ts";

/**
 * Quote requests on services (issue 15 step 5): a client sends one request (scope, budget, dates) to one or several
 * shortlisted services; each supplier answers with a Fixed Price proposal (the quotes flow) or declines, and talks
 * with the client in the chat; the client compares the answers side by side and accepts one, which opens a
 * collaboration on that service. See docs/services.md.
 */
export const SERVICE_REQUEST_LIMITS = {
  targetsMax: 5,
  titleMax: 160,
  scopeMin: 20,
  scopeMax: 4000,
  declineReasonMin: 5,
  declineReasonMax: 500,
} as const;

/** open → awarded (one answer accepted) | cancelled (by the client, while open). */
export const SERVICE_REQUEST_STATUSES = ["open", "awarded", "cancelled"] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/**
 * One targeted service: sent → viewed (the supplier opened it) → quoted (a proposal) | declined (with a reason);
 * accepting one answer makes it accepted and every other not_chosen; cancelling the request cancels the rest.
 */
export const SERVICE_REQUEST_TARGET_STATUSES = [
  "sent",
  "viewed",
  "quoted",
  "declined",
  "accepted",
  "not_chosen",
  "cancelled",
] as const;
export type ServiceRequestTargetStatus = (typeof SERVICE_REQUEST_TARGET_STATUSES)[number];

/** Who asks services for quotes: the client company's people (they own needs). */
export const SERVICE_REQUESTER_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
] as const satisfies readonly RoleId[];

/** The statuses of a target the supplier can still answer (propose or decline). */
export const SERVICE_TARGET_ANSWERABLE_STATUSES = [
  "sent",
  "viewed",
] as const satisfies readonly ServiceRequestTargetStatus[];

/** A target the supplier can still answer (propose or decline). */
export const isServiceTargetAnswerable = (status: ServiceRequestTargetStatus) =>
  (SERVICE_TARGET_ANSWERABLE_STATUSES as readonly ServiceRequestTargetStatus[]).includes(status);

const invalid = { message: "validation.invalid" } as const;
const id = z.number({ message: "validation.required" }).int(invalid).positive(invalid);
const text = (min: number, max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(min, { message: "validation.too_short" })
    .max(max, { message: "validation.too_long" });
const isoDay = z
  .string({ message: "validation.required" })
  .min(1, { message: "validation.required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid);

/** POST service-requests: the request and the services it goes to (1–5, each approved and published). */
export const serviceRequestCreateBodySchema = z.object({
  service_ids: z
    .array(id, invalid)
    .min(1, { message: "validation.required" })
    .max(SERVICE_REQUEST_LIMITS.targetsMax, { message: "validation.too_many" })
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate" }),
  title: text(1, SERVICE_REQUEST_LIMITS.titleMax),
  scope: text(SERVICE_REQUEST_LIMITS.scopeMin, SERVICE_REQUEST_LIMITS.scopeMax),
  /** The most the client means to spend, whole euros VAT excluded; null: the client asks the supplier's price. */
  budget: z
    .number({ message: "validation.number" })
    .int({ message: "validation.number" })
    .min(1, { message: "validation.positive" })
    .max(SERVICE_LIMITS.priceMax, { message: "validation.number" })
    .nullish()
    .transform((v) => v ?? null),
  start_date: isoDay.nullish().transform((v) => v ?? null),
  /** When the work must be delivered: answers may not promise a later delivery. */
  deadline: isoDay,
});
export type ServiceRequestCreateBody = z.input<typeof serviceRequestCreateBodySchema>;
export type ServiceRequestCreateInput = z.output<typeof serviceRequestCreateBodySchema>;

export interface ServiceRequestRuleIssue {
  field: "start_date" | "deadline";
  code: "validation.not_past" | "validation.future_date" | "validation.date_order";
}

/** The request's dates against today: start from today, deadline after today and not before the start. */
export function validateServiceRequestDates(
  input: ServiceRequestCreateInput,
  today: string,
): ServiceRequestRuleIssue[] {
  const issues: ServiceRequestRuleIssue[] = [];
  if (input.start_date !== null && input.start_date < today)
    issues.push({ field: "start_date", code: "validation.not_past" });
  if (input.deadline <= today) issues.push({ field: "deadline", code: "validation.future_date" });
  else if (input.start_date !== null && input.deadline < input.start_date)
    issues.push({ field: "deadline", code: "validation.date_order" });
  return issues;
}

/** POST service-requests/targets/:id/decline: the supplier's reason, shown to the client. */
export const serviceRequestDeclineBodySchema = z.object({
  reason: text(SERVICE_REQUEST_LIMITS.declineReasonMin, SERVICE_REQUEST_LIMITS.declineReasonMax),
});
export type ServiceRequestDeclineBody = z.input<typeof serviceRequestDeclineBodySchema>;

/** GET service-requests (client) and service-requests/incoming (supplier): newest first, optionally one status. */
export const serviceRequestListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SERVICE_REQUEST_STATUSES, invalid).optional(),
});
export const serviceRequestIncomingQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SERVICE_REQUEST_TARGET_STATUSES, invalid).optional(),
});

/** The supplier's answer as the comparison shows it (a Fixed Price proposal of the quotes flow). */
export const serviceRequestAnswerSchema = z.object({
  quote_id: z.number(),
  price: z.number(),
  delivery_date: z.string(),
  note: z.string(),
  document_name: z.string().nullable(),
  created_at: z.string(),
});

/** One targeted service, for the client (comparison) and for its supplier. */
export const serviceRequestTargetSchema = z.object({
  id: z.number(),
  status: z.enum(SERVICE_REQUEST_TARGET_STATUSES),
  service: z.object({
    id: z.number(),
    /** The live title in the reader's language. */
    title: z.string(),
    delivery_model: z.string().nullable(),
    price_kind: z.string().nullable(),
    price_min: z.number().nullable(),
    price_max: z.number().nullable(),
    rating_avg: z.number().nullable(),
    rating_count: z.number(),
  }),
  supplier: z.object({ id: z.number(), name: z.string() }),
  answer: serviceRequestAnswerSchema.nullable(),
  decline_reason: z.string().nullable(),
  /** The conversation between the client and this supplier about the request, once one exists. */
  conversation_id: z.number().nullable(),
  /** The collaboration opened when this answer was accepted. */
  collaboration_id: z.number().nullable(),
  viewed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type ServiceRequestTarget = z.infer<typeof serviceRequestTargetSchema>;

/** A request with its targets (the client's view; a supplier sees only its own target). */
export const serviceRequestSchema = z.object({
  id: z.number(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  need_id: z.number(),
  title: z.string(),
  scope: z.string(),
  budget: z.number().nullable(),
  start_date: z.string().nullable(),
  deadline: z.string(),
  client: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
  targets: z.array(serviceRequestTargetSchema),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** POST service-requests/:id/accept: the target whose answer the client accepts. */
export const serviceRequestAcceptBodySchema = z.object({ target_id: id });
