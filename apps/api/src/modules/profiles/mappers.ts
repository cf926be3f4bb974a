import type { ProfileDetail, ProfileKind, ProfileListItem, ProfileSeniority } from "@mkt/contracts";
import type { profileChildren } from "./queries/profile-detail.ts";
import type { ListSkill, ProfileRow } from "./queries/profile-rows.ts";

const num = (v: string | null) => (v === null ? null : Number(v));

export const photoUrl = (id: number, photoKey: string | null) =>
  photoKey ? `/api/profiles/${id}/photo?v=${encodeURIComponent(photoKey.slice(-12))}` : null;

/** "Rossi" → "R." — the surname a viewer without unlocked contacts sees. */
export const initial = (name: string) => `${name.trim().charAt(0).toUpperCase()}.`;

type Children = Awaited<ReturnType<typeof profileChildren>>;

export function toDetail(
  row: ProfileRow,
  companyName: string,
  children: Children,
  options: { contactsVisible: boolean; editable: boolean; showCvFile: boolean },
): ProfileDetail {
  const { contactsVisible } = options;
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: companyName,
    kind: row.kind as ProfileKind,
    firstname: row.firstname,
    lastname: contactsVisible ? row.lastname : initial(row.lastname),
    title: row.title,
    seniority: row.seniority as ProfileSeniority,
    summary: row.summary,
    email: contactsVisible ? row.email : null,
    phone: contactsVisible ? row.phone : null,
    city: row.city,
    localities: row.localities,
    remote: row.remote,
    full_time: row.fullTime,
    available_from: row.availableFrom,
    daily_rate_min: num(row.dailyRateMin),
    daily_rate_max: num(row.dailyRateMax),
    premium: row.premium,
    published: row.published,
    // A photo identifies the person: it goes with the contact details.
    photo_url: contactsVisible ? photoUrl(row.id, row.photoKey) : null,
    cv_upload_id: options.showCvFile ? row.cvUploadId : null,
    contacts_visible: contactsVisible,
    editable: options.editable,
    skills: children.skills.map((s) => ({
      technology_id: s.technologyId,
      name: s.name,
      years: s.years,
      level: s.level,
    })),
    languages: children.languages,
    experiences: children.experiences.map((e) => ({
      company: e.company,
      role: e.role,
      start_date: e.startDate,
      end_date: e.endDate,
      description: e.description,
      technologies: e.technologyIds.flatMap((id) => {
        const name = children.techNames.get(id);
        return name ? [{ id, name }] : [];
      }),
    })),
    certifications: children.certifications.map((c) => ({
      name: c.name,
      technology_id: c.technologyId,
      issuer: c.issuer,
      issued_on: c.issuedOn,
      expires_on: c.expiresOn,
    })),
    education: children.education.map((e) => ({
      institution: e.institution,
      degree: e.degree,
      field: e.field,
      start_year: e.startYear,
      end_year: e.endYear,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type ListRow = Pick<
  ProfileRow,
  | "id"
  | "companyId"
  | "firstname"
  | "lastname"
  | "title"
  | "seniority"
  | "city"
  | "remote"
  | "fullTime"
  | "availableFrom"
  | "dailyRateMin"
  | "dailyRateMax"
  | "premium"
  | "published"
  | "photoKey"
  | "updatedAt"
>;

export function toListItem(row: ListRow & { skills: ListSkill[] }): ProfileListItem {
  return {
    id: row.id,
    company_id: row.companyId,
    firstname: row.firstname,
    lastname: row.lastname,
    title: row.title,
    seniority: row.seniority as ProfileSeniority,
    city: row.city,
    remote: row.remote,
    full_time: row.fullTime,
    available_from: row.availableFrom,
    daily_rate_min: num(row.dailyRateMin),
    daily_rate_max: num(row.dailyRateMax),
    premium: row.premium,
    published: row.published,
    photo_url: photoUrl(row.id, row.photoKey),
    skills: row.skills,
    updated_at: row.updatedAt.toISOString(),
  };
}
