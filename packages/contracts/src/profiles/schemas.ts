import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";

/** Limits of the consultant profile (issue 4). */
export const PROFILE_LIMITS = {
  nameMax: 50,
  titleMax: 120,
  summaryMax: 4000,
  cityMax: 80,
  localitiesMax: 10,
  skillsMax: 40,
  languagesMax: 10,
  experiencesMax: 30,
  certificationsMax: 30,
  educationMax: 10,
  descriptionMax: 4000,
  rateMax: 5000,
  yearsMax: 50,
  bulkMax: 200,
  photoMaxBytes: 2 * 1024 * 1024,
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Caps of CV digitizing (issue 13), checked before a file is expanded so that a small crafted file cannot hold
 * the server's time or memory: the upload size, the DOCX zip's entries and declared (and actual) expanded size,
 * the PDF's pages, the extracted text (a longer text is refused, not cut) and the wall-clock time of a parse.
 */
export const CV_LIMITS = {
  maxBytes: PROFILE_LIMITS.cvMaxBytes,
  docxMaxEntries: 2000,
  docxMaxExpandedBytes: 50 * 1024 * 1024,
  pdfMaxPages: 50,
  textMaxChars: 300_000,
  parseTimeoutMs: 10_000,
} as const;

/** Seniority codes (the seniority lookup list), lowest first. */
export const SENIORITIES = ["junior", "middle", "senior", "expert"] as const;
export type ProfileSeniority = (typeof SENIORITIES)[number];
/** Skill level 1 (basic) … 5 (expert). */
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
/** Language levels: the CEFR scale plus native. */
export const LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2", "native"] as const;
/** Languages a profile can list (ISO 639-1). */
export const PROFILE_LANGUAGE_CODES = [
  "it",
  "en",
  "fr",
  "de",
  "es",
  "pt",
  "nl",
  "ro",
  "pl",
  "ru",
  "ar",
  "zh",
  "ja",
  "uk",
  "sq",
] as const;
export const PROFILE_KINDS = ["employee", "freelancer", "student"] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
/** Sort keys of the supplier's list (§3 order_by). */
export const PROFILE_SORTS = ["updated", "name", "seniority", "rate"] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = z
  .string({ message: "validation.required" })
  .regex(ISO_DAY, { message: "validation.invalid" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: "validation.invalid" });
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
    .transform((v) => (v ? v : null));
const year = z.number().int().min(1950, { message: "validation.invalid" }).max(2100).nullish();

const invalid = { message: "validation.invalid" } as const;
export const profileSkillInputSchema = z.object({
  technology_id: z.number({ message: "validation.required" }).int(invalid).positive(invalid),
  years: z
    .number({ message: "validation.required" })
    .int(invalid)
    .min(0, invalid)
    .max(PROFILE_LIMITS.yearsMax, invalid),
  level: z.number({ message: "validation.required" }).int(invalid).min(1, invalid).max(5, invalid),
});
export const profileLanguageInputSchema = z.object({
  code: z.enum(PROFILE_LANGUAGE_CODES, { message: "validation.language" }),
  level: z.enum(LANGUAGE_LEVELS, { message: "validation.required" }),
});
export const profileExperienceInputSchema = z
  .object({
    company: text(120),
    role: text(120),
    start_date: isoDay,
    end_date: isoDay.nullish().transform((v) => v ?? null),
    description: optionalText(PROFILE_LIMITS.descriptionMax),
    technology_ids: z.array(z.number().int().positive()).max(30).default([]),
  })
  .refine((e) => e.end_date === null || e.end_date >= e.start_date, {
    message: "validation.date_order",
    path: ["end_date"],
  });
export const profileCertificationInputSchema = z
  .object({
    name: text(160),
    issuer: optionalText(120),
    issued_on: isoDay.nullish().transform((v) => v ?? null),
    expires_on: isoDay.nullish().transform((v) => v ?? null),
  })
  .refine((c) => !c.issued_on || !c.expires_on || c.expires_on >= c.issued_on, {
    message: "validation.date_order",
    path: ["expires_on"],
  });
export const profileEducationInputSchema = z
  .object({
    institution: text(160),
    degree: text(120),
    field: optionalText(120),
    start_year: year.transform((v) => v ?? null),
    end_year: year.transform((v) => v ?? null),
  })
  .refine((e) => !e.start_year || !e.end_year || e.end_year >= e.start_year, {
    message: "validation.date_order",
    path: ["end_year"],
  });

const rate = z
  .number({ message: "validation.number" })
  .min(0, { message: "validation.number" })
  .max(PROFILE_LIMITS.rateMax, { message: "validation.number" })
  .nullish()
  .transform((v) => v ?? null);

/** Create or replace a whole profile (nested lists included) in one request. */
export const profileBodySchema = z
  .object({
    firstname: text(PROFILE_LIMITS.nameMax),
    lastname: text(PROFILE_LIMITS.nameMax),
    title: text(PROFILE_LIMITS.titleMax),
    seniority: z.enum(SENIORITIES, { message: "validation.required" }),
    summary: optionalText(PROFILE_LIMITS.summaryMax),
    email: z
      .string()
      .trim()
      .max(254, { message: "validation.too_long" })
      .refine((v) => v === "" || z.email().safeParse(v).success, { message: "validation.email" })
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null)),
    phone: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\+?[\d\s().-]{6,25}$/.test(v), { message: "validation.phone" })
      .nullish()
      .transform((v) => (v ? v : null)),
    city: optionalText(PROFILE_LIMITS.cityMax),
    localities: z
      .array(text(PROFILE_LIMITS.cityMax))
      .max(PROFILE_LIMITS.localitiesMax, { message: "validation.invalid" })
      .default([]),
    remote: z.boolean().default(false),
    full_time: z.boolean().default(true),
    available_from: isoDay.nullish().transform((v) => v ?? null),
    daily_rate_min: rate,
    daily_rate_max: rate,
    premium: z.boolean().default(false),
    skills: z.array(profileSkillInputSchema).max(PROFILE_LIMITS.skillsMax).default([]),
    languages: z.array(profileLanguageInputSchema).max(PROFILE_LIMITS.languagesMax).default([]),
    experiences: z.array(profileExperienceInputSchema).max(PROFILE_LIMITS.experiencesMax).default([]),
    certifications: z
      .array(profileCertificationInputSchema)
      .max(PROFILE_LIMITS.certificationsMax)
      .default([]),
    education: z.array(profileEducationInputSchema).max(PROFILE_LIMITS.educationMax).default([]),
    /** The digitized CV this profile comes from (from POST /api/profiles/cv). */
    cv_upload_id: z.uuid({ message: "validation.invalid" }).nullish(),
  })
  .refine(
    (p) => p.daily_rate_min === null || p.daily_rate_max === null || p.daily_rate_max >= p.daily_rate_min,
    { message: "validation.rate_order", path: ["daily_rate_max"] },
  )
  .refine((p) => new Set(p.skills.map((s) => s.technology_id)).size === p.skills.length, {
    message: "validation.duplicate",
    path: ["skills"],
  })
  .refine((p) => new Set(p.languages.map((l) => l.code)).size === p.languages.length, {
    message: "validation.duplicate",
    path: ["languages"],
  });
export type ProfileBody = z.input<typeof profileBodySchema>;
export type ProfileInput = z.output<typeof profileBodySchema>;

export const profileSkillSchema = z.object({
  technology_id: z.number(),
  name: z.string(),
  years: z.number(),
  level: z.number(),
});
export const profileLanguageSchema = z.object({ code: z.string(), level: z.string() });
export const profileExperienceSchema = z.object({
  company: z.string(),
  role: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
  technologies: z.array(z.object({ id: z.number(), name: z.string() })),
});
export const profileCertificationSchema = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
});
export const profileEducationSchema = z.object({
  institution: z.string(),
  degree: z.string(),
  field: z.string().nullable(),
  start_year: z.number().nullable(),
  end_year: z.number().nullable(),
});

/**
 * One profile as its viewer may see it. Without unlocked contact details (`contacts_visible` false) the
 * surname is an initial and e-mail and phone are null.
 */
export const profileDetailSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  kind: z.enum(PROFILE_KINDS),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  seniority: z.enum(SENIORITIES),
  summary: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  localities: z.array(z.string()),
  remote: z.boolean(),
  full_time: z.boolean(),
  available_from: z.string().nullable(),
  daily_rate_min: z.number().nullable(),
  daily_rate_max: z.number().nullable(),
  premium: z.boolean(),
  published: z.boolean(),
  photo_url: z.string().nullable(),
  cv_upload_id: z.string().nullable(),
  contacts_visible: z.boolean(),
  /** The viewer may edit, publish and delete it. */
  editable: z.boolean(),
  skills: z.array(profileSkillSchema),
  languages: z.array(profileLanguageSchema),
  experiences: z.array(profileExperienceSchema),
  certifications: z.array(profileCertificationSchema),
  education: z.array(profileEducationSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

export const profileListItemSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  seniority: z.enum(SENIORITIES),
  city: z.string().nullable(),
  remote: z.boolean(),
  full_time: z.boolean(),
  available_from: z.string().nullable(),
  daily_rate_min: z.number().nullable(),
  daily_rate_max: z.number().nullable(),
  premium: z.boolean(),
  published: z.boolean(),
  photo_url: z.string().nullable(),
  /** The profile's skills, strongest first. */
  skills: z.array(z.object({ technology_id: z.number(), name: z.string(), level: z.number() })),
  updated_at: z.string(),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;

/** Query strings carry lists as `1,2,3` or as repeated keys. */
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? undefined
      : (Array.isArray(v) ? v : String(v).split(",")).map((x) => Number(String(x).trim())),
  z
    .array(z.number().int().positive({ message: "validation.invalid" }))
    .max(20)
    .optional(),
);
const flag = z.preprocess(
  (v) => (v === "1" || v === "true" ? true : v === "0" || v === "false" ? false : v),
  z.boolean({ message: "validation.invalid" }).optional(),
);

/**
 * The supplier's list of its profiles. Filter names follow §3's profile filter (search_word, technology,
 * seniority, now_available, full_time, premium_profile, rate_min, rate_max, order_by, asc); pages follow the
 * project's pagination (page, limit).
 */
export const profileListQuerySchema = paginationQuerySchema.extend({
  search_word: z.string().trim().max(120, { message: "validation.too_long" }).optional(),
  /** Technology ids the profile must all have. */
  technology: idList,
  seniority: z.enum(SENIORITIES, { message: "validation.invalid" }).optional(),
  /** Available today (available_from empty or not after today). */
  now_available: flag,
  /** Available by this day (YYYY-MM-DD). */
  available_by: isoDay.optional(),
  published: flag,
  premium_profile: flag,
  full_time: flag,
  rate_min: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  rate_max: z.coerce.number().min(0, { message: "validation.number" }).optional(),
  order_by: z.enum(PROFILE_SORTS, { message: "validation.invalid" }).default("updated"),
  /** Ascending order; the default is descending for updated, ascending for the others. */
  asc: flag,
  /** Staff only: one company's profiles. */
  company_id: z.coerce.number().int().positive().optional(),
});
export type ProfileListQuery = z.input<typeof profileListQuerySchema>;

export const profilePublicationBodySchema = z.object({
  published: z.boolean({ message: "validation.required" }),
});
export const profileBulkPublicationBodySchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, { message: "validation.required" })
    .max(PROFILE_LIMITS.bulkMax, { message: "validation.invalid" }),
  published: z.boolean({ message: "validation.required" }),
});
export const profileBulkPublicationResultSchema = z.object({ updated: z.array(z.number()) });

export const profileCvQuerySchema = z.object({
  lang: z.enum(["it", "en"], { message: "validation.language" }).optional(),
  /** Owner and staff: 0 leaves contact details out (an anonymised CV to forward). */
  contacts: flag,
});

export const technologySchema = z.object({ id: z.number(), name: z.string(), category: z.string() });

/** What digitizing a CV found: a draft for a new profile, to be reviewed by the user before saving. */
export const cvDraftSchema = z.object({
  cv_upload_id: z.string(),
  filename: z.string(),
  kind: z.enum(["pdf", "docx"]),
  /** Characters of text read from the file (0 means a scanned CV without text). */
  text_length: z.number(),
  draft: z.object({
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    title: z.string().nullable(),
    seniority: z.enum(SENIORITIES).nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    skills: z.array(profileSkillSchema),
    languages: z.array(profileLanguageSchema),
    experiences: z.array(
      z.object({
        company: z.string(),
        role: z.string(),
        start_date: z.string(),
        end_date: z.string().nullable(),
        description: z.string().nullable(),
        technology_ids: z.array(z.number()),
      }),
    ),
    /** Years between the first experience and today, when dates were found. */
    experience_years: z.number().nullable(),
  }),
});
export type CvDraft = z.infer<typeof cvDraftSchema>;
