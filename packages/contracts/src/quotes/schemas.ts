import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import { SENIORITIES } from "../profiles/constants.ts";

/** Limits of quotes (preventivi), candidacies and Fixed Price proposals (issue 5). */
export const QUOTE_LIMITS = {
  noteMax: 2000,
  reasonMin: 3,
  reasonMax: 500,
  profilesMax: 50,
  rateMax: 10_000,
  priceMax: 100_000_000,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

export const QUOTE_KINDS = ["tm", "fp"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
/**
 * sent → viewed → favourite | discarded → accepted | rejected (domain sketch); the supplier may withdraw an
 * open quote (sent, viewed, favourite) until the client accepts it or one of its candidacies: withdrawn is final.
 */
export const QUOTE_STATUSES = [
  "sent",
  "viewed",
  "favourite",
  "discarded",
  "accepted",
  "rejected",
  "withdrawn",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/**
 * A candidacy inside a T&M quote: proposed → favourite | discarded → accepted; the open ones (proposed,
 * favourite) become withdrawn with their quote, and the profile may then be proposed again.
 */
export const NOMINATION_STATUSES = ["proposed", "favourite", "discarded", "accepted", "withdrawn"] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];
/** What the client does with a quote or a candidacy. */
export const QUOTE_ACTIONS = ["favourite", "discard", "accept"] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = z
  .string({ message: "validation.required" })
  .min(1, { message: "validation.required" })
  .regex(ISO_DAY, { message: "validation.invalid" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "validation.invalid" });
const invalid = { message: "validation.invalid" } as const;
/** A number field: "required" when left empty, "enter a valid number" otherwise. */
const numberField = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "validation.required" : "validation.number",
};
const positive = { message: "validation.positive" } as const;
const note = z
  .string()
  .trim()
  .max(QUOTE_LIMITS.noteMax, { message: "validation.too_long" })
  .nullish()
  .transform((v) => v ?? "");

/**
 * POST positions/:id/quotes: a T&M quote (spec §3 position quotation: dateStart, dateEnd, rate,
 * profileNumber) with the proposed profiles. Rule: 1 ≤ profile_ids ≤ profile_number ≤ the position's
 * profiles_wanted — the supplier names at least one candidate now and may offer up to profile_number people;
 * the checks against the position live in rules.ts (validateTmQuote).
 */
export const tmQuoteBodySchema = z
  .object({
    daily_rate: z
      .number(numberField)
      .gt(0, positive)
      .max(QUOTE_LIMITS.rateMax, { message: "validation.number" }),
    date_start: isoDay,
    date_end: isoDay,
    profile_number: z
      .number(numberField)
      .int(invalid)
      .min(1, positive)
      .max(QUOTE_LIMITS.profilesMax, invalid),
    note,
    profile_ids: z
      .array(z.number().int(invalid).positive(invalid), { message: "validation.required" })
      .min(1, { message: "validation.required" })
      .max(QUOTE_LIMITS.profilesMax, invalid),
  })
  .refine((q) => q.date_end >= q.date_start, { message: "validation.date_order", path: ["date_end"] })
  .refine((q) => new Set(q.profile_ids).size === q.profile_ids.length, {
    message: "validation.duplicate",
    path: ["profile_ids"],
  })
  .refine((q) => q.profile_ids.length <= q.profile_number, {
    message: "validation.profile_count",
    path: ["profile_number"],
  });
export type TmQuoteBody = z.input<typeof tmQuoteBodySchema>;
export type TmQuoteInput = z.output<typeof tmQuoteBodySchema>;

/**
 * POST needs/:id/proposals: a Fixed Price proposal, sent as multipart form fields (strings) with an optional
 * PDF document in `file`. The delivery date must not pass the need's deadline (rules.ts).
 */
export const fpProposalBodySchema = z.object({
  price: z.coerce
    .number(numberField)
    .gt(0, positive)
    .max(QUOTE_LIMITS.priceMax, { message: "validation.number" }),
  delivery_date: isoDay,
  note,
});
export type FpProposalBody = z.input<typeof fpProposalBodySchema>;
export type FpProposalInput = z.output<typeof fpProposalBodySchema>;

/** POST quotes/:id/discard and nominations/:id/discard. */
export const discardBodySchema = z.object({
  reason: z
    .string({ message: "validation.required" })
    .trim()
    .min(QUOTE_LIMITS.reasonMin, { message: "validation.too_short" })
    .max(QUOTE_LIMITS.reasonMax, { message: "validation.too_long" }),
});
export type DiscardBody = z.input<typeof discardBodySchema>;

/** POST quotes/:id/withdraw: the supplier takes back its quote or proposal, optionally saying why. */
export const withdrawBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.reasonMax, { message: "validation.too_long" })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const myQuotesQuerySchema = paginationQuerySchema.extend({
  status: z.enum(QUOTE_STATUSES, invalid).optional(),
  kind: z.enum(QUOTE_KINDS, invalid).optional(),
});
export type MyQuotesQuery = z.input<typeof myQuotesQuerySchema>;

export const quotePdfQuerySchema = z.object({ lang: z.enum(["it", "en"], invalid).optional() });

/** A proposed profile as the reader sees it: the client gets the last name's initial until it unlocked it. */
export const nominationProfileSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  seniority: z.enum(SENIORITIES),
  city: z.string().nullable(),
  contacts_visible: z.boolean(),
  /** The day the profile is free from (ISO date), when its company gave one: the comparison table sorts by it. */
  available_from: z.string().nullable().optional(),
});

export const nominationSchema = z.object({
  id: z.number(),
  status: z.enum(NOMINATION_STATUSES),
  daily_rate: z.number().nullable(),
  discard_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  profile: nominationProfileSchema,
  /** The cached match of the profile for the position, when computed. */
  match: z.object({ score: z.number(), band: z.string() }).nullable(),
});
export type Nomination = z.infer<typeof nominationSchema>;

export const quoteDocumentSchema = z.object({ filename: z.string(), size: z.number() }).nullable();

/** One quote or proposal, as its client or its supplier sees it. */
export const quoteSchema = z.object({
  id: z.number(),
  kind: z.enum(QUOTE_KINDS),
  status: z.enum(QUOTE_STATUSES),
  need_id: z.number(),
  need_title: z.string(),
  position_id: z.number().nullable(),
  position_title: z.string().nullable(),
  /**
   * The supplier company (always shown to the client: it answered in its own name), with its rating: the mean of
   * its external reviews and of clients' ratings of its completed collaborations (null without any), and how many.
   * The API always sends the rating; it is optional so fixtures written before it still parse.
   */
  supplier: z.object({
    id: z.number(),
    name: z.string(),
    rating: z.object({ average: z.number().nullable(), count: z.number() }).optional(),
  }),
  /** The client company; null for the supplier when the need is anonymous. */
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  daily_rate: z.number().nullable(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  profile_number: z.number().nullable(),
  price: z.number().nullable(),
  delivery_date: z.string().nullable(),
  note: z.string(),
  document: quoteDocumentSchema,
  /** The client's reason for discarding, or the supplier's for withdrawing (status withdrawn). */
  discard_reason: z.string().nullable(),
  viewed_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  nominations: z.array(nominationSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * POST profiles/:id/position-invitations: a client invites a published profile to one of its published T&M
 * positions; the profile's company is told and may then propose it with a quote.
 */
export const positionInvitationBodySchema = z.object({
  position_id: z
    .number({ message: "validation.required" })
    .int(invalid)
    .positive({ message: "validation.required" }),
});
export type PositionInvitationBody = z.input<typeof positionInvitationBodySchema>;

export const positionInvitationSchema = z.object({
  profile_id: z.number(),
  position_id: z.number(),
  position_title: z.string(),
  invited_at: z.string(),
});
export type PositionInvitation = z.infer<typeof positionInvitationSchema>;
