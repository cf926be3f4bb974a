import { describe, expect, it } from "vitest";
import type { MatchPosition, MatchProfile } from "./score.ts";
import { canonicalPosition, canonicalProfile, equivalentSkillIds } from "./skill-identity.ts";

// 7 = Kubernetes, 70 = a legacy "K8s" row; 5 = PostgreSQL, 50 = a merged "Postgres" entry.
const identity = new Map([
  [70, 7],
  [50, 5],
]);

describe("skill identity", () => {
  it("reads a position's skills as canonical entries, counting one named twice once (mandatory wins, larger minimum)", () => {
    const position = {
      mandatorySkills: [
        { technologyId: 7, minYears: 2 },
        { technologyId: 70, minYears: 4 },
        { technologyId: 1 },
      ],
      niceSkills: [{ technologyId: 50 }, { technologyId: 7 }],
    } as MatchPosition;
    const read = canonicalPosition(position, identity);
    expect(read.mandatorySkills).toEqual([
      { technologyId: 7, minYears: 4 },
      { technologyId: 1, minYears: null },
    ]);
    expect(read.niceSkills).toEqual([{ technologyId: 5 }]);
  });

  it("reads a profile's skills and career as canonical entries, keeping the stronger of two spellings", () => {
    const profile = {
      skills: [
        { technologyId: 70, years: 5, level: 3 },
        { technologyId: 7, years: 2, level: 4 },
      ],
      experiences: [{ company: "Acme", startDate: "2020-01-01", endDate: null, technologyIds: [50, 5, 9] }],
    } as MatchProfile;
    const read = canonicalProfile(profile, identity);
    expect(read.skills).toEqual([{ technologyId: 7, years: 5, level: 4 }]);
    expect(read.experiences?.[0]?.technologyIds).toEqual([5, 9]);
  });

  it("searches candidates by every id standing for the same entries", () => {
    expect(equivalentSkillIds(identity, [7]).sort((a, b) => a - b)).toEqual([7, 70]);
    expect(equivalentSkillIds(identity, [70]).sort((a, b) => a - b)).toEqual([7, 70]);
    expect(equivalentSkillIds(identity, [3])).toEqual([3]);
  });
});
