import type { PositionInput } from "@mkt/contracts";

/** The shape of the demo needs (demo-needs-*.ts), written by insertDemoNeeds. */
export type Skill = [name: string, minYears?: number];
export type PositionSpec = Omit<
  PositionInput,
  "mandatory_skills" | "nice_skills" | "date_start" | "date_end" | "description" | "profiles_wanted"
> & {
  mandatory: Skill[];
  nice: string[];
  /** Days from today to the start and the end of the work. */
  start: number;
  end: number;
  profiles?: number;
  description: string;
};
export type NeedSpec = {
  companyKey: string;
  title: string;
  description: string;
  sector: string | null;
  city: string | null;
  remote: boolean;
  anonymous?: boolean;
  status: "draft" | "published";
  /** Days ago it was published (or last edited, for a draft). */
  daysAgo: number;
} & ({ type: "tm"; positions: PositionSpec[] } | { type: "fp"; budget: number; deadlineDays: number });

/** The languages positions ask for: native-level Italian, English at a level. */
export const it = { code: "it", min_level: "C2" } as const;
export const en = (min_level: "B1" | "B2" | "C1") => ({ code: "en", min_level }) as const;
