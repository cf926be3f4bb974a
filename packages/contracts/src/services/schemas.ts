import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import {
  SERVICE_DELIVERY_MODELS,
  SERVICE_LIMITS,
  SERVICE_PRICE_KINDS,
  SERVICE_REVISION_STATUSES,
  SERVICE_STATUSES,
} from "./constants.ts";

const invalid = { message: "validation.invalid" } as const;
const text = (max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(max, { message: "validation.too_long" });
const id = z.number({ message: "validation.required" }).int(invalid).positive(invalid);
const euros = z
  .number({ message: "validation.number" })
  .int({ message: "validation.number" })
  .min(1, { message: "validation.positive" })
  .max(SERVICE_LIMITS.priceMax, { message: "validation.number" });
const days = z
  .number({ message: "validation.number" })
  .int({ message: "validation.number" })
  .min(1, { message: "validation.positive" })
  .max(SERVICE_LIMITS.durationDaysMax, { message: "validation.number" });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
const uniqueIds = (max: number) =>
  z
    .array(id)
    .max(max, { message: "validation.too_many" })
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate" })
    .default([]);

/** A case study: the client's sector, what was achieved, optionally the completed collaboration it came from. */
export const serviceCaseStudySchema = z.object({
  title: text(SERVICE_LIMITS.caseStudyTitleMax),
  client_sector_id: nullable(id),
  outcome: text(SERVICE_LIMITS.caseStudyOutcomeMax),
  collaboration_id: nullable(id),
});
export type ServiceCaseStudy = z.output<typeof serviceCaseStudySchema>;

/** A brochure of the service: a PDF the company uploaded (`POST services/files`), by id, with its shown name. */
export const serviceAttachmentSchema = z.object({
  file_id: id,
  name: text(SERVICE_LIMITS.attachmentNameMax),
});
export type ServiceAttachment = z.output<typeof serviceAttachmentSchema>;

/** The answer of a brochure upload: the new file's id, its (safe) name and size in bytes. */
export const serviceFileSchema = z.object({ file_id: z.number(), name: z.string(), size: z.number() });
export type ServiceFile = z.infer<typeof serviceFileSchema>;

/**
 * The content of a service, written by its supplier in Italian and English. Price: `from` needs price_min,
 * `range` price_min ≤ price_max, `on_quote` neither. Duration: optional, min ≤ max.
 */
export const serviceContentSchema = z
  .object({
    title_it: text(SERVICE_LIMITS.titleMax),
    title_en: text(SERVICE_LIMITS.titleMax),
    description_it: text(SERVICE_LIMITS.descriptionMax),
    description_en: text(SERVICE_LIMITS.descriptionMax),
    category_id: id,
    delivery_model: z.enum(SERVICE_DELIVERY_MODELS, { message: "validation.required" }),
    price_kind: z.enum(SERVICE_PRICE_KINDS, { message: "validation.required" }),
    price_min: nullable(euros),
    price_max: nullable(euros),
    duration_min_days: nullable(days),
    duration_max_days: nullable(days),
    technology_ids: uniqueIds(SERVICE_LIMITS.technologiesMax),
    sector_ids: uniqueIds(SERVICE_LIMITS.sectorsMax),
    deliverables: z
      .array(text(SERVICE_LIMITS.deliverableMax))
      .max(SERVICE_LIMITS.deliverablesMax, { message: "validation.too_many" })
      .default([]),
    case_studies: z
      .array(serviceCaseStudySchema)
      .max(SERVICE_LIMITS.caseStudiesMax, { message: "validation.too_many" })
      .default([]),
    attachments: z
      .array(serviceAttachmentSchema)
      .max(SERVICE_LIMITS.attachmentsMax, { message: "validation.too_many" })
      .refine((list) => new Set(list.map((a) => a.file_id)).size === list.length, {
        message: "validation.duplicate",
      })
      .default([]),
  })
  // `when`: the price and duration checks run even when other fields are wrong, so a form shows every error at once
  // (fields that failed keep their raw input: the checks only compare numbers).
  .superRefine(
    (v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const num = (x: unknown): x is number => typeof x === "number";
      if (v.price_kind !== "on_quote" && v.price_min === null) issue("price_min", "validation.required");
      if (v.price_kind === "range" && v.price_max === null) issue("price_max", "validation.required");
      if (v.price_kind === "range" && num(v.price_min) && num(v.price_max) && v.price_max < v.price_min)
        issue("price_max", "validation.range_order");
      if (v.price_kind !== "range" && num(v.price_max)) issue("price_max", "validation.invalid");
      if (v.price_kind === "on_quote" && num(v.price_min)) issue("price_min", "validation.invalid");
      if (num(v.duration_min_days) && num(v.duration_max_days) && v.duration_max_days < v.duration_min_days)
        issue("duration_max_days", "validation.range_order");
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type ServiceContentInput = z.input<typeof serviceContentSchema>;
export type ServiceContent = z.output<typeof serviceContentSchema>;

/** A product category (hierarchical: parent_id null for the top level), labelled in the reader's language. */
export const productCategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  /** Disabled by staff: pickers hide it, services that hold it still show it. */
  enabled: z.boolean().default(true),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** One revision of the content as its supplier and staff see it. */
export const serviceRevisionSchema = z.object({
  id: z.number(),
  status: z.enum(SERVICE_REVISION_STATUSES),
  content: serviceContentSchema,
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type ServiceRevision = z.infer<typeof serviceRevisionSchema>;

/**
 * A service for its supplier and for staff: the live (approved) version, null until the first approval, and the
 * working revision (draft, submitted or rejected), null when nothing waits.
 */
export const serviceDetailSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  published: z.boolean(),
  live: serviceContentSchema.nullable(),
  working: serviceRevisionSchema.nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** A row of the supplier's list and of the staff queue. */
export const serviceListItemSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  /** The working revision's title when there is one, else the live one (reader's language). */
  title: z.string(),
  category: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  published: z.boolean(),
  /** An approved service whose changes wait in a working revision. */
  has_pending_changes: z.boolean(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;

export const serviceListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(SERVICE_STATUSES, { message: "validation.invalid" }).optional(),
  search_word: z.string().trim().max(100, { message: "validation.too_long" }).optional(),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

export const serviceListSchema = z.object({
  items: z.array(serviceListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** Staff review queue: submitted services oldest first, optionally of one company or matching a word. */
export const serviceReviewQuerySchema = paginationQuerySchema.extend({
  company_id: z.coerce.number().int(invalid).positive(invalid).optional(),
  search_word: z.string().trim().max(100, { message: "validation.too_long" }).optional(),
});
export type ServiceReviewQuery = z.output<typeof serviceReviewQuerySchema>;

/** Staff's complete list: every company's services, optionally of one status or company, matching a word. */
export const serviceAllQuerySchema = serviceReviewQuerySchema.extend({
  status: z.enum(SERVICE_STATUSES, { message: "validation.invalid" }).optional(),
});
export type ServiceAllQuery = z.output<typeof serviceAllQuerySchema>;

export const serviceRejectBodySchema = z.object({
  reason: text(SERVICE_LIMITS.rejectionReasonMax),
});
