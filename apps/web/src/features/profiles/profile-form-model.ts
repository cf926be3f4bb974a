import type {
  CvDraft,
  LANGUAGE_LEVELS,
  PROFILE_LANGUAGE_CODES,
  ProfileDetail,
  SENIORITIES,
} from "@mkt/contracts";

export type Seniority = (typeof SENIORITIES)[number];
export type LanguageCode = (typeof PROFILE_LANGUAGE_CODES)[number];
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export type TechnologyOption = { id: number; name: string };

export type SkillValues = { technology_id: number | null; name: string; years: string; level: number };
export type LanguageValues = { code: string; level: string };
export type ExperienceValues = {
  company: string;
  role: string;
  start_date: string;
  end_date: string;
  description: string;
  /** Shown as chips; sent as technology_ids. */
  technologies: TechnologyOption[];
};
export type CertificationValues = {
  name: string;
  /** The taxonomy certification picked for the name; null for typed text (certification-name-field.tsx). */
  technology_id: number | null;
  issuer: string;
  issued_on: string;
  expires_on: string;
};
export type EducationValues = {
  institution: string;
  degree: string;
  field: string;
  start_year: string;
  end_year: string;
};

/**
 * The profile form: the request body's field names (so the API's and the schema's error paths land on the
 * inputs), with text inputs kept as strings until the body is built.
 */
export type ProfileFormValues = {
  firstname: string;
  lastname: string;
  title: string;
  seniority: Seniority | "";
  summary: string;
  email: string;
  phone: string;
  city: string;
  localities: string[];
  remote: boolean;
  full_time: boolean;
  available_from: string;
  daily_rate_min: string;
  daily_rate_max: string;
  premium: boolean;
  skills: SkillValues[];
  languages: LanguageValues[];
  experiences: ExperienceValues[];
  certifications: CertificationValues[];
  education: EducationValues[];
  cv_upload_id: string | null;
};

export const EMPTY_SKILL: SkillValues = { technology_id: null, name: "", years: "", level: 3 };
export const EMPTY_LANGUAGE: LanguageValues = { code: "", level: "" };
export const EMPTY_EXPERIENCE: ExperienceValues = {
  company: "",
  role: "",
  start_date: "",
  end_date: "",
  description: "",
  technologies: [],
};
export const EMPTY_CERTIFICATION: CertificationValues = {
  name: "",
  technology_id: null,
  issuer: "",
  issued_on: "",
  expires_on: "",
};
export const EMPTY_EDUCATION: EducationValues = {
  institution: "",
  degree: "",
  field: "",
  start_year: "",
  end_year: "",
};

export function emptyProfileForm(): ProfileFormValues {
  return {
    firstname: "",
    lastname: "",
    title: "",
    seniority: "",
    summary: "",
    email: "",
    phone: "",
    city: "",
    localities: [],
    remote: false,
    full_time: true,
    available_from: "",
    daily_rate_min: "",
    daily_rate_max: "",
    premium: false,
    skills: [],
    languages: [],
    experiences: [],
    certifications: [],
    education: [],
    cv_upload_id: null,
  };
}

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** A saved profile as form values (editing). */
export function detailToForm(detail: ProfileDetail): ProfileFormValues {
  return {
    firstname: detail.firstname,
    lastname: detail.lastname,
    title: detail.title,
    seniority: detail.seniority,
    summary: str(detail.summary),
    email: str(detail.email),
    phone: str(detail.phone),
    city: str(detail.city),
    localities: [...detail.localities],
    remote: detail.remote,
    full_time: detail.full_time,
    available_from: str(detail.available_from),
    daily_rate_min: str(detail.daily_rate_min),
    daily_rate_max: str(detail.daily_rate_max),
    premium: detail.premium,
    skills: detail.skills.map((s) => ({
      technology_id: s.technology_id,
      name: s.name,
      years: String(s.years),
      level: s.level,
    })),
    languages: detail.languages.map((l) => ({ code: l.code, level: l.level })),
    experiences: detail.experiences.map((e) => ({
      company: e.company,
      role: e.role,
      start_date: e.start_date,
      end_date: str(e.end_date),
      description: str(e.description),
      technologies: e.technologies.map((t) => ({ id: t.id, name: t.name })),
    })),
    certifications: detail.certifications.map((c) => ({
      name: c.name,
      technology_id: c.technology_id,
      issuer: str(c.issuer),
      issued_on: str(c.issued_on),
      expires_on: str(c.expires_on),
    })),
    education: detail.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: str(e.field),
      start_year: str(e.start_year),
      end_year: str(e.end_year),
    })),
    cv_upload_id: detail.cv_upload_id,
  };
}

/**
 * What digitizing a CV found, as the values of a new profile for the user to review. Technology names of the
 * experiences come from the draft's skills or the lookup; ids nobody can name are dropped (the user sees
 * what will be saved).
 */
export function draftToForm(cv: CvDraft, technologies: readonly TechnologyOption[] = []): ProfileFormValues {
  const { draft } = cv;
  const names = new Map<number, string>();
  for (const t of technologies) names.set(t.id, t.name);
  for (const s of draft.skills) names.set(s.technology_id, s.name);
  const seen = new Set<number>();
  const skills = draft.skills.filter((s) => !seen.has(s.technology_id) && seen.add(s.technology_id));
  const codes = new Set<string>();
  const languages = draft.languages.filter((l) => !codes.has(l.code) && codes.add(l.code));
  return {
    ...emptyProfileForm(),
    firstname: str(draft.firstname),
    lastname: str(draft.lastname),
    title: str(draft.title),
    seniority: draft.seniority ?? "",
    email: str(draft.email),
    phone: str(draft.phone),
    city: str(draft.city),
    skills: skills.map((s) => ({
      technology_id: s.technology_id,
      name: s.name,
      years: String(s.years),
      level: s.level,
    })),
    languages: languages.map((l) => ({ code: l.code, level: l.level })),
    experiences: draft.experiences.map((e) => ({
      company: e.company,
      role: e.role,
      start_date: e.start_date,
      end_date: str(e.end_date),
      description: str(e.description),
      technologies: e.technology_ids.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
    })),
    // Drafts made before education and certifications were read have neither.
    certifications: (draft.certifications ?? []).map((c) => ({
      name: c.name,
      technology_id: c.technology_id ?? null,
      issuer: str(c.issuer),
      issued_on: str(c.issued_on),
      expires_on: str(c.expires_on),
    })),
    education: (draft.education ?? []).map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: str(e.field),
      start_year: str(e.start_year),
      end_year: str(e.end_year),
    })),
    cv_upload_id: cv.cv_upload_id,
  };
}
