import { z } from "zod";
import { spokenLanguageCodeSchema } from "../reference-data/languages.ts";
import { LANGUAGE_LEVELS, PROFILE_LIMITS } from "./constants.ts";
import { isoDay, optionalText, text } from "./fields.ts";

/** A profile's sections (skills, languages, experiences, certifications, education): what is sent, what is read. */
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
  /** A code of the spoken-language table (checked there by the API: validation.language_unknown). */
  code: spokenLanguageCodeSchema,
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
    /**
     * Free text, or the name of the picked entry. With technology_id the API stores the entry's own name; without
     * it the API links the name when it is a name or alias of an enabled taxonomy certification (issue 17 item 3).
     */
    name: text(160),
    /** An enabled technology of category `certification` (checked by the API: validation.certification_unknown). */
    technology_id: z
      .number({ message: "validation.invalid" })
      .int(invalid)
      .positive(invalid)
      .nullish()
      .transform((v) => v ?? null),
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
  /** The linked entry's name (renames and merges keep it in step), or the free text typed. */
  name: z.string(),
  /** The taxonomy certification it is linked to; null for free text the taxonomy does not know. */
  technology_id: z.number().nullable(),
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
