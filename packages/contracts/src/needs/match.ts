import type { MatchPosition } from "../matching/score.ts";
import type { Position } from "./schemas.ts";

/** A position as the matching score reads it (contracts matching/score.ts). */
export function toMatchPosition(p: Position): MatchPosition {
  return {
    seniority: p.seniority,
    mandatorySkills: p.mandatory_skills.map((s) => ({
      technologyId: s.technology_id,
      minYears: s.min_years,
    })),
    niceSkills: p.nice_skills.map((s) => ({ technologyId: s.technology_id })),
    languages: p.languages.map((l) => ({ code: l.code, minLevel: l.min_level })),
    city: p.city,
    remoteAllowed: p.remote_allowed,
    maxDailyRate: p.max_daily_rate,
    dateStart: p.date_start,
  };
}
