import { z } from "zod";
import { paginationQuerySchema } from "../common/pagination.ts";
import { LANGUAGE_LEVELS, SENIORITIES } from "../profiles/constants.ts";

export const MATCH_BAND_KEYS = ["excellent", "very_good", "good", "bad", "no_data"] as const;
export const MATCH_CRITERIA = [
  "mandatory_skills",
  "nice_skills",
  "seniority",
  "languages",
  "rate",
  "location",
  "availability",
  "feedback",
] as const;
export const CRITERION_OUTCOMES = ["hit", "partial", "miss", "not_applicable"] as const;

/** One criterion of a score, with the missing technologies or languages named in the reader's language. */
export const matchCriterionSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  outcome: z.enum(CRITERION_OUTCOMES),
  points: z.number(),
  max_points: z.number(),
  missing: z.array(z.string()),
  /** Mandatory technologies held with fewer years than the position's stated minimum. */
  short: z.array(z.object({ name: z.string(), years: z.number(), min_years: z.number() })),
  /**
   * Required technologies counted through the career (work experiences), with where they came from; `label` is
   * the sentence in the reader's language ("Kubernetes: 3 years at Acme, until 2024"). `until` null: current.
   */
  from_experience: z.array(
    z.object({
      name: z.string(),
      years: z.number(),
      company: z.string(),
      until: z.number().nullable(),
      label: z.string(),
    }),
  ),
  /**
   * Location met by a commute (issue 22): the profile's place nearest to the position's, the distance and the
   * sentence in the reader's language ("Monza, 15 km from Milano"). Absent when the places are the same or unknown.
   */
  distance: z.object({ place: z.string(), from: z.string(), km: z.number(), label: z.string() }).optional(),
  /**
   * Languages spoken below the position's minimum, named in the reader's language with both levels; `label` is the
   * sentence ("English B1, C1 required" / "Inglese B1, richiesto C1"). Absent on scores cached before it.
   */
  levels: z
    .array(
      z.object({
        name: z.string(),
        level: z.enum(LANGUAGE_LEVELS),
        min_level: z.enum(LANGUAGE_LEVELS),
        label: z.string(),
      }),
    )
    .optional(),
  /** The profile's seniority against the position's when they differ ("Junior, Senior required"). */
  seniority: z
    .object({ held: z.enum(SENIORITIES), wanted: z.enum(SENIORITIES), label: z.string() })
    .optional(),
});
export type MatchCriterionView = z.infer<typeof matchCriterionSchema>;

/**
 * A profile ranked for a position. For a client the surname is the initial until the profile's contacts were
 * unlocked (as in the talent search); the supplier company is shown, as on the profile's detail (its address names
 * it, and the client can write to it). Staff and the owning supplier see everything.
 */
export const compatibleProfileSchema = z.object({
  profile_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  title: z.string(),
  seniority: z.enum(SENIORITIES),
  company_name: z.string(),
  city: z.string().nullable(),
  remote: z.boolean(),
  daily_rate_min: z.number().nullable(),
  available_from: z.string().nullable(),
  contacts_visible: z.boolean(),
  score: z.number(),
  band: z.enum(MATCH_BAND_KEYS),
  criteria: z.array(matchCriterionSchema),
  computed_at: z.string(),
});
export type CompatibleProfile = z.infer<typeof compatibleProfileSchema>;

export const compatibleProfilesQuerySchema = paginationQuerySchema.extend({
  /** Only this quality band. */
  band: z.enum(MATCH_BAND_KEYS, { message: "validation.invalid" }).optional(),
});
export type CompatibleProfilesQuery = z.input<typeof compatibleProfilesQuerySchema>;

/** The best of the reader's own profiles for an open position (supplier list), and how many fit (score ≥ 50). */
export const bestFitSchema = z.object({
  profile_id: z.number(),
  score: z.number(),
  band: z.enum(MATCH_BAND_KEYS),
  fitting: z.number(),
});
export type BestFit = z.infer<typeof bestFitSchema>;
