import { z } from "zod";
import { languageSchema } from "../auth/schemas.ts";
import { COLLABORATION_STATUSES } from "../collaborations/constants.ts";

/** §5: names and company 3–50, e-mail valid and at most 50, description at most 699 (the field counter shows N/700). */
export const REVIEW_REQUEST_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  emailMax: 50,
  descriptionMax: 699,
  descriptionCounter: 700,
} as const;

const name = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .min(REVIEW_REQUEST_LIMITS.nameMin, { message: "validation.too_short" })
  .max(REVIEW_REQUEST_LIMITS.nameMax, { message: "validation.too_long" });

export const reviewRequestBodySchema = z.object({
  firstname: name,
  lastname: name,
  email: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(REVIEW_REQUEST_LIMITS.emailMax, { message: "validation.too_long" })
    .pipe(z.email({ message: "validation.email" }))
    .transform((v) => v.toLowerCase()),
  company_name: name,
  description_email: z
    .string()
    .trim()
    .max(REVIEW_REQUEST_LIMITS.descriptionMax, { message: "validation.too_long" })
    .optional()
    .default(""),
  /** Ask for a review of one collaboration of the caller's company as supplier (active or completed). */
  collaboration_id: z.coerce.number().int().positive({ message: "validation.invalid" }).optional(),
  /** The language of the mail and of the reviewer's page; the requester's own when absent. */
  language: languageSchema.optional(),
});
export type ReviewRequestBody = z.input<typeof reviewRequestBodySchema>;

export const reviewRequestResultSchema = z.object({ id: z.number() });

export const externalFeedbackTokenQuerySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
});

/** What the reviewer sees before answering: who asks, and the reviewer's own details as the requester typed them. */
export const externalFeedbackRequestSchema = z.object({
  company_name: z.string(),
  requester_name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  reviewer_company_name: z.string(),
  description_email: z.string(),
});

/** What the reviewer of a collaboration sees (checkTokenExternalFeedbackCollaboration), in the request's language. */
export const externalCollaborationReviewInfoSchema = z.object({
  language: languageSchema,
  firstname: z.string(),
  lastname: z.string(),
  reviewer_company_name: z.string(),
  description_email: z.string(),
  requester_name: z.string(),
  supplier_name: z.string(),
  client_name: z.string(),
  /** The consultant as the client knows them: "Name Surname – Title". */
  profile_name: z.string(),
  /** A service collaboration's service title (profile_name then holds the same title; there is no consultant). */
  service_title: z.string().nullable(),
  position_title: z.string().nullable(),
  need_title: z.string().nullable(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  status: z.enum(COLLABORATION_STATUSES),
});
export type ExternalCollaborationReviewInfo = z.infer<typeof externalCollaborationReviewInfoSchema>;

export const FEEDBACK_CRITERIA = ["quality", "communication", "timeliness", "value"] as const;
const score = z.coerce
  .number({ message: "validation.required" })
  .int({ message: "validation.invalid" })
  .min(1, { message: "validation.invalid" })
  .max(5, { message: "validation.invalid" });

export const externalFeedbackBodySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
  rating: score,
  criteria: z.object({ quality: score, communication: score, timeliness: score, value: score }),
  comment: z.string().trim().max(2000, { message: "validation.too_long" }).optional().default(""),
});
export type ExternalFeedbackBody = z.input<typeof externalFeedbackBodySchema>;
