import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { isoDaySchema } from "./documentation.ts";

/**
 * Every action the audit log records (the API's writer takes only these, so each has a name in the back office's
 * two languages). Older lines keep their code; the log shows the code for one this list no longer holds.
 */
export const AUDIT_ACTIONS = [
  "assume_requested",
  "assume_started",
  "assume_ended",
  "mfa_enabled",
  "mfa_disabled",
  "mfa_recovery_regenerated",
  "privacy_export",
  "privacy_erase",
  "configuration_changed",
  "page_description_changed",
  "company_function_changed",
  "staff_user_invited",
  "staff_user_updated",
  "company_created",
  "ghost_company_created",
  "ghost_claim_invited",
  "ghost_company_claimed",
  "inscription_approved",
  "inscription_rejected",
  "freelance_verified",
  "documentation_settings_changed",
  "documentation_submitted",
  "documentation_approved",
  "documentation_blocked",
  "documentation_expired",
  "company_document_approved",
  "company_document_rejected",
  "reference.technology.create",
  "reference.technology.update",
  "reference.technology.enabled",
  "reference.technology.merge",
  "reference.job_sector.create",
  "reference.job_sector.update",
  "reference.job_sector.enabled",
  "reference.job_sector.merge",
  "reference.category.create",
  "reference.category.update",
  "reference.category.enabled",
  "reference.category.merge",
  "reference.language.create",
  "reference.language.update",
  "reference.language.enabled",
  "reference.lookup.update",
  "reference.lookup.enabled",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Rows a CSV export of the audit log carries at most (the newest of the filter). */
export const AUDIT_LOG_EXPORT_MAX = 10_000;

/** GET admin/audit-log (and its .csv): who did what, to which company, when, as whom. */
export const auditLogQuerySchema = paginationQuerySchema
  .extend({
    actor: z.string().trim().max(120, { message: "validation.too_long" }).optional(),
    action: z.string().trim().max(40, { message: "validation.too_long" }).optional(),
    company_id: z.coerce.number({ message: "validation.number" }).int().positive().max(INT4_MAX).optional(),
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    assumed_only: z
      .enum(["0", "1"], { message: "validation.invalid" })
      .optional()
      .transform((v) => v === "1"),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.date_order" });
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable();

export const auditLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actor: person,
  /** The staff user behind the actor when the action was taken while acting as another user. */
  assumed_by: person,
  subject_user: person,
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** The action names the log holds, for the filter. */
  actions: z.array(z.string()),
});
