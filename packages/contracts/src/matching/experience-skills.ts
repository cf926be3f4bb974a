/**
 * Skills a person holds through their career: the technologies listed on a work experience count as skills,
 * weighted by how long and how recently they were used. Pure; docs/matching.md explains the curve.
 */

/** A work experience as matching reads it (profile_experience). */
export type MatchExperience = {
  company: string;
  /** ISO day. */
  startDate: string;
  /** ISO day; null while the job is current. */
  endDate: string | null;
  technologyIds: number[];
};

/** Where a skill counted by the score came from, when it came from the career rather than the skills list. */
export type SkillSource = {
  technologyId: number;
  /** Years the technology was used, over every experience listing it (one decimal). */
  years: number;
  /** The most recent experience listing it. */
  company: string;
  /** Year that experience ended; null while it is current. */
  until: number | null;
};

/** A technology held through experiences: how strongly it counts (0–1) and the recency-weighted years. */
export type ExperienceSkill = { strength: number; weightedYears: number; source: SkillSource };

const YEAR_MS = 365.25 * 86_400_000;
/** Use that ended within this many years counts in full. */
export const EXPERIENCE_FRESH_YEARS = 1;
/** Beyond that, the weight halves every this many years (ten years ago: about a fifth). */
export const EXPERIENCE_HALF_LIFE_YEARS = 4;
/** Recency-weighted years at which a career skill counts as fully held. */
export const EXPERIENCE_FULL_YEARS = 1;

/** The weight of use that ended `yearsAgo` years ago: 1 up to a year, then halving every four years. */
export function recencyWeight(yearsAgo: number): number {
  if (yearsAgo <= EXPERIENCE_FRESH_YEARS) return 1;
  return 0.5 ** ((yearsAgo - EXPERIENCE_FRESH_YEARS) / EXPERIENCE_HALF_LIFE_YEARS);
}

function yearsBetween(from: string, to: string): number {
  return Math.max(0, (Date.parse(to) - Date.parse(from)) / YEAR_MS);
}

/**
 * The technologies of these experiences as of a day: for each, the years used (weighted by recency) and the
 * strength with which it counts (weighted years over EXPERIENCE_FULL_YEARS, at most 1). Three years until last
 * year count fully; six months ten years ago barely (about 0.1).
 */
export function experienceSkills(experiences: readonly MatchExperience[], asOf: string) {
  const acc = new Map<
    number,
    { years: number; weighted: number; latest: MatchExperience; latestEnd: string }
  >();
  for (const e of experiences) {
    const end = e.endDate === null || e.endDate > asOf ? asOf : e.endDate;
    if (e.startDate > asOf) continue;
    const years = yearsBetween(e.startDate, end);
    const weighted = years * recencyWeight(yearsBetween(end, asOf));
    for (const id of new Set(e.technologyIds)) {
      const seen = acc.get(id);
      if (!seen) acc.set(id, { years, weighted, latest: e, latestEnd: end });
      else {
        seen.years += years;
        seen.weighted += weighted;
        if (end > seen.latestEnd) {
          seen.latest = e;
          seen.latestEnd = end;
        }
      }
    }
  }
  const result = new Map<number, ExperienceSkill>();
  for (const [technologyId, a] of acc) {
    result.set(technologyId, {
      strength: Math.min(1, a.weighted / EXPERIENCE_FULL_YEARS),
      weightedYears: a.weighted,
      source: {
        technologyId,
        years: Math.round(a.years * 10) / 10,
        company: a.latest.company,
        until: a.latest.endDate === null || a.latest.endDate > asOf ? null : Number(a.latestEnd.slice(0, 4)),
      },
    });
  }
  return result;
}
