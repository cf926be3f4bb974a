import type { ProfileDetail } from "@mkt/contracts";

/** What a complete student profile holds, in the order the dashboard lists what is missing. */
export const COMPLETENESS_ITEMS = [
  "photo",
  "summary",
  "city",
  "skills",
  "languages",
  "experiences",
  "education",
  "rate",
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

type Checked = Pick<
  ProfileDetail,
  | "photo_url"
  | "summary"
  | "city"
  | "skills"
  | "languages"
  | "experiences"
  | "education"
  | "daily_rate_min"
  | "daily_rate_max"
>;

const DONE: Record<CompletenessItem, (p: Checked) => boolean> = {
  photo: (p) => p.photo_url !== null,
  summary: (p) => (p.summary?.trim().length ?? 0) > 0,
  city: (p) => (p.city?.trim().length ?? 0) > 0,
  // Clients search by technology: three skills give a profile a fair chance to be matched.
  skills: (p) => p.skills.length >= 3,
  languages: (p) => p.languages.length > 0,
  experiences: (p) => p.experiences.length > 0,
  education: (p) => p.education.length > 0,
  rate: (p) => p.daily_rate_min !== null || p.daily_rate_max !== null,
};

/** The share of the items a profile holds (0–100, rounded) and the missing ones. */
export function profileCompleteness(profile: Checked): { percent: number; missing: CompletenessItem[] } {
  const missing = COMPLETENESS_ITEMS.filter((item) => !DONE[item](profile));
  const done = COMPLETENESS_ITEMS.length - missing.length;
  return { percent: Math.round((done * 100) / COMPLETENESS_ITEMS.length), missing };
}
