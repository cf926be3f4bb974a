import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { LANGUAGE_LEVELS, SENIORITIES } from "../profiles/constants.ts";
import { spokenLanguageCodeSchema } from "../reference-data/languages.ts";
import { invalid, isoDay } from "./fields.ts";

/** Limits of needs and positions (issue 5). */
export const NEED_LIMITS = {
  titleMax: 160,
  descriptionMax: 6000,
  cityMax: 80,
  positionsMax: 20,
  skillsMax: 30,
  languagesMax: 10,
  profilesMax: 50,
  rateMax: 10_000,
  budgetMax: 100_000_000,
  yearsMax: 50,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;

export const NEED_TYPES = ["tm", "fp"] as const;
export type NeedType = (typeof NEED_TYPES)[number];
/** draft → published → closed. */
export const NEED_STATUSES = ["draft", "published", "closed"] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];
/** Document kinds: the Fixed Price functional analysis, and any other attachment of a need. */
export const NEED_DOCUMENT_KINDS = ["functional_analysis", "attachment"] as const;
export const POSITION_SORTS = ["recent", "rate", "start"] as const;
export const FIXED_PRICE_SORTS = ["recent", "budget", "deadline"] as const;

const optionalDay = isoDay.nullish().transform((v) => v ?? null);
const text = (max: number) =>
  z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(max, { message: "validation.too_long" });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.too_long" })
    .nullish()
    .transform((v) => v ?? "");
const nullableText = (max: number) => optionalText(max).transform((v) => (v ? v : null));
const positive = { message: "validation.positive" } as const;
/** validation.years names the range 0–NEED_LIMITS.yearsMax (a unit test keeps the two in step). */
const years = { message: "validation.years" } as const;
const id = z.number({ message: "validation.required" }).int(invalid).positive(invalid);

export const positionSkillInputSchema = z.object({
  technology_id: id,
  /** The least years of practice wanted with this technology (null: the seniority's expectation). */
  min_years: z
    .number(years)
    .int(years)
    .min(0, years)
    .max(NEED_LIMITS.yearsMax, years)
    .nullish()
    .transform((v) => v ?? null),
});
export const positionLanguageInputSchema = z.object({
  /** A code of the spoken-language table (checked there by the API: validation.language_unknown). */
  code: spokenLanguageCodeSchema,
  min_level: z.enum(LANGUAGE_LEVELS, { message: "validation.required" }),
});

/** One position of a Time & Material need. */
export const positionInputSchema = z
  .object({
    title: text(NEED_LIMITS.titleMax),
    seniority: z.enum(SENIORITIES, { message: "validation.required" }),
    city: nullableText(NEED_LIMITS.cityMax),
    remote_allowed: z.boolean().default(false),
    max_daily_rate: z
      .number({ message: "validation.number" })
      .gt(0, positive)
      .max(NEED_LIMITS.rateMax, { message: "validation.number" })
      .nullish()
      .transform((v) => v ?? null),
    profiles_wanted: z
      .number({ message: "validation.number" })
      .int(invalid)
      .min(1, positive)
      .max(NEED_LIMITS.profilesMax, invalid)
      .default(1),
    date_start: optionalDay,
    date_end: optionalDay,
    description: optionalText(NEED_LIMITS.descriptionMax),
    mandatory_skills: z.array(positionSkillInputSchema).max(NEED_LIMITS.skillsMax, invalid).default([]),
    nice_skills: z
      .array(z.object({ technology_id: id }))
      .max(NEED_LIMITS.skillsMax, invalid)
      .default([]),
    languages: z.array(positionLanguageInputSchema).max(NEED_LIMITS.languagesMax, invalid).default([]),
  })
  .refine((p) => !p.date_start || !p.date_end || p.date_end >= p.date_start, {
    message: "validation.date_order",
    path: ["date_end"],
  })
  .refine(
    (p) => {
      const ids = [...p.mandatory_skills, ...p.nice_skills].map((s) => s.technology_id);
      return new Set(ids).size === ids.length;
    },
    { message: "validation.duplicate", path: ["nice_skills"] },
  )
  .refine((p) => new Set(p.languages.map((l) => l.code)).size === p.languages.length, {
    message: "validation.duplicate",
    path: ["languages"],
  });
export type PositionBody = z.input<typeof positionInputSchema>;
export type PositionInput = z.output<typeof positionInputSchema>;

const needCommon = {
  title: text(NEED_LIMITS.titleMax),
  description: optionalText(NEED_LIMITS.descriptionMax),
  sector_code: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  city: nullableText(NEED_LIMITS.cityMax),
  remote_allowed: z.boolean().default(false),
  /** Suppliers see the need without the client's name. */
  anonymous: z.boolean().default(false),
  /** Publish at once (visible to suppliers) instead of keeping a draft. */
  publish: z.boolean().default(false),
};

/** POST client/need/createNeedAndNeedResource (and PUT of a T&M draft): the need with its positions. */
export const tmNeedBodySchema = z.object({
  ...needCommon,
  positions: z
    .array(positionInputSchema)
    .min(1, { message: "validation.required" })
    .max(NEED_LIMITS.positionsMax, invalid),
});
export type TmNeedBody = z.input<typeof tmNeedBodySchema>;
export type TmNeedInput = z.output<typeof tmNeedBodySchema>;

/** Today as YYYY-MM-DD in UTC (the deadline must come after it). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** POST client/need/projectFixedPrice/create (and PUT of an FP draft). */
export const fpNeedBodySchema = z.object({
  ...needCommon,
  description: text(NEED_LIMITS.descriptionMax),
  budget: z
    .number({ message: "validation.number" })
    .gt(0, positive)
    .max(NEED_LIMITS.budgetMax, { message: "validation.number" }),
  // An empty date input is a missing deadline (required), not an invalid one.
  deadline: z
    .string({ message: "validation.required" })
    .min(1, { message: "validation.required" })
    .pipe(isoDay)
    .refine((d) => d > todayIso(), { message: "validation.future_date" }),
});
export type FpNeedBody = z.input<typeof fpNeedBodySchema>;
export type FpNeedInput = z.output<typeof fpNeedBodySchema>;

/** ?need_id= of the document uploads. */
export const needDocumentQuerySchema = z.object({
  need_id: z.coerce.number().int().positive().max(INT4_MAX),
});

export const needDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(NEED_DOCUMENT_KINDS),
  filename: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type NeedDocument = z.infer<typeof needDocumentSchema>;

export const positionSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(NEED_STATUSES),
  seniority: z.enum(SENIORITIES).nullable(),
  city: z.string().nullable(),
  remote_allowed: z.boolean(),
  max_daily_rate: z.number().nullable(),
  profiles_wanted: z.number(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  description: z.string(),
  mandatory_skills: z.array(
    z.object({ technology_id: z.number(), name: z.string(), min_years: z.number().nullable() }),
  ),
  nice_skills: z.array(z.object({ technology_id: z.number(), name: z.string() })),
  languages: z.array(z.object({ code: z.string(), min_level: z.enum(LANGUAGE_LEVELS) })),
  published_at: z.string().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** The client's own need, whole. */
export const clientNeedSchema = z.object({
  id: z.number(),
  type: z.enum(NEED_TYPES),
  title: z.string(),
  status: z.enum(NEED_STATUSES),
  description: z.string(),
  sector_code: z.string().nullable(),
  city: z.string().nullable(),
  remote_allowed: z.boolean(),
  anonymous: z.boolean(),
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  positions: z.array(positionSchema),
  documents: z.array(needDocumentSchema),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type ClientNeed = z.infer<typeof clientNeedSchema>;

export const clientNeedListItemSchema = clientNeedSchema
  .pick({
    id: true,
    type: true,
    title: true,
    status: true,
    budget: true,
    deadline: true,
    updated_at: true,
    published_at: true,
  })
  .extend({ positions_count: z.number() });
export type ClientNeedListItem = z.infer<typeof clientNeedListItemSchema>;

export const clientNeedListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(NEED_STATUSES, { message: "validation.invalid" }).optional(),
  type: z.enum(NEED_TYPES, { message: "validation.invalid" }).optional(),
});
export type ClientNeedListQuery = z.input<typeof clientNeedListQuerySchema>;
