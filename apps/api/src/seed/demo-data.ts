import { computeItalianVatCheckDigit } from "@mkt/contracts";
import { buildLanguages, type GeneratedLanguage } from "./demo-languages.ts";
import {
  CITY_WEIGHTS,
  FEMALE_FIRST_NAMES,
  FOREIGN_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from "./demo-names.ts";
import type { Rng } from "./demo-prng.ts";
import { buildSummary } from "./demo-summary.ts";
import { type Seniority, TITLE_FAMILIES, type TitleFamily, type TitleSpec } from "./demo-titles.ts";

export type ProfileKind = "employee" | "freelancer" | "student";

/** Daily rate bands in EUR by seniority (min and max of a profile both fall inside). */
export const RATE_BANDS: Record<Seniority, readonly [number, number]> = {
  junior: [180, 280],
  middle: [280, 400],
  senior: [380, 550],
  expert: [500, 800],
};

/** Years of experience by seniority, matching the labels of the seniority list. */
export const EXPERIENCE_YEARS: Record<Seniority, readonly [number, number]> = {
  junior: [0, 2],
  middle: [3, 5],
  senior: [6, 10],
  expert: [11, 22],
};

const SENIORITY_RANK: Record<Seniority, number> = { junior: 0, middle: 1, senior: 2, expert: 3 };
const SKILL_COUNT: Record<Seniority, readonly [number, number]> = {
  junior: [3, 5],
  middle: [4, 6],
  senior: [5, 8],
  expert: [5, 8],
};
const SENIORITY_MIX: Record<ProfileKind, readonly (readonly [Seniority, number])[]> = {
  employee: [
    ["junior", 20],
    ["middle", 35],
    ["senior", 30],
    ["expert", 15],
  ],
  freelancer: [
    ["middle", 20],
    ["senior", 45],
    ["expert", 35],
  ],
  student: [["junior", 1]],
};

/** A partita IVA: 7-digit company number, 3-digit province office code, check digit. */
export function italianVat(companyNumber: number, officeCode: string): string {
  if (!Number.isInteger(companyNumber) || companyNumber < 1 || companyNumber > 9_999_999) {
    throw new Error(`company number out of range: ${companyNumber}`);
  }
  const first10 = `${String(companyNumber).padStart(7, "0")}${officeCode.padStart(3, "0").slice(-3)}`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

/** The demo's VAT numbers use company numbers 1 000 000–1 999 999; bulk ones start at 2 000 000. */
export const DEMO_VAT_BASE = 1_000_000;
export const BULK_VAT_BASE = 2_000_000;

/** Same rule as vatKey() in modules/auth/registration.ts. */
export function vatKeyFor(vatNumber: string, foreign: boolean, country: string): string {
  return foreign
    ? `${country}:${vatNumber.replace(/[\s.\-/]/g, "").toUpperCase()}`
    : `IT:${vatNumber.replace(/\s+/g, "").toUpperCase().replace(/^IT/, "")}`;
}

export type GeneratedSkill = { name: string; years: number; level: number };
export type GeneratedProfile = {
  kind: ProfileKind;
  family: string;
  firstname: string;
  lastname: string;
  title: string;
  seniority: Seniority;
  city: string;
  remote: boolean;
  fullTime: boolean;
  dailyRateMin: number;
  dailyRateMax: number;
  /** YYYY-MM-DD. */
  availableFrom: string;
  premium: boolean;
  published: boolean;
  summary: string;
  experienceYears: number;
  /** How long ago the profile was created (for a realistic spread of creation dates). */
  createdDaysAgo: number;
  skills: GeneratedSkill[];
  languages: GeneratedLanguage[];
};

export type ProfileOptions = {
  kind: ProfileKind;
  /** The owning company's city and country (foreign consultants get foreign names and languages). */
  companyCity: string;
  country?: string;
  /** Dates are spread around this day. */
  today: Date;
  name?: { firstname: string; lastname: string };
  family?: string;
  seniority?: Seniority;
};

export function pickPersonName(
  rng: Rng,
  country = "IT",
): { firstname: string; lastname: string; female: boolean } {
  const foreign = FOREIGN_NAMES[country];
  if (foreign) {
    const index = rng.int(0, foreign.first.length - 1);
    return {
      firstname: foreign.first[index] ?? "Alex",
      lastname: rng.pick(foreign.last),
      female: index >= 4 && index <= 7,
    };
  }
  const female = rng.chance(0.42);
  return {
    firstname: rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastname: rng.pick(LAST_NAMES),
    female,
  };
}

export function familyByKey(key: string): TitleFamily {
  const family = TITLE_FAMILIES.find((f) => f.key === key);
  if (!family) throw new Error(`unknown title family ${key}`);
  return family;
}

function pickTitle(rng: Rng, family: TitleFamily, seniority: Seniority): TitleSpec {
  const fitting = family.titles.filter(
    (t) => SENIORITY_RANK[t.minSeniority ?? "junior"] <= SENIORITY_RANK[seniority],
  );
  return rng.pick(fitting.length > 0 ? fitting : family.titles);
}

function decorateTitle(rng: Rng, title: string, seniority: Seniority, kind: ProfileKind): string {
  if (/Architect|Manager|Coach|Master/.test(title)) return title;
  if (kind === "student") return `Junior ${title}`;
  if (seniority === "junior") return rng.chance(0.7) ? `Junior ${title}` : title;
  if (seniority === "senior") return rng.chance(0.6) ? `Senior ${title}` : title;
  if (seniority === "expert")
    return rng.weighted([
      [`Senior ${title}`, 4],
      [`Lead ${title}`, 2],
      [title, 4],
    ]);
  return title;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

function buildSkills(
  rng: Rng,
  title: TitleSpec,
  family: TitleFamily,
  seniority: Seniority,
  experience: number,
) {
  const [minCount, maxCount] = SKILL_COUNT[seniority];
  const count = clamp(rng.int(minCount, maxCount), title.core.length, 8);
  const extras = rng.sample(
    family.pool.filter((name) => !title.core.includes(name)),
    count - title.core.length,
  );
  const base = SENIORITY_RANK[seniority] + 2;
  const skills: GeneratedSkill[] = title.core.map((name) => ({
    name,
    years: rng.int(Math.max(1, Math.ceil(experience * 0.6)), Math.max(1, experience)),
    level: clamp(base - rng.int(0, 1), 1, 5),
  }));
  for (const name of extras) {
    skills.push({
      name,
      years: rng.int(1, Math.max(1, experience - 1)),
      level: clamp(base - rng.int(1, 2), 1, 5),
    });
  }
  return skills;
}

/** YYYY-MM-DD of `today` plus `days` (UTC calendar arithmetic). */
export function addDays(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export function dailyRate(rng: Rng, seniority: Seniority): [min: number, max: number] {
  const [lo, hi] = RATE_BANDS[seniority];
  const min = lo + 10 * rng.int(0, (hi - lo - 20) / 10);
  const max = Math.min(hi, min + 10 * rng.int(2, 12));
  return [min, max];
}

/** One consultant profile whose title, skills, years, languages and rate agree with each other. */
export function generateProfile(rng: Rng, options: ProfileOptions): GeneratedProfile {
  const { kind } = options;
  const country = options.country ?? "IT";
  const foreign = country !== "IT";
  const seniority = options.seniority ?? rng.weighted(SENIORITY_MIX[kind]);
  const family = options.family
    ? familyByKey(options.family)
    : rng.weighted(
        TITLE_FAMILIES.filter((f) => kind !== "student" || f.student).map((f) => [f, f.weight] as const),
      );
  const spec = pickTitle(rng, family, seniority);
  const title = decorateTitle(rng, spec.title, seniority, kind);
  const [expMin, expMax] = EXPERIENCE_YEARS[seniority];
  const experienceYears = kind === "student" ? rng.int(0, 1) : rng.int(expMin, expMax);
  const name = options.name ?? pickPersonName(rng, country);
  const city =
    foreign || kind === "freelancer" || rng.chance(kind === "student" ? 0.8 : 0.6)
      ? options.companyCity
      : rng.weighted(CITY_WEIGHTS);
  const remote = rng.chance(foreign ? 0.9 : kind === "freelancer" ? 0.7 : 0.4);
  const skills = buildSkills(rng, spec, family, seniority, experienceYears);
  const [dailyRateMin, dailyRateMax] = dailyRate(rng, seniority);
  const summary = buildSummary(rng, {
    title,
    topicIt: family.topicIt,
    topicEn: family.topicEn,
    experienceYears,
    skills: skills.map((s) => s.name),
    student: kind === "student",
    remote,
    english: rng.chance(foreign ? 0.9 : 0.35),
  });
  return {
    kind,
    family: family.key,
    firstname: name.firstname,
    lastname: name.lastname,
    title,
    seniority,
    city,
    remote,
    fullTime: rng.chance(kind === "freelancer" ? 0.75 : 0.92),
    dailyRateMin,
    dailyRateMax,
    availableFrom: addDays(options.today, rng.int(-30, 90)),
    premium: rng.chance(kind === "student" ? 0.04 : 0.1),
    published: kind === "freelancer" || rng.chance(0.85),
    summary,
    experienceYears,
    createdDaysAgo: rng.int(0, 420),
    skills,
    languages: buildLanguages(rng, seniority, country),
  };
}
