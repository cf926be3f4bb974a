import { randomUUID } from "node:crypto";
import {
  canAddProfile,
  type FieldError,
  type Language,
  PLAN_STATE,
  PROFILE_LIMITS,
  type ProfileDetail,
  type ProfileInput,
  type ProfileKind,
  type profileListQuerySchema,
  ROLE,
} from "@mkt/contracts";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { company, cvUpload, profile, technology } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { hasEnabledFunction } from "../functions/index.ts";
import { refreshProfileMatches } from "../matching/index.ts";
import { findSubscription } from "../plans/index.ts";
import {
  type Editor,
  type Manager,
  ownProfile,
  type Student,
  type Viewer,
  visibleProfile,
} from "./access.ts";
import { toDetail, toListItem } from "./mappers.ts";
import { activeCollaborationCount, listProfileRows, profileChildren, replaceChildren } from "./queries.ts";

const KIND_BY_COMPANY: Record<string, ProfileKind> = {
  supplier: "employee",
  academy: "student",
  freelance: "freelancer",
};

export async function listProfiles(db: Db, viewer: Viewer, query: z.output<typeof profileListQuerySchema>) {
  if (viewer.kind === "client" || viewer.kind === "student") throw new AppError("auth.forbidden");
  const companyId = viewer.kind === "staff" ? (query.company_id ?? null) : viewer.companyId;
  const { total, rows } = await listProfileRows(db, companyId, query, isoToday());
  return { items: rows.map(toListItem), total, page: query.page, limit: query.limit };
}

export async function getProfile(db: Db, viewer: Viewer, id: number): Promise<ProfileDetail> {
  const found = await visibleProfile(db, viewer, id);
  return toDetail(found.profile, found.companyName, await profileChildren(db, id), {
    contactsVisible: found.contactsVisible,
    editable: found.owner,
    // The original CV file is for the owner and staff (GET /profiles/:id/cv-file).
    showCvFile: viewer.kind !== "client",
  });
}

/** Every technology id of the input must be in the lookup list; unknown ones are field errors. */
async function checkReferences(db: DbOrTx, manager: Editor, input: ProfileInput) {
  const ids = [
    ...new Set([
      ...input.skills.map((s) => s.technology_id),
      ...input.experiences.flatMap((e) => e.technology_ids),
    ]),
  ];
  const known = new Set(
    ids.length
      ? (await db.select({ id: technology.id }).from(technology).where(inArray(technology.id, ids))).map(
          (r) => r.id,
        )
      : [],
  );
  const errors: FieldError[] = [];
  const invalid = (field: string) => errors.push({ field, code: "validation.invalid", message: "" });
  input.skills.forEach((s, i) => {
    if (!known.has(s.technology_id)) invalid(`skills.${i}.technology_id`);
  });
  input.experiences.forEach((e, i) => {
    if (e.technology_ids.some((id) => !known.has(id))) invalid(`experiences.${i}.technology_ids`);
  });
  if (input.cv_upload_id) {
    const [upload] = await db
      .select({ id: cvUpload.id })
      .from(cvUpload)
      .where(and(eq(cvUpload.id, input.cv_upload_id), eq(cvUpload.companyId, manager.companyId)));
    if (!upload) invalid("cv_upload_id");
  }
  if (errors.length) throw new AppError("validation.failed", { fieldErrors: errors });
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

const columns = (input: ProfileInput) => ({
  firstname: input.firstname,
  lastname: input.lastname,
  title: input.title,
  seniority: input.seniority,
  summary: input.summary,
  email: input.email,
  phone: input.phone,
  city: input.city,
  localities: [...new Set(input.localities)],
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
  await tx.execute(sql`SELECT 1 FROM ${company} WHERE ${company.id} = ${companyId} FOR UPDATE`);
}

async function profileCount(tx: DbOrTx, companyId: number) {
  const [row] = await tx.select({ n: count() }).from(profile).where(eq(profile.companyId, companyId));
  return row?.n ?? 0;
}

export async function createProfile(
  db: Db,
  manager: Manager,
  documentation: { docStatus: number; docLimitDate: string | null },
  input: ProfileInput,
): Promise<ProfileDetail> {
  await assertCanAddProfile(db, manager, documentation);
  await checkReferences(db, manager, input);
  const id = await db.transaction(async (tx) => {
    const freelancer = manager.roleId === ROLE.FREELANCER;
    if (freelancer) {
      await lockCompany(tx, manager.companyId);
      if ((await profileCount(tx, manager.companyId)) > 0) throw new AppError("profiles.freelancer_single");
    }
    const [row] = await tx
      .insert(profile)
      .values({
        ...columns(input),
        companyId: manager.companyId,
        userId: freelancer ? manager.userId : null,
        kind: KIND_BY_COMPANY[manager.companyType] ?? "employee",
      })
      .returning({ id: profile.id });
    await replaceChildren(tx, row!.id, input);
    return row!.id;
  });
  await refreshProfileMatches(db, [id]);
  return getProfile(db, manager, id);
}

export async function updateProfile(db: Db, manager: Editor, id: number, given: ProfileInput) {
  const found = await ownProfile(db, manager, id);
  // The student edits the content; the premium flag and the attached CV file stay the academy's choice.
  const input: ProfileInput =
    manager.kind === "student"
      ? { ...given, premium: found.profile.premium, cv_upload_id: found.profile.cvUploadId }
      : given;
  await checkReferences(db, manager, input);
  await db.transaction(async (tx) => {
    await tx
      .update(profile)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(and(eq(profile.id, id), eq(profile.companyId, manager.companyId)));
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
    await tx.delete(profile).where(and(eq(profile.id, id), eq(profile.companyId, manager.companyId)));
    if (!cvUploadId) return null;
    const [shared] = await tx.select({ n: count() }).from(profile).where(eq(profile.cvUploadId, cvUploadId));
    if ((shared?.n ?? 0) > 0) return null;
    const [removed] = await tx
      .delete(cvUpload)
      .where(eq(cvUpload.id, cvUploadId))
      .returning({ key: cvUpload.storageKey });
    return removed?.key ?? null;
  });
  const keys = [found.profile.photoKey, cvKey].filter((k): k is string => Boolean(k));
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

export async function setPublication(db: Db, manager: Manager, ids: number[], published: boolean) {
  const unique = [...new Set(ids)];
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(profile)
      .set({ published, updatedAt: sql`now()` })
      .where(and(inArray(profile.id, unique), eq(profile.companyId, manager.companyId)))
      .returning({ id: profile.id });
    // All or nothing: an id of another company (or a deleted one) changes nothing.
    if (rows.length !== unique.length) throw new AppError("common.not_found");
    return rows.map((r) => r.id).sort((a, b) => a - b);
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
    const [existing] = await tx
      .select({ id: profile.id })
      .from(profile)
      .where(eq(profile.companyId, manager.companyId))
      .limit(1);
    if (existing) return existing.id;
    const [row] = await tx
      .insert(profile)
      .values({
        companyId: manager.companyId,
        userId: manager.userId,
        kind: "freelancer",
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email.toLowerCase(),
        title: language === "it" ? "Consulente freelance" : "Freelance consultant",
        seniority: "middle",
      })
      .returning({ id: profile.id });
    return row!.id;
  });
  return getProfile(db, manager, id);
}

/**
 * The student's profile: the academy creates its students' profiles and links one to the student's account
 * (profile.user_id); nothing is created here, since the academy, not the student, decides who its students are.
 */
export async function studentProfile(db: Db, student: Student): Promise<ProfileDetail> {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.companyId, student.companyId), eq(profile.userId, student.userId)))
    .orderBy(profile.id)
    .limit(1);
  if (!row) throw new AppError("profiles.student_not_linked");
  return getProfile(db, student, row.id);
}

export async function savePhoto(
  db: Db,
  storage: Storage,
  manager: Editor,
  id: number,
  file: IncomingFile | undefined,
) {
  const found = await ownProfile(db, manager, id);
  const upload = await readUpload(file, {
    maxBytes: PROFILE_LIMITS.photoMaxBytes,
    kinds: ["png", "jpeg", "webp"],
  });
  const key = `companies/${manager.companyId}/profiles/${id}/photo-${randomUUID()}.${upload.kind}`;
  await storage.put(key, upload.data);
  await db.update(profile).set({ photoKey: key, updatedAt: sql`now()` }).where(eq(profile.id, id));
  if (found.profile.photoKey) await storage.remove(found.profile.photoKey);
  return getProfile(db, manager, id);
}

export async function removePhoto(db: Db, storage: Storage, manager: Editor, id: number) {
  const found = await ownProfile(db, manager, id);
  if (found.profile.photoKey) {
    await db.update(profile).set({ photoKey: null, updatedAt: sql`now()` }).where(eq(profile.id, id));
    await storage.remove(found.profile.photoKey);
  }
  return getProfile(db, manager, id);
}
