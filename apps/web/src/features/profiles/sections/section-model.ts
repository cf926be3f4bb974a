import {
  experienceMonths,
  type ProfileBody,
  type ProfileCertificationItem,
  type ProfileExperienceItem,
  splitMonths,
} from "@mkt/contracts";
import type { CertificationValues, ExperienceValues } from "../profile-form-model.ts";

type ExperienceBody = NonNullable<ProfileBody["experiences"]>[number];
type CertificationBody = NonNullable<ProfileBody["certifications"]>[number];

/**
 * The entry dialogs of working_experience and certifications use the profile form's own row values (text inputs
 * as strings, technologies as chips) and send the profile form's entry bodies, so both screens validate exactly
 * like the profile form.
 */
export const EMPTY_EXPERIENCE_VALUES: ExperienceValues = {
  company: "",
  role: "",
  start_date: "",
  end_date: "",
  description: "",
  technologies: [],
};

export const EMPTY_CERTIFICATION_VALUES: CertificationValues = {
  name: "",
  technology_id: null,
  issuer: "",
  issued_on: "",
  expires_on: "",
};

const optionalDay = (value: string) => (value.trim() === "" ? null : value);

export function experienceToValues(item: ProfileExperienceItem): ExperienceValues {
  return {
    company: item.company,
    role: item.role,
    start_date: item.start_date,
    end_date: item.end_date ?? "",
    description: item.description ?? "",
    technologies: item.technologies.map((t) => ({ id: t.id, name: t.name })),
  };
}

export function experienceToBody(values: ExperienceValues): ExperienceBody {
  return {
    company: values.company,
    role: values.role,
    start_date: values.start_date,
    end_date: optionalDay(values.end_date),
    description: values.description,
    technology_ids: values.technologies.map((t) => t.id),
  };
}

export function certificationToValues(item: ProfileCertificationItem): CertificationValues {
  return {
    name: item.name,
    technology_id: item.technology_id,
    issuer: item.issuer ?? "",
    issued_on: item.issued_on ?? "",
    expires_on: item.expires_on ?? "",
  };
}

export function certificationToBody(values: CertificationValues): CertificationBody {
  return {
    name: values.name,
    technology_id: values.technology_id,
    issuer: values.issuer,
    issued_on: optionalDay(values.issued_on),
    expires_on: optionalDay(values.expires_on),
  };
}

/** The duration line of a timeline entry: null for unreadable dates, else years and months (either may be 0). */
export function experienceDuration(
  item: Pick<ProfileExperienceItem, "start_date" | "end_date">,
  today: string,
): { years: number; months: number } | null {
  const months = experienceMonths(item.start_date, item.end_date, today);
  return months === null ? null : splitMonths(months);
}

/** A certification past its expiry day. */
export function isExpired(item: Pick<ProfileCertificationItem, "expires_on">, today: string): boolean {
  return item.expires_on !== null && item.expires_on < today;
}

/** The ?id= of the section screens: a positive integer, or null. */
export function profileIdParam(params: URLSearchParams): number | null {
  const raw = params.get("id");
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
