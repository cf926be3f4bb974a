import {
  canAddProfile,
  type FieldError,
  type Language,
  PLAN_STATE,
  type ProfileDetail,
  type ProfileInput,
  type ProfileKind,
  ROLE,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import type { Storage } from "../../storage/storage.ts";
import { hasEnabledFunction } from "../functions/index.ts";
import { refreshProfileMatches } from "../matching/index.ts";
import { resolvePlace, resolvePlaceIds } from "../places/index.ts";
import { findSubscription } from "../plans/index.ts";
import { unknownLanguageCodes } from "../reference-data/index.ts";
import { type Editor, type Manager, ownProfile } from "./access.ts";
import { linkCertifications } from "./certification-links.ts";
import { activeCollaborationCount, replaceChildren } from "./queries/profile-detail.ts";
import {
  anyProfileIdOfCompany,
  countProfilesFromCvUpload,
  countProfilesOfCompany,
  deleteCvUpload,
  deleteProfileOfCompany,
  insertProfile,
  isCvUploadOfCompany,
  lockCompanyRow,
  type ProfileColumns,
  setPublishedOfCompany,
  updateProfileOfCompany,
} from "./queries/profile-writes.ts";
import { knownTechnologyIds } from "./queries/technologies.ts";
import { getProfile } from "./read-profile.ts";

const KIND_BY_COMPANY: Record<string, ProfileKind> = {
  supplier: "employee",
  academy: "student",
  freelance: "freelancer",
};

/**
 * Every technology id of the input must be in the lookup list; unknown ones are field errors. Answers the input
 * with its certifications linked to the taxonomy (certification-links.ts).
 */
async function checkReferences(db: DbOrTx, manager: Editor, input: ProfileInput): Promise<ProfileInput> {
  const ids = [
    ...new Set([
      ...input.skills.map((s) => s.technology_id),
      ...input.experiences.flatMap((e) => e.technology_ids),
    ]),
  ];
  const known = new Set(ids.length ? await knownTechnologyIds(db, ids) : []);
  const errors: FieldError[] = [];
  const invalid = (field: string) => errors.push({ field, code: "validation.invalid", message: "" });
  input.skills.forEach((s, i) => {
    if (!known.has(s.technology_id)) invalid(`skills.${i}.technology_id`);
  });
  input.experiences.forEach((e, i) => {
    if (e.technology_ids.some((id) => !known.has(id))) invalid(`experiences.${i}.technology_ids`);
  });
  const unknownLanguages = await unknownLanguageCodes(
    db,
    input.languages.map((l) => l.code),
  );
  input.languages.forEach((l, i) => {
    if (unknownLanguages.has(l.code))
      errors.push({ field: `languages.${i}.code`, code: "validation.language_unknown", message: "" });
  });
  if (input.cv_upload_id) {
    if (!(await isCvUploadOfCompany(db, input.cv_upload_id, manager.companyId))) invalid("cv_upload_id");
  }
  const certifications = await linkCertifications(
    db,
    input.certifications,
    (i) => `certifications.${i}.technology_id`,
  );
  errors.push(...certifications.errors);
  if (errors.length) throw new AppError("validation.failed", { fieldErrors: errors });
  return { ...input, certifications: certifications.items };
}

/** §4/§5 add-profile gating, from the company's documentation, plan and add_profile flag. */
export async function assertCanAddProfile(
  db: DbOrTx,
  manager: Manager,
  documentation: { docStatus: number; docLimitDate: string | null },
) {
  const sub = await findSubscription(db, manager.companyId);
  const verdict = canAddProfile({
    roleId: manager.roleId,
    docStatus: documentation.docStatus,
    docLimitDate: documentation.docLimitDate,
    today: isoToday(),
    planStatus: sub?.subscription.state === PLAN_STATE.ACTIVE ? 1 : 0,
    addProfileFlag: await hasEnabledFunction(db, manager.companyId, "add_profile"),
  });
  if (!verdict.allowed) {
    if (verdict.reason === "role") throw new AppError("auth.forbidden");
    throw new AppError(`profiles.add_blocked_${verdict.reason}`);
  }
}

const columns = (input: ProfileInput): ProfileColumns => ({
  firstname: input.firstname,
  lastname: input.lastname,
  title: input.title,
  seniority: input.seniority,
  summary: input.summary,
  email: input.email,
  phone: input.phone,
  city: input.city,
  // The city and localities resolved to real places (issue 22): on-site fit and city filters use distances.
  placeId: resolvePlace(input.city)?.id ?? null,
  localities: [...new Set(input.localities)],
  localityPlaceIds: resolvePlaceIds(input.localities),
  remote: input.remote,
  fullTime: input.full_time,
  availableFrom: input.available_from,
  dailyRateMin: input.daily_rate_min === null ? null : String(input.daily_rate_min),
  dailyRateMax: input.daily_rate_max === null ? null : String(input.daily_rate_max),
  premium: input.premium,
  cvUploadId: input.cv_upload_id ?? null,
});

/** Locks the company row: one profile-creating transaction per company at a time (freelancer's single profile). */
async function lockCompany(tx: DbOrTx, companyId: number) {
  await lockCompanyRow(tx, companyId);
}

export async function createProfile(
  db: Db,
  manager: Manager,
  documentation: { docStatus: number; docLimitDate: string | null },
  given: ProfileInput,
): Promise<ProfileDetail> {
  await assertCanAddProfile(db, manager, documentation);
  const input = await checkReferences(db, manager, given);
  const id = await db.transaction(async (tx) => {
    const freelancer = manager.roleId === ROLE.FREELANCER;
    if (freelancer) {
      await lockCompany(tx, manager.companyId);
      if ((await countProfilesOfCompany(tx, manager.companyId)) > 0)
        throw new AppError("profiles.freelancer_single");
    }
    const profileId = await insertProfile(tx, {
      ...columns(input),
      companyId: manager.companyId,
      userId: freelancer ? manager.userId : null,
      kind: KIND_BY_COMPANY[manager.companyType] ?? "employee",
    });
    if (profileId === undefined) throw new Error("create profile: the insert returned no id");
    await replaceChildren(tx, profileId, input);
    return profileId;
  });
  await refreshProfileMatches(db, [id]);
  return getProfile(db, manager, id);
}

export async function updateProfile(db: Db, manager: Editor, id: number, given: ProfileInput) {
  const found = await ownProfile(db, manager, id);
  // The student edits the content; the premium flag and the attached CV file stay the academy's choice.
  const input = await checkReferences(
    db,
    manager,
    manager.kind === "student"
      ? { ...given, premium: found.profile.premium, cv_upload_id: found.profile.cvUploadId }
      : given,
  );
  await db.transaction(async (tx) => {
    await updateProfileOfCompany(tx, id, manager.companyId, columns(input));
    await replaceChildren(tx, id, input);
  });
  await refreshProfileMatches(db, [id]);
  return getProfile(db, manager, id);
}

export async function deleteProfile(db: Db, storage: Storage, manager: Manager, id: number) {
  const found = await ownProfile(db, manager, id);
  if (manager.roleId === ROLE.FREELANCER) throw new AppError("profiles.freelancer_cannot_delete");
  if ((await activeCollaborationCount(db, id)) > 0) throw new AppError("profiles.in_collaboration");
  const cvUploadId = found.profile.cvUploadId;
  // The profile's stored files go with it: its photo, and the CV it was digitized from (unless another
  // profile was also made from that upload).
  const cvKey = await db.transaction(async (tx) => {
    await deleteProfileOfCompany(tx, id, manager.companyId);
    if (!cvUploadId) return null;
    if ((await countProfilesFromCvUpload(tx, cvUploadId)) > 0) return null;
    return (await deleteCvUpload(tx, cvUploadId)) ?? null;
  });
  const keys = [found.profile.photoKey, cvKey].filter((k): k is string => Boolean(k));
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

export async function setPublication(db: Db, manager: Manager, ids: number[], published: boolean) {
  const unique = [...new Set(ids)];
  const changed = await db.transaction(async (tx) => {
    const rows = await setPublishedOfCompany(tx, unique, manager.companyId, published);
    // All or nothing: an id of another company (or a deleted one) changes nothing.
    if (rows.length !== unique.length) throw new AppError("common.not_found");
    return rows.sort((a, b) => a - b);
  });
  await refreshProfileMatches(db, changed);
  return changed;
}

/**
 * The freelancer's single profile, created on first access as an unpublished draft from the account's name,
 * which the freelancer then completes (a freelancer cannot create a second one).
 */
export async function freelancerProfile(
  db: Db,
  manager: Manager,
  user: { firstname: string; lastname: string; email: string },
  language: Language,
): Promise<ProfileDetail> {
  if (manager.roleId !== ROLE.FREELANCER) throw new AppError("auth.forbidden");
  const id = await db.transaction(async (tx) => {
    await lockCompany(tx, manager.companyId);
    const existing = await anyProfileIdOfCompany(tx, manager.companyId);
    if (existing !== undefined) return existing;
    const created = await insertProfile(tx, {
      companyId: manager.companyId,
      userId: manager.userId,
      kind: "freelancer",
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email.toLowerCase(),
      title: language === "it" ? "Consulente freelance" : "Freelance consultant",
      seniority: "middle",
    });
    if (created === undefined) throw new Error("freelancer profile: the insert returned no id");
    return created;
  });
  return getProfile(db, manager, id);
}
