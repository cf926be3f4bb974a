import {
  type FieldError,
  isStaffRole,
  PROFILE_SECTION_MAX,
  type ProfileCertifications,
  type ProfileExperiences,
  type ProfileKind,
  type profileCertificationInputSchema,
  type profileExperienceInputSchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/index.ts";
import { refreshProfileMatches } from "../matching/index.ts";
import { editorOf, ownProfile } from "./access.ts";
import { linkCertification } from "./certification-links.ts";
import { findProfile, technologyNames } from "./queries/profile-detail.ts";
import {
  CERTIFICATION_TABLE,
  certificationsOfProfile,
  countSectionEntries,
  deleteSectionEntry,
  EXPERIENCE_TABLE,
  experiencesOfProfile,
  insertSectionEntry,
  lockProfileRow,
  renumberCertifications,
  renumberExperiences,
  type SectionTable,
  touchProfile,
  updateSectionEntry,
} from "./queries/sections.ts";
import { knownTechnologyIds } from "./queries/technologies.ts";

type ExperienceInput = z.output<typeof profileExperienceInputSchema>;
type CertificationInput = z.output<typeof profileCertificationInputSchema>;

/**
 * Who changes a profile's sections: its company's managers, the student their own linked profile (both as the
 * whole-profile form allows), and staff any profile (issue 4: only the owning company and staff change a
 * profile). A staff member acting as a user is that user.
 */
export type SectionActor = { kind: "staff" } | { kind: "editor"; auth: AuthContext };
export const sectionActorOf = (auth: AuthContext): SectionActor =>
  isStaffRole(auth.roleId) ? { kind: "staff" } : { kind: "editor", auth };

/** The profile the actor may change (404 for another company's profile, or another student's). */
async function editableProfile(db: DbOrTx, actor: SectionActor, id: number) {
  if (actor.kind === "editor") return ownProfile(db, editorOf(actor.auth), id);
  const found = await findProfile(db, id);
  if (!found) throw new AppError("common.not_found");
  return found;
}

type Found = Awaited<ReturnType<typeof editableProfile>>;
const ownerOf = (found: Found, updatedAt: Date) => ({
  id: found.profile.id,
  firstname: found.profile.firstname,
  lastname: found.profile.lastname,
  title: found.profile.title,
  kind: found.profile.kind as ProfileKind,
  company_name: found.companyName,
  updated_at: updatedAt.toISOString(),
});

/** A section change is a change of the profile: updated_at moves and the matches are computed again. */
async function touch(tx: DbOrTx, id: number): Promise<Date> {
  const updatedAt = await touchProfile(tx, id);
  if (!updatedAt) throw new Error(`profile ${id}: touching its updated_at returned no row`);
  return updatedAt;
}

/** Technologies must come from the lookup list; unknown ones are a field error on technology_ids. */
async function checkTechnologies(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await knownTechnologyIds(db, unique);
  if (rows.length !== unique.length) {
    const errors: FieldError[] = [{ field: "technology_ids", code: "validation.invalid", message: "" }];
    throw new AppError("validation.failed", { fieldErrors: errors });
  }
}

async function experienceList(db: DbOrTx, found: Found, updatedAt: Date): Promise<ProfileExperiences> {
  const rows = await experiencesOfProfile(db, found.profile.id);
  const names = await technologyNames(db, [...new Set(rows.flatMap((r) => r.technologyIds))]);
  return {
    profile: ownerOf(found, updatedAt),
    items: rows.map((e) => ({
      id: e.id,
      company: e.company,
      role: e.role,
      start_date: e.startDate,
      end_date: e.endDate,
      description: e.description,
      technologies: e.technologyIds.flatMap((id) => {
        const name = names.get(id);
        return name ? [{ id, name }] : [];
      }),
    })),
  };
}

async function certificationList(db: DbOrTx, found: Found, updatedAt: Date): Promise<ProfileCertifications> {
  const rows = await certificationsOfProfile(db, found.profile.id);
  return {
    profile: ownerOf(found, updatedAt),
    items: rows.map((c) => ({
      id: c.id,
      name: c.name,
      technology_id: c.technologyId,
      issuer: c.issuer,
      issued_on: c.issuedOn,
      expires_on: c.expiresOn,
    })),
  };
}

const experienceColumns = (input: ExperienceInput) => ({
  company: input.company,
  role: input.role,
  startDate: input.start_date,
  endDate: input.end_date,
  description: input.description,
  technologyIds: [...new Set(input.technology_ids)],
});

const certificationColumns = (input: CertificationInput) => ({
  name: input.name,
  technologyId: input.technology_id,
  issuer: input.issuer,
  issuedOn: input.issued_on,
  expiresOn: input.expires_on,
});

/** What differs between the two sections; everything else is one set of functions below. */
type Section<Input, List> = {
  table: SectionTable;
  max: number;
  columns: (input: Input) => Record<string, unknown>;
  renumber: (tx: DbOrTx, profileId: number) => Promise<void>;
  list: (tx: DbOrTx, found: Found, updatedAt: Date) => Promise<List>;
};

const EXPERIENCES: Section<ExperienceInput, ProfileExperiences> = {
  table: EXPERIENCE_TABLE,
  max: PROFILE_SECTION_MAX.experiences,
  columns: experienceColumns,
  renumber: renumberExperiences,
  list: experienceList,
};

const CERTIFICATIONS: Section<CertificationInput, ProfileCertifications> = {
  table: CERTIFICATION_TABLE,
  max: PROFILE_SECTION_MAX.certifications,
  columns: certificationColumns,
  renumber: renumberCertifications,
  list: certificationList,
};

async function listSection<L>(db: Db, actor: SectionActor, id: number, section: Section<never, L>) {
  const found = await editableProfile(db, actor, id);
  return section.list(db, found, found.profile.updatedAt);
}

/**
 * One change of a section inside a transaction that locks the profile row (two tabs adding at once cannot go
 * over the maximum), then the section as it now is, in its order; the profile's matches follow after the commit.
 */
async function changeSection<I, L>(
  db: Db,
  actor: SectionActor,
  id: number,
  section: Section<I, L>,
  change: (tx: DbOrTx) => Promise<void>,
): Promise<L> {
  const result = await db.transaction(async (tx) => {
    const found = await editableProfile(tx, actor, id);
    await lockProfileRow(tx, id);
    await change(tx);
    await section.renumber(tx, id);
    return section.list(tx, found, await touch(tx, id));
  });
  await refreshProfileMatches(db, [id]);
  return result;
}

function addEntry<I, L>(db: Db, actor: SectionActor, id: number, section: Section<I, L>, input: I) {
  return changeSection(db, actor, id, section, async (tx) => {
    if ((await countSectionEntries(tx, section.table, id)) >= section.max) {
      throw new AppError("profiles.section_full");
    }
    // The two tables share profile_id and position; the columns are the section's own.
    await insertSectionEntry(tx, section.table, id, section.columns(input));
  });
}

function updateEntry<I, L>(
  db: Db,
  actor: SectionActor,
  id: number,
  itemId: number,
  section: Section<I, L>,
  input: I,
) {
  return changeSection(db, actor, id, section, async (tx) => {
    if (!(await updateSectionEntry(tx, section.table, id, itemId, section.columns(input)))) {
      throw new AppError("common.not_found");
    }
  });
}

function deleteEntry<I, L>(db: Db, actor: SectionActor, id: number, itemId: number, section: Section<I, L>) {
  return changeSection(db, actor, id, section, async (tx) => {
    if (!(await deleteSectionEntry(tx, section.table, id, itemId))) throw new AppError("common.not_found");
  });
}

export const listExperiences = (db: Db, actor: SectionActor, id: number) =>
  listSection(db, actor, id, EXPERIENCES);

export const listCertifications = (db: Db, actor: SectionActor, id: number) =>
  listSection(db, actor, id, CERTIFICATIONS);

export async function addExperience(db: Db, actor: SectionActor, id: number, input: ExperienceInput) {
  await checkTechnologies(db, input.technology_ids);
  return addEntry(db, actor, id, EXPERIENCES, input);
}

export async function updateExperience(
  db: Db,
  actor: SectionActor,
  id: number,
  itemId: number,
  input: ExperienceInput,
) {
  await checkTechnologies(db, input.technology_ids);
  return updateEntry(db, actor, id, itemId, EXPERIENCES, input);
}

export const deleteExperience = (db: Db, actor: SectionActor, id: number, itemId: number) =>
  deleteEntry(db, actor, id, itemId, EXPERIENCES);

/** A certification is linked to the taxonomy before it is stored (certification-links.ts). */
export async function addCertification(db: Db, actor: SectionActor, id: number, input: CertificationInput) {
  return addEntry(db, actor, id, CERTIFICATIONS, await linkCertification(db, input));
}

export async function updateCertification(
  db: Db,
  actor: SectionActor,
  id: number,
  itemId: number,
  input: CertificationInput,
) {
  return updateEntry(db, actor, id, itemId, CERTIFICATIONS, await linkCertification(db, input));
}

export const deleteCertification = (db: Db, actor: SectionActor, id: number, itemId: number) =>
  deleteEntry(db, actor, id, itemId, CERTIFICATIONS);
