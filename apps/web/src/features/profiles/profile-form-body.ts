import type { ProfileBody } from "@mkt/contracts";
import type { LanguageCode, LanguageLevel, ProfileFormValues } from "./profile-form-model.ts";

// From the profile form's values to the request body, and which error paths the form shows.

/** "" → undefined (the schema says "required"), else the number typed. */
function requiredNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** "" → null (left empty on purpose), else the number typed. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

const optionalDay = (value: string) => (value.trim() === "" ? null : value.trim());

/** The request body of the form's values (validated by the contracts' profileBodySchema). */
export function formToBody(values: ProfileFormValues): ProfileBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    title: values.title,
    seniority: (values.seniority || undefined) as ProfileBody["seniority"],
    summary: values.summary,
    email: values.email,
    phone: values.phone,
    city: values.city,
    localities: values.localities,
    remote: values.remote,
    full_time: values.full_time,
    available_from: optionalDay(values.available_from),
    daily_rate_min: optionalNumber(values.daily_rate_min),
    daily_rate_max: optionalNumber(values.daily_rate_max),
    premium: values.premium,
    skills: values.skills.map((s) => ({
      // Missing values stay undefined so that the schema answers "required" on that input.
      technology_id: s.technology_id ?? (undefined as unknown as number),
      years: requiredNumber(s.years) as number,
      level: s.level,
    })),
    languages: values.languages.map((l) => ({
      code: l.code as LanguageCode,
      level: l.level as LanguageLevel,
    })),
    experiences: values.experiences.map((e) => ({
      company: e.company,
      role: e.role,
      start_date: e.start_date,
      end_date: optionalDay(e.end_date),
      description: e.description,
      technology_ids: e.technologies.map((t) => t.id),
    })),
    certifications: values.certifications.map((c) => ({
      name: c.name,
      technology_id: c.technology_id,
      issuer: c.issuer,
      issued_on: optionalDay(c.issued_on),
      expires_on: optionalDay(c.expires_on),
    })),
    education: values.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: e.field,
      start_year: optionalNumber(e.start_year),
      end_year: optionalNumber(e.end_year),
    })),
    cv_upload_id: values.cv_upload_id,
  };
}

const LIST_FIELDS = ["skills", "languages", "experiences", "certifications", "education"] as const;
const ITEM_FIELDS: Record<(typeof LIST_FIELDS)[number], readonly string[]> = {
  skills: ["technology_id", "years", "level"],
  languages: ["code", "level"],
  experiences: ["company", "role", "start_date", "end_date", "description", "technology_ids"],
  certifications: ["name", "technology_id", "issuer", "issued_on", "expires_on"],
  education: ["institution", "degree", "field", "start_year", "end_year"],
};

/**
 * Whether an error path from the API (or the schema) names something this form shows: a top-level field, a
 * list (its own error, e.g. repeated entries), or a field of an existing list row.
 */
export function isFormErrorPath(path: string, values: ProfileFormValues): boolean {
  const parts = path.split(".");
  const [head, index, field] = parts;
  if (!head || !Object.hasOwn(values, head)) return false;
  const list = LIST_FIELDS.find((name) => name === head);
  if (!list) return parts.length === 1 || (head === "localities" && parts.length === 2);
  if (parts.length === 1) return true;
  const row = Number(index);
  return (
    parts.length === 3 &&
    Number.isInteger(row) &&
    row >= 0 &&
    row < values[list].length &&
    field !== undefined &&
    ITEM_FIELDS[list].includes(field)
  );
}

/**
 * The maximum rate below the minimum. The schema checks it only once every other field is valid (an object
 * refinement); the form checks it alongside, so the user sees every problem at the first submit.
 */
export function rateOrderBroken(
  values: Pick<ProfileFormValues, "daily_rate_min" | "daily_rate_max">,
): boolean {
  const min = optionalNumber(values.daily_rate_min);
  const max = optionalNumber(values.daily_rate_max);
  return min !== null && max !== null && !Number.isNaN(min) && !Number.isNaN(max) && max < min;
}
