import type { PlacePoint } from "../places/distance.ts";
import { experienceSkills, type MatchExperience, type SkillSource } from "./experience-skills.ts";
import { type LanguageLevel, type LanguageShort, languagesFit } from "./languages.ts";
import { type LocationDistance, locationFit, onSiteReach } from "./location.ts";

/**
 * Compatible profiles: how well one consultant profile fits one T&M position, as a score 0–100 with the
 * quality band of the brand colours and a readable account of every criterion (hit, partial, miss or
 * not applicable). Pure: the API computes it when a position or profile changes and caches the result.
 * The weights and their reasoning: docs/matching.md.
 */

export const SENIORITY_ORDER = ["junior", "middle", "senior", "expert"] as const;
export type Seniority = (typeof SENIORITY_ORDER)[number];

export { LANGUAGE_LEVEL_ORDER, type LanguageLevel } from "./languages.ts";

/** Years of practice a skill is expected to have at each seniority, when the position names no minimum. */
export const EXPECTED_SKILL_YEARS: Record<Seniority, number> = {
  junior: 1,
  middle: 3,
  senior: 6,
  expert: 10,
};

export type MatchPosition = {
  seniority: Seniority | null;
  mandatorySkills: { technologyId: number; minYears?: number | null }[];
  niceSkills: { technologyId: number }[];
  languages: { code: string; minLevel: LanguageLevel }[];
  city: string | null;
  place?: PlacePoint | null; // the city resolved (location.ts); unresolved cities compare by name
  remoteAllowed: boolean;
  maxDailyRate: number | null;
  /** ISO date the work starts. */
  dateStart: string | null;
};

export type MatchProfile = {
  seniority: Seniority;
  skills: { technologyId: number; years: number; level: number }[];
  languages: { code: string; level: LanguageLevel }[];
  city: string | null;
  place?: PlacePoint | null; // home and the on-site localities, resolved (location.ts)
  localities?: PlacePoint[];
  remote: boolean;
  dailyRateMin: number | null;
  /** ISO date; null means available now. */
  availableFrom: string | null;
  /** Average of received feedback, 1–5; null when none. */
  feedbackAverage: number | null;
  /** Work experiences: their technologies count as skills, weighted by how long and how recently (optional). */
  experiences?: MatchExperience[];
};

export type MatchCriterion =
  | "mandatory_skills"
  | "nice_skills"
  | "seniority"
  | "languages"
  | "rate"
  | "location"
  | "availability"
  | "feedback";

export type CriterionOutcome = "hit" | "partial" | "miss" | "not_applicable";

export type CriterionResult = {
  criterion: MatchCriterion;
  outcome: CriterionOutcome;
  points: number;
  maxPoints: number;
  /** Technology ids or language codes that were missing, where the criterion has such a list. */
  missing?: (number | string)[];
  /** Mandatory technologies the profile has with fewer years than the minimum the position states. */
  short?: ShortSkill[];
  /** Required technologies counted through the career (work experiences) rather than the skills list. */
  fromExperience?: SkillSource[];
  distance?: LocationDistance; // location: the profile's nearest place, when not the position's own
  levels?: LanguageShort[]; // languages: spoken below the position's minimum, with both levels
  seniority?: { held: Seniority; wanted: Seniority }; // seniority: both, when they differ
};

/** A mandatory technology held with fewer years than the position's stated minimum. */
export type ShortSkill = { technologyId: number; years: number; minYears: number };

export type MatchBand = "excellent" | "very_good" | "good" | "bad" | "no_data";

export type MatchResult = { score: number; band: MatchBand; criteria: CriterionResult[] };

/** Points per criterion; they add up to 100. */
export const MATCH_WEIGHTS: Record<MatchCriterion, number> = {
  mandatory_skills: 40,
  nice_skills: 12,
  seniority: 14,
  languages: 8,
  rate: 8,
  location: 12,
  availability: 4,
  feedback: 2,
};

/**
 * The skill gate: every criterion but the mandatory skills counts in full once the mandatory skills are half
 * covered, and shrinks linearly to SKILL_GATE_FLOOR for a profile with none of them, so that good logistics never
 * lift someone who cannot do the job above someone who can do most of it.
 */
export const SKILL_GATE_FLOOR = 0.15;
export const SKILL_GATE_FULL = 0.5;

export function skillGate(mandatoryFraction: number): number {
  return Math.min(1, SKILL_GATE_FLOOR + ((1 - SKILL_GATE_FLOOR) * mandatoryFraction) / SKILL_GATE_FULL);
}

/** Lower bounds of the bands, from the best. */
export const MATCH_BANDS: { band: Exclude<MatchBand, "no_data">; min: number }[] = [
  { band: "excellent", min: 85 },
  { band: "very_good", min: 70 },
  { band: "good", min: 50 },
  { band: "bad", min: 0 },
];

export function bandOfScore(score: number | null): MatchBand {
  if (score === null) return "no_data";
  return MATCH_BANDS.find((b) => score >= b.min)?.band ?? "bad";
}

const DAY = 86_400_000;

function outcomeOf(fraction: number): CriterionOutcome {
  if (fraction >= 0.999) return "hit";
  return fraction > 0 ? "partial" : "miss";
}

function result(criterion: MatchCriterion, fraction: number, missing?: (number | string)[]): CriterionResult {
  const maxPoints = MATCH_WEIGHTS[criterion];
  const r: CriterionResult = {
    criterion,
    outcome: outcomeOf(fraction),
    points: Math.round(fraction * maxPoints * 10) / 10,
    maxPoints,
  };
  if (missing && missing.length > 0) r.missing = missing;
  return r;
}

function notApplicable(criterion: MatchCriterion): CriterionResult {
  return { criterion, outcome: "not_applicable", points: 0, maxPoints: 0 };
}

type Career = ReturnType<typeof experienceSkills>;

/** Having the skill is most of the credit; the years against the target make the rest. */
const credit = (years: number, target: number) => 0.6 + 0.4 * Math.min(1, years / target);

/**
 * How a profile holds one technology: from its skills list (in full, with the stated years) or from its career
 * (strength and years weighted by recency), whichever gives more credit; null when it holds it neither way.
 */
function holding(profile: MatchProfile, career: Career, technologyId: number, target: number) {
  const declared = profile.skills.find((s) => s.technologyId === technologyId);
  const fromCareer = career.get(technologyId);
  const declaredCredit = declared ? credit(declared.years, target) : 0;
  const careerCredit = fromCareer ? fromCareer.strength * credit(fromCareer.weightedYears, target) : 0;
  if (fromCareer && careerCredit > declaredCredit)
    return {
      credit: careerCredit,
      strength: fromCareer.strength,
      years: fromCareer.source.years,
      source: fromCareer.source,
    };
  return declared ? { credit: declaredCredit, strength: 1, years: declared.years, source: undefined } : null;
}

function mandatorySkills(position: MatchPosition, profile: MatchProfile, career: Career): CriterionResult {
  if (position.mandatorySkills.length === 0) return notApplicable("mandatory_skills");
  const expected = EXPECTED_SKILL_YEARS[position.seniority ?? "middle"];
  const missing: number[] = [];
  const short: ShortSkill[] = [];
  const sources: SkillSource[] = [];
  let sum = 0;
  for (const wanted of position.mandatorySkills) {
    const minYears = wanted.minYears ?? null;
    const held = holding(profile, career, wanted.technologyId, Math.max(1, minYears ?? expected));
    if (!held) {
      missing.push(wanted.technologyId);
      continue;
    }
    if (held.source) sources.push(held.source);
    if (minYears !== null && held.years < minYears)
      short.push({ technologyId: wanted.technologyId, years: held.years, minYears });
    sum += held.credit;
  }
  // Partial credit: each mandatory technology is worth an equal share of the criterion.
  const r = result("mandatory_skills", sum / position.mandatorySkills.length, missing);
  if (short.length > 0) r.short = short;
  if (sources.length > 0) r.fromExperience = sources;
  return r;
}

function niceSkills(position: MatchPosition, profile: MatchProfile, career: Career): CriterionResult {
  if (position.niceSkills.length === 0) return notApplicable("nice_skills");
  const missing: number[] = [];
  const sources: SkillSource[] = [];
  let sum = 0;
  for (const wanted of position.niceSkills) {
    const held = holding(profile, career, wanted.technologyId, 1);
    if (!held) missing.push(wanted.technologyId);
    else {
      sum += held.strength;
      if (held.source) sources.push(held.source);
    }
  }
  const r = result("nice_skills", sum / position.niceSkills.length, missing);
  if (sources.length > 0) r.fromExperience = sources;
  return r;
}

function seniority(position: MatchPosition, profile: MatchProfile): CriterionResult {
  if (!position.seniority) return notApplicable("seniority");
  const distance = SENIORITY_ORDER.indexOf(profile.seniority) - SENIORITY_ORDER.indexOf(position.seniority);
  // One step above is usually welcome (at a price the rate criterion weighs); one step below is a stretch.
  const fraction = distance === 0 ? 1 : distance === 1 ? 0.7 : distance === -1 ? 0.4 : 0;
  const r = result("seniority", fraction);
  if (distance !== 0) r.seniority = { held: profile.seniority, wanted: position.seniority };
  return r;
}

function languages(position: MatchPosition, profile: MatchProfile): CriterionResult {
  if (position.languages.length === 0) return notApplicable("languages");
  const fit = languagesFit(position.languages, profile.languages);
  const r = result("languages", fit.fraction, fit.missing);
  if (fit.levels.length > 0) r.levels = fit.levels;
  return r;
}

function rate(position: MatchPosition, profile: MatchProfile): CriterionResult {
  if (position.maxDailyRate === null) return notApplicable("rate");
  if (profile.dailyRateMin === null) return result("rate", 0.5);
  if (profile.dailyRateMin <= position.maxDailyRate) return result("rate", 1);
  return result("rate", profile.dailyRateMin <= position.maxDailyRate * 1.1 ? 0.5 : 0);
}

function location(position: MatchPosition, profile: MatchProfile): CriterionResult {
  if (!position.city && !position.place && !position.remoteAllowed) return notApplicable("location");
  const fit = locationFit(position, profile);
  const r = result("location", fit.fraction);
  if (fit.distance) r.distance = fit.distance;
  return r;
}

function availability(position: MatchPosition, profile: MatchProfile): CriterionResult {
  if (!position.dateStart || !profile.availableFrom) return result("availability", 1);
  const late = (Date.parse(profile.availableFrom) - Date.parse(position.dateStart)) / DAY;
  return result("availability", late <= 0 ? 1 : late <= 14 ? 0.5 : 0);
}

function feedback(profile: MatchProfile): CriterionResult {
  if (profile.feedbackAverage === null) return { ...result("feedback", 0.5), outcome: "not_applicable" };
  return result("feedback", Math.min(1, Math.max(0, (profile.feedbackAverage - 1) / 4)));
}

/**
 * The score scales the points won by the points at stake, so a position that names no languages or no rate
 * is not penalised for it; every criterion but the mandatory skills passes through the skill gate. A position
 * that states nothing to compare has no score ("no data"). `asOf` (ISO day, default today) dates the career.
 */
export function scoreMatch(
  position: MatchPosition,
  profile: MatchProfile,
  asOf: string = new Date().toISOString().slice(0, 10),
): MatchResult {
  const career = experienceSkills(profile.experiences ?? [], asOf);
  const criteria = [
    mandatorySkills(position, profile, career),
    niceSkills(position, profile, career),
    seniority(position, profile),
    languages(position, profile),
    rate(position, profile),
    location(position, profile),
    availability(position, profile),
    feedback(profile),
  ];
  const decisive = criteria.filter(
    (c) => c.outcome !== "not_applicable" && c.criterion !== "availability" && c.criterion !== "feedback",
  );
  if (decisive.length === 0) return { score: 0, band: "no_data", criteria };
  const stake = criteria.reduce((sum, c) => sum + c.maxPoints, 0);
  const [skills, ...rest] = criteria;
  const gate =
    skills && skills.outcome !== "not_applicable" ? skillGate(skills.points / skills.maxPoints) : 1;
  const won = (skills?.points ?? 0) + gate * rest.reduce((sum, c) => sum + c.points, 0);
  const score = Math.round((won / stake) * 100 * onSiteReach(position, profile, criteria[5]));
  return { score, band: bandOfScore(score), criteria };
}
