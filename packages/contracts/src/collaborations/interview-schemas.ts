import { z } from "zod";
import { INT4_MAX, LANGUAGES } from "../common/constants.ts";
import { COLLABORATION_LIMITS, INTERVIEW_STATUSES } from "./constants.ts";

/** Interviews of a collaboration: the client's proposal, the answers (in app or by token), the outcome. */
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
  slot_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
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
