import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { isoDaySchema } from "./documentation.ts";

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
