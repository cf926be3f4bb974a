import { z } from "zod";
import { COLLABORATION_LIMITS } from "./constants.ts";
import { criteriaSchema, id, score } from "./fields.ts";

/** Reviews around a collaboration: the client's, outside contacts', the supplier's reply, employee reviews. */
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
