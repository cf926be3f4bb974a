import { z } from "zod";
import {
  COLLABORATION_ACTIONS,
  COLLABORATION_LIMITS,
  COLLABORATION_STATUSES,
  INTERVIEW_STATUSES,
} from "./constants.ts";
import { id, isoDate } from "./fields.ts";
import { interviewSchema } from "./interview-schemas.ts";
import {
  collaborationFeedbackSchema,
  collaborationReviewRequestSchema,
  externalCollaborationFeedbackSchema,
} from "./review-schemas.ts";

/**
 * POST collaborations: from an accepted candidacy (nomination_id), or directly on a published profile found in
 * search (profile_id with optional rate, dates and note).
 */
export const collaborationCreateBodySchema = z
  .object({
    nomination_id: id.optional(),
    profile_id: id.optional(),
    daily_rate: z.coerce.number().positive({ message: "validation.positive" }).max(99999).optional(),
    date_start: isoDate.optional(),
    date_end: isoDate.optional(),
    note: z.string().trim().max(COLLABORATION_LIMITS.noteMax, { message: "validation.too_long" }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.nomination_id === undefined) === (v.profile_id === undefined))
      ctx.addIssue({ code: "custom", path: ["nomination_id"], message: "validation.required" });
    if (v.date_start && v.date_end && v.date_end < v.date_start)
      ctx.addIssue({ code: "custom", path: ["date_end"], message: "validation.date_order" });
  });
export type CollaborationCreateBody = z.input<typeof collaborationCreateBodySchema>;

export const collaborationListQuerySchema = z.object({
  status: z.enum(COLLABORATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CollaborationListQuery = z.input<typeof collaborationListQuerySchema>;

export const adminCollaborationListQuerySchema = collaborationListQuerySchema.extend({
  company: z.string().trim().max(120).optional(),
});

export const cancelCollaborationBodySchema = z.object({
  reason: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(COLLABORATION_LIMITS.reasonMin, { message: "validation.too_short" })
    .max(COLLABORATION_LIMITS.reasonMax, { message: "validation.too_long" }),
});
export type CancelCollaborationBody = z.input<typeof cancelCollaborationBodySchema>;

const party = z.object({ id: z.number(), name: z.string() });

export const collaborationItemSchema = z.object({
  id: z.number(),
  status: z.enum(COLLABORATION_STATUSES),
  profile_id: z.number().nullable(),
  profile_name: z.string(),
  client: party,
  supplier: party,
  need_id: z.number().nullable(),
  need_title: z.string().nullable(),
  position_id: z.number().nullable(),
  position_title: z.string().nullable(),
  nomination_id: z.number().nullable(),
  /** A service collaboration's service (profile_id is then null and profile_name holds the title it opened with). */
  service: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** A service collaboration's agreed fixed price, EUR VAT excluded (null for a profile's collaboration). */
  price: z.number().nullable(),
  daily_rate: z.number().nullable(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  interview_status: z.enum(INTERVIEW_STATUSES).nullable(),
  interview_starts_at: z.string().nullable(),
  has_feedback: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the reader may do now (from rules.ts). */
  actions: z.array(z.enum(COLLABORATION_ACTIONS)),
});
export type CollaborationItem = z.infer<typeof collaborationItemSchema>;

export const collaborationCountsSchema = z.object({
  requested: z.number(),
  interview: z.number(),
  active: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});
export const collaborationPageSchema = z.object({
  items: z.array(collaborationItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  counts: collaborationCountsSchema,
});
export type CollaborationPage = z.infer<typeof collaborationPageSchema>;

export const collaborationEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  actor_name: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  created_at: z.string(),
});
export type CollaborationEvent = z.infer<typeof collaborationEventSchema>;

export const collaborationDetailSchema = collaborationItemSchema.extend({
  side: z.enum(["client", "supplier", "staff", "student"]),
  note: z.string(),
  cancel_reason: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  interviews: z.array(interviewSchema),
  timeline: z.array(collaborationEventSchema),
  /** The client's own review (one per collaboration). */
  feedback: collaborationFeedbackSchema.nullable(),
  external_feedback: z.array(externalCollaborationFeedbackSchema),
  review_requests: z.array(collaborationReviewRequestSchema),
});
export type CollaborationDetail = z.infer<typeof collaborationDetailSchema>;
