import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";

/**
 * Availability requests (issue 5): a client asks whether a published profile is available, optionally for one
 * of its positions; the profile's company answers yes with a date or no with a note. pending → available |
 * unavailable, or cancelled by the client while pending.
 */
export const AVAILABILITY_STATUSES = ["pending", "available", "unavailable", "cancelled"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_LIMITS = { messageMax: 1000, noteMax: 1000 };
/** The plan function that gates the request and names its credit spend. */
export const REQUEST_AVAILABLE_FUNCTION = "request_available";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number) => z.string().trim().max(max, { message: "validation.too_long" });
/** Today (UTC) as YYYY-MM-DD: the earliest availability date an answer may give. */
export const availabilityToday = () => new Date().toISOString().slice(0, 10);

export const availabilityRequestBodySchema = z.object({
  position_id: z
    .number({ message: "validation.invalid" })
    .int({ message: "validation.invalid" })
    .positive({ message: "validation.invalid" })
    .nullish()
    .transform((v) => v ?? null),
  message: text(AVAILABILITY_LIMITS.messageMax).default(""),
});
export type AvailabilityRequestBody = z.input<typeof availabilityRequestBodySchema>;

/** The answer: available needs a date (today or later); a note is optional either way. */
export const availabilityAnswerBodySchema = z
  .object({
    available: z.boolean({ message: "validation.required" }),
    available_from: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null)),
    note: text(AVAILABILITY_LIMITS.noteMax).default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.available) return;
    const day = v.available_from;
    if (!day) {
      ctx.addIssue({ code: "custom", path: ["available_from"], message: "validation.required" });
    } else if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      ctx.addIssue({ code: "custom", path: ["available_from"], message: "validation.invalid" });
    } else if (day < availabilityToday()) {
      ctx.addIssue({ code: "custom", path: ["available_from"], message: "validation.not_past" });
    }
  });
export type AvailabilityAnswerBody = z.input<typeof availabilityAnswerBodySchema>;

export const availabilityReceivedQuerySchema = paginationQuerySchema.extend({
  status: z.enum(AVAILABILITY_STATUSES, { message: "validation.invalid" }).optional(),
});
export const availabilitySentQuerySchema = availabilityReceivedQuerySchema;

/** One request as either side sees it: the client sees the profile anonymised (first name and initial). */
export const availabilityRequestSchema = z.object({
  id: z.number(),
  status: z.enum(AVAILABILITY_STATUSES),
  profile: z.object({ id: z.number(), name: z.string(), title: z.string() }),
  /** The client company (for the supplier) or the profile's company (for the client). */
  counterpart: z.object({ id: z.number(), name: z.string() }),
  position: z.object({ id: z.number(), title: z.string(), need_id: z.number() }).nullable(),
  message: z.string(),
  available_from: z.string().nullable(),
  answer_note: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/** The answer to a new request: the request and the credits left. */
export const availabilityCreatedSchema = z.object({
  request: availabilityRequestSchema,
  credit_available: z.number(),
});

/** The client's own open positions, offered as the optional context of a request. */
export const availabilityPositionOptionSchema = z.object({
  id: z.number(),
  title: z.string(),
  need_title: z.string(),
});
export type AvailabilityPositionOption = z.infer<typeof availabilityPositionOptionSchema>;
