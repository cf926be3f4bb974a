import { z } from "zod";
import { PROFILE_KINDS, PROFILE_LIMITS, SENIORITIES } from "./constants.ts";
import { flag, isoDay, optionalText, text } from "./fields.ts";
import {
  profileCertificationInputSchema,
  profileCertificationSchema,
  profileEducationInputSchema,
  profileEducationSchema,
  profileExperienceInputSchema,
  profileExperienceSchema,
  profileLanguageInputSchema,
  profileLanguageSchema,
  profileSkillInputSchema,
  profileSkillSchema,
} from "./section-schemas.ts";

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

export const profileCvQuerySchema = z.object({
  lang: z.enum(["it", "en"], { message: "validation.language" }).optional(),
  /** Owner and staff: 0 leaves contact details out (an anonymised CV to forward). */
  contacts: flag,
});

/**
 * Categories of the skills taxonomy (issue 19): every technology, tool, platform, method or certification has one.
 * The talent search filters by it (type_competence); docs/skills-taxonomy.md says what goes where.
 */
export const TECHNOLOGY_CATEGORIES = [
  "language",
  "framework",
  "library",
  "database",
  "cloud",
  "devops",
  "data_ai",
  "erp_crm",
  "testing",
  "security",
  "methodology",
  "design",
  "os",
  "networking",
  "mobile",
  "tool",
  "certification",
] as const;

export type TechnologyCategory = (typeof TECHNOLOGY_CATEGORIES)[number];

export function isTechnologyCategory(value: string): value is TechnologyCategory {
  return (TECHNOLOGY_CATEGORIES as readonly string[]).includes(value);
}

/**
 * An entry of the skills taxonomy as the lookups give it (issue 19): labels only where they differ from the name,
 * aliases only when it has some (a picker matches them: "k8s" finds Kubernetes).
 */
export const technologySchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  label_it: z.string().optional(),
  label_en: z.string().optional(),
  aliases: z.array(z.string()).optional(),
  /** Present (false) only on a switched-off or merged entry: shown by name where held, never offered in pickers. */
  enabled: z.literal(false).optional(),
});
export type Technology = z.infer<typeof technologySchema>;

/** The fields of a CV draft that carry a confidence. */
export const CV_DRAFT_FIELDS = [
  "name",
  "title",
  "seniority",
  "email",
  "phone",
  "city",
  "skills",
  "languages",
  "experiences",
  "education",
  "certifications",
  "experience_years",
] as const;
export type CvDraftField = (typeof CV_DRAFT_FIELDS)[number];

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
    /** Years of work in the experiences found (overlapping periods counted once), when dates were found. */
    experience_years: z.number().nullable(),
    /** Degrees and schools found (optional: drafts made before issue 19 have none). */
    education: z.array(profileEducationSchema).optional(),
    /** technology_id is set by the API after parsing when the text names a taxonomy certification. */
    certifications: z
      .array(profileCertificationSchema.extend({ technology_id: z.number().nullable().optional() }))
      .optional(),
    /**
     * How sure the parser is of each field it filled, 0–1 (a field it left empty has no entry); the review
     * screen highlights the low ones.
     */
    confidence: z.partialRecord(z.enum(CV_DRAFT_FIELDS), z.number().min(0).max(1)).optional(),
  }),
});
export type CvDraft = z.infer<typeof cvDraftSchema>;

/**
 * A CV draft field whose confidence is below this is shown as "to check" on the review screen (issue 19 item 4):
 * the user accepts, edits or drops it before the profile is created.
 */
export const CV_CONFIDENCE_THRESHOLD = 0.6;

/** The uploaded CV a draft came from (cv_upload_id of POST /api/profiles/cv). */
export const cvUploadParamsSchema = z.object({ uploadId: z.uuid({ message: "validation.invalid" }) });

/** The plain text read from an uploaded CV, in reading order: the review screen's preview of a DOCX. */
export const cvPreviewTextSchema = z.object({
  kind: z.enum(["pdf", "docx"]),
  filename: z.string(),
  text: z.string(),
});
export type CvPreviewText = z.infer<typeof cvPreviewTextSchema>;
