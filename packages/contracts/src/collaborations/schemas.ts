import { z } from "zod";
import { LANGUAGES } from "../common/constants.ts";

/** Collaboration lifecycle (domain sketch): requested → interview → active → completed | cancelled. */
export const COLLABORATION_STATUSES = ["requested", "interview", "active", "completed", "cancelled"] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];
export const OPEN_COLLABORATION_STATUSES = ["requested", "interview", "active"] as const;

/** Interview: proposed → confirmed → done | cancelled (declined). */
export const INTERVIEW_STATUSES = ["proposed", "confirmed", "done", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Who looks at a collaboration: its client, its supplier (the profile's company), staff, or the student. */
export type CollaborationSide = "client" | "supplier" | "staff" | "student";

/** What a side may do on a collaboration (rules.ts decides from the status). */
export const COLLABORATION_ACTIONS = [
  "propose_interview",
  "respond_interview",
  "interview_outcome",
  "start",
  "complete",
  "cancel",
  "feedback",
  "reply",
  "request_review",
] as const;
export type CollaborationAction = (typeof COLLABORATION_ACTIONS)[number];

/** Limits of the forms of this domain. */
export const COLLABORATION_LIMITS = {
  slotsMin: 2,
  slotsMax: 5,
  /** A slot starts at least this long after now, and slots are at least this far apart (minutes). */
  slotLeadMinutes: 60,
  slotGapMinutes: 60,
  durationMin: 15,
  durationMax: 480,
  inviteesMax: 5,
  locationMax: 300,
  noteMax: 1000,
  reasonMin: 3,
  reasonMax: 500,
  commentMax: 2000,
  /** External invitees' links stay valid this long (days). */
  tokenTtlDays: 14,
} as const;

const id = z.coerce
  .number({ message: "validation.required" })
  .int()
  .positive({ message: "validation.invalid" });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.invalid" });
const score = z.coerce
  .number({ message: "validation.required" })
  .int({ message: "validation.invalid" })
  .min(1, { message: "validation.required" })
  .max(5, { message: "validation.invalid" });

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

export const inviteeInputSchema = z.object({
  email: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(254, { message: "validation.too_long" })
    .pipe(z.email({ message: "validation.email" }))
    .transform((v) => v.toLowerCase()),
  name: z.string().trim().max(100, { message: "validation.too_long" }).optional().default(""),
  /** The language of this invitee's mails and token page; the client's own when absent. */
  language: z.enum(LANGUAGES, { message: "validation.language" }).optional(),
});

/** POST collaborations/:id/interviews: the client's proposal (slots are ISO date-times; rules.ts checks them). */
export const interviewProposeBodySchema = z.object({
  slots: z
    .array(z.iso.datetime({ offset: true, message: "validation.invalid" }))
    .min(COLLABORATION_LIMITS.slotsMin, { message: "validation.slot_count" })
    .max(COLLABORATION_LIMITS.slotsMax, { message: "validation.slot_count" }),
  location: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(COLLABORATION_LIMITS.locationMax, { message: "validation.too_long" }),
  note: z
    .string()
    .trim()
    .max(COLLABORATION_LIMITS.noteMax, { message: "validation.too_long" })
    .optional()
    .default(""),
  duration_minutes: z.coerce
    .number({ message: "validation.number" })
    .int({ message: "validation.invalid" })
    .min(COLLABORATION_LIMITS.durationMin, { message: "validation.invalid" })
    .max(COLLABORATION_LIMITS.durationMax, { message: "validation.invalid" })
    .default(60),
  invitees: z
    .array(inviteeInputSchema)
    .max(COLLABORATION_LIMITS.inviteesMax, { message: "validation.too_long" })
    .optional()
    .default([]),
});
export type InterviewProposeBody = z.input<typeof interviewProposeBodySchema>;

/** A choice of one slot, or a decline. */
const slotChoice = {
  slot_id: z.coerce.number().int().positive().optional(),
  decline: z.boolean().optional(),
};
const oneChoice = (v: { slot_id?: number; decline?: boolean }, ctx: z.RefinementCtx) => {
  if ((v.slot_id === undefined) === (v.decline !== true))
    ctx.addIssue({ code: "custom", path: ["slot_id"], message: "validation.required" });
};
export const interviewRespondBodySchema = z.object(slotChoice).superRefine(oneChoice);
export type InterviewRespondBody = z.input<typeof interviewRespondBodySchema>;

export const interviewTokenQuerySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
});
export const interviewTokenUpdateBodySchema = z
  .object({ token: z.string().min(10, { message: "validation.invalid" }).max(200), ...slotChoice })
  .superRefine(oneChoice);
export type InterviewTokenUpdateBody = z.input<typeof interviewTokenUpdateBodySchema>;

export const interviewOutcomeBodySchema = z
  .object({
    outcome: z.enum(["positive", "negative"], { message: "validation.required" }),
    reason: z
      .string()
      .trim()
      .max(COLLABORATION_LIMITS.reasonMax, { message: "validation.too_long" })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === "negative" && (v.reason ?? "").length < COLLABORATION_LIMITS.reasonMin)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.required" });
  });
export type InterviewOutcomeBody = z.input<typeof interviewOutcomeBodySchema>;

const criteriaSchema = z.object({ quality: score, communication: score, timeliness: score, value: score });
export const collaborationFeedbackBodySchema = z.object({
  profile_rating: score,
  supplier_rating: score,
  criteria: criteriaSchema,
  comment: z
    .string()
    .trim()
    .max(COLLABORATION_LIMITS.commentMax, { message: "validation.too_long" })
    .optional()
    .default(""),
});
export type CollaborationFeedbackBody = z.input<typeof collaborationFeedbackBodySchema>;

/** POST feedback/addFeedbackExternalCollaboration: an outside contact's review of a collaboration, by token. */
export const externalCollaborationFeedbackBodySchema = collaborationFeedbackBodySchema.extend({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
});
export type ExternalCollaborationFeedbackBody = z.input<typeof externalCollaborationFeedbackBodySchema>;

export const feedbackReplyBodySchema = z.object({
  reply: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(COLLABORATION_LIMITS.commentMax, { message: "validation.too_long" }),
});
export type FeedbackReplyBody = z.input<typeof feedbackReplyBodySchema>;

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

export const interviewSchema = z.object({
  id: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  location: z.string(),
  note: z.string(),
  duration_minutes: z.number(),
  confirmed_starts_at: z.string().nullable(),
  outcome: z.enum(["positive", "negative"]).nullable(),
  slots: z.array(z.object({ id: z.number(), starts_at: z.string() })),
  invitees: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      external: z.boolean(),
      status: z.string(),
      chosen_slot_id: z.number().nullable(),
    }),
  ),
  created_at: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const collaborationEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  actor_name: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  created_at: z.string(),
});
export type CollaborationEvent = z.infer<typeof collaborationEventSchema>;

export const collaborationFeedbackSchema = z.object({
  profile_rating: z.number(),
  supplier_rating: z.number(),
  criteria: z.record(z.string(), z.number()),
  comment: z.string(),
  supplier_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type CollaborationFeedback = z.infer<typeof collaborationFeedbackSchema>;

/** A review of the collaboration by an outside contact the supplier asked (by e-mailed token). */
export const externalCollaborationFeedbackSchema = z.object({
  id: z.number(),
  author_name: z.string(),
  author_company: z.string(),
  profile_rating: z.number(),
  supplier_rating: z.number(),
  criteria: z.record(z.string(), z.number()),
  comment: z.string(),
  created_at: z.string(),
});
export type ExternalCollaborationFeedback = z.infer<typeof externalCollaborationFeedbackSchema>;

/** The supplier's review requests of a collaboration (shown to the supplier and staff only). */
export const collaborationReviewRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
  status: z.enum(["pending", "answered", "expired"]),
  created_at: z.string(),
});
export type CollaborationReviewRequest = z.infer<typeof collaborationReviewRequestSchema>;

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

/** What an invitee's token page shows (checkInterviewToken). */
export const interviewTokenInfoSchema = z.object({
  invitee_name: z.string(),
  client_name: z.string(),
  supplier_name: z.string(),
  profile_name: z.string(),
  position_title: z.string().nullable(),
  location: z.string(),
  note: z.string(),
  duration_minutes: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  slots: z.array(z.object({ id: z.number(), starts_at: z.string() })),
});
export type InterviewTokenInfo = z.infer<typeof interviewTokenInfoSchema>;

/** Employee review (§2.2 employee_review): a supplier rates its own staff. */
export const employeeReviewQuerySchema = z.object({ profile_id: id });
export const employeeReviewBodySchema = z.object({
  profile_id: id,
  rating: score,
  criteria: criteriaSchema,
  comment: z
    .string()
    .trim()
    .max(COLLABORATION_LIMITS.commentMax, { message: "validation.too_long" })
    .optional()
    .default(""),
});
export type EmployeeReviewBody = z.input<typeof employeeReviewBodySchema>;
export const employeeReviewSchema = z.object({
  id: z.number(),
  profile_id: z.number(),
  rating: z.number(),
  criteria: z.record(z.string(), z.number()),
  comment: z.string(),
  reviewer_name: z.string().nullable(),
  created_at: z.string(),
});
export type EmployeeReview = z.infer<typeof employeeReviewSchema>;

/** GET profiles/:id/collaboration-feedback: the clients' reviews of a profile, with the mean rating. */
export const profileFeedbackSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      /** "client": the collaboration's client; "external": an outside contact asked by the supplier. */
      source: z.enum(["client", "external"]),
      client_name: z.string(),
      author_name: z.string().nullable(),
      author_company: z.string().nullable(),
      rating: z.number(),
      criteria: z.record(z.string(), z.number()),
      comment: z.string(),
      supplier_reply: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ProfileFeedback = z.infer<typeof profileFeedbackSchema>;
