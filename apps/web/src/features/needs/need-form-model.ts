import type {
  ClientNeed,
  FpNeedBody,
  LANGUAGE_LEVELS,
  PositionBody,
  SENIORITIES,
  TmNeedBody,
} from "@mkt/contracts";
import type { TechnologyOption } from "../profiles/index.ts";

type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
type Seniority = (typeof SENIORITIES)[number];

/** A required technology with the least years wanted, typed as text (empty: no minimum). */
export type MandatorySkillValue = TechnologyOption & { min_years: string };

/** One position as the form holds it: numbers and dates as typed text, technologies as picked options. */
export type PositionFormValues = {
  title: string;
  seniority: Seniority | "";
  city: string;
  remote_allowed: boolean;
  max_daily_rate: string;
  profiles_wanted: string;
  date_start: string;
  date_end: string;
  description: string;
  mandatory_skills: MandatorySkillValue[];
  nice_skills: TechnologyOption[];
  /** Codes of the staff's spoken-language table (GET languages). */
  languages: { code: string; min_level: LanguageLevel | "" }[];
};

type NeedFormCommon = {
  title: string;
  description: string;
  sector_code: string;
  city: string;
  remote_allowed: boolean;
  anonymous: boolean;
};
export type TmFormValues = NeedFormCommon & { positions: PositionFormValues[] };
export type FpFormValues = NeedFormCommon & { budget: string; deadline: string };

export const EMPTY_POSITION: PositionFormValues = {
  title: "",
  seniority: "",
  city: "",
  remote_allowed: false,
  max_daily_rate: "",
  profiles_wanted: "1",
  date_start: "",
  date_end: "",
  description: "",
  mandatory_skills: [],
  nice_skills: [],
  languages: [],
};
const EMPTY_COMMON: NeedFormCommon = {
  title: "",
  description: "",
  sector_code: "",
  city: "",
  remote_allowed: false,
  anonymous: false,
};
export const EMPTY_TM: TmFormValues = { ...EMPTY_COMMON, positions: [{ ...EMPTY_POSITION }] };
export const EMPTY_FP: FpFormValues = { ...EMPTY_COMMON, budget: "", deadline: "" };

/** Typed text to a number for the schema: empty is "not given", anything else is checked by the schema. */
const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));
const orNull = (v: string) => (v.trim() === "" ? null : v.trim());
/** An unchosen select stays undefined so the schema reports it as required. */
const chosen = <T extends string>(v: T | "") => (v === "" ? undefined : v) as T;

const commonBody = (v: NeedFormCommon) => ({
  title: v.title,
  description: v.description,
  sector_code: orNull(v.sector_code),
  city: orNull(v.city),
  remote_allowed: v.remote_allowed,
  anonymous: v.anonymous,
});

export function positionToBody(p: PositionFormValues): PositionBody {
  return {
    title: p.title,
    seniority: chosen(p.seniority),
    city: orNull(p.city),
    remote_allowed: p.remote_allowed,
    max_daily_rate: numberOrNull(p.max_daily_rate),
    profiles_wanted: numberOrNull(p.profiles_wanted) ?? 1,
    date_start: orNull(p.date_start),
    date_end: orNull(p.date_end),
    description: p.description,
    mandatory_skills: p.mandatory_skills.map((t) => ({
      technology_id: t.id,
      min_years: numberOrNull(t.min_years),
    })),
    nice_skills: p.nice_skills.map((t) => ({ technology_id: t.id })),
    languages: p.languages.map((l) => ({ code: chosen(l.code), min_level: chosen(l.min_level) })),
  };
}

export function tmToBody(v: TmFormValues, publish = false): TmNeedBody {
  return { ...commonBody(v), positions: v.positions.map(positionToBody), publish };
}

export function fpToBody(v: FpFormValues, publish = false): FpNeedBody {
  return {
    ...commonBody(v),
    budget: numberOrNull(v.budget) as number,
    deadline: v.deadline,
    publish,
  };
}

const commonValues = (n: ClientNeed): NeedFormCommon => ({
  title: n.title,
  description: n.description,
  sector_code: n.sector_code ?? "",
  city: n.city ?? "",
  remote_allowed: n.remote_allowed,
  anonymous: n.anonymous,
});

/** A saved draft back into the form. */
export function needToTmValues(n: ClientNeed): TmFormValues {
  return {
    ...commonValues(n),
    positions: n.positions.map((p) => ({
      title: p.title,
      seniority: p.seniority ?? "",
      city: p.city ?? "",
      remote_allowed: p.remote_allowed,
      max_daily_rate: p.max_daily_rate === null ? "" : String(p.max_daily_rate),
      profiles_wanted: String(p.profiles_wanted),
      date_start: p.date_start ?? "",
      date_end: p.date_end ?? "",
      description: p.description,
      mandatory_skills: p.mandatory_skills.map((s) => ({
        id: s.technology_id,
        name: s.name,
        min_years: s.min_years === null ? "" : String(s.min_years),
      })),
      nice_skills: p.nice_skills.map((s) => ({ id: s.technology_id, name: s.name })),
      languages: p.languages.map((l) => ({
        code: l.code,
        min_level: l.min_level,
      })),
    })),
  };
}

export function needToFpValues(n: ClientNeed): FpFormValues {
  return {
    ...commonValues(n),
    budget: n.budget === null ? "" : String(n.budget),
    deadline: n.deadline ?? "",
  };
}

/** /need/create?type=fixed_price|time_material (the blocked modal's buy-not link); anything else asks. */
export function needTypeOfParam(value: string | null): "tm" | "fp" | null {
  return value === "time_material" ? "tm" : value === "fixed_price" ? "fp" : null;
}
export const needTypeParam = (type: "tm" | "fp") => (type === "tm" ? "time_material" : "fixed_price");

/**
 * The picker's new choice of required technologies, keeping the minimum years already typed for those that
 * stay (a technology picked now starts without a minimum).
 */
export function withMinYears(
  picked: readonly TechnologyOption[],
  previous: readonly MandatorySkillValue[],
): MandatorySkillValue[] {
  return picked.map((t) => ({
    id: t.id,
    name: t.name,
    min_years: previous.find((p) => p.id === t.id)?.min_years ?? "",
  }));
}
