import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { PROFILE_KINDS, PROFILE_LIMITS } from "./constants.ts";
import { profileCertificationSchema, profileExperienceSchema } from "./section-schemas.ts";

/**
 * §2.2 working_experience and certifications: a profile's work experiences and certifications as screens of
 * their own, edited one entry at a time (GET/POST /api/profiles/:id/experiences, PUT/DELETE
 * /api/profiles/:id/experiences/:itemId, the same under certifications). Bodies are the profile form's own
 * entry schemas (profileExperienceInputSchema, profileCertificationInputSchema).
 */
export const PROFILE_SECTIONS = ["experiences", "certifications"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** How many entries a section holds at most (the same limits as the whole-profile form). */
export const PROFILE_SECTION_MAX: Record<ProfileSection, number> = {
  experiences: PROFILE_LIMITS.experiencesMax,
  certifications: PROFILE_LIMITS.certificationsMax,
};

export const profileSectionItemParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  itemId: z.coerce.number().int().positive().max(INT4_MAX),
});

/** The profile a section belongs to, as its heading shows it. */
export const profileSectionOwnerSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  kind: z.enum(PROFILE_KINDS),
  company_name: z.string(),
  updated_at: z.string(),
});

export const profileExperienceItemSchema = profileExperienceSchema.extend({ id: z.number() });
export type ProfileExperienceItem = z.infer<typeof profileExperienceItemSchema>;
export const profileCertificationItemSchema = profileCertificationSchema.extend({ id: z.number() });
export type ProfileCertificationItem = z.infer<typeof profileCertificationItemSchema>;

/** A profile's experiences, most recent first (current jobs, then by end and start date). */
export const profileExperiencesSchema = z.object({
  profile: profileSectionOwnerSchema,
  items: z.array(profileExperienceItemSchema),
});
export type ProfileExperiences = z.infer<typeof profileExperiencesSchema>;

/** A profile's certifications, most recently issued first (undated ones last). */
export const profileCertificationsSchema = z.object({
  profile: profileSectionOwnerSchema,
  items: z.array(profileCertificationItemSchema),
});
export type ProfileCertifications = z.infer<typeof profileCertificationsSchema>;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The length of an experience in whole months, counting the start month and the end month (a job from March
 * to May lasts 3 months); an open end counts up to `today` (YYYY-MM-DD). Null for unreadable or reversed dates.
 */
export function experienceMonths(start: string, end: string | null, today: string): number | null {
  const from = ISO_DAY.exec(start);
  const to = ISO_DAY.exec(end ?? today);
  if (!from || !to) return null;
  const months = (Number(to[1]) - Number(from[1])) * 12 + (Number(to[2]) - Number(from[2])) + 1;
  return months > 0 ? months : null;
}

/** Months split into years and months, for "2 years 3 months". */
export function splitMonths(months: number): { years: number; months: number } {
  return { years: Math.floor(months / 12), months: months % 12 };
}
