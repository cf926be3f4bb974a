import type { ProfileDetail, profileListQuerySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import { toPage } from "../../lib/pagination.ts";
import { listOfferedTechnologies } from "../taxonomy/index.ts";
import { type Student, type Viewer, visibleProfile } from "./access.ts";
import { toDetail, toListItem } from "./mappers.ts";
import { findProfileWithChildren } from "./queries/profile-detail.ts";
import { listProfileRows } from "./queries/profile-rows.ts";
import { linkedProfileIdOfUser } from "./queries/profile-writes.ts";

/** The company's profiles (staff: every company, or company_id), filtered, sorted and paginated. */
export async function listProfiles(db: Db, viewer: Viewer, query: z.output<typeof profileListQuerySchema>) {
  if (viewer.kind === "client" || viewer.kind === "student") throw new AppError("auth.forbidden");
  const companyId = viewer.kind === "staff" ? (query.company_id ?? null) : viewer.companyId;
  const { total, approximate, rows } = await listProfileRows(db, companyId, query, isoToday());
  const page = toPage(query, total, rows.map(toListItem));
  // A total estimated from a sample (staff's broad lists over a large pool): the interface says "about".
  return approximate ? { ...page, approximate: true } : page;
}

export async function getProfile(db: Db, viewer: Viewer, id: number): Promise<ProfileDetail> {
  // The profile and its lists in one statement: a profile the viewer may not see answers 404 all the same.
  const found = await visibleProfile(db, viewer, id, findProfileWithChildren);
  return toDetail(found.profile, found.companyName, found.children, {
    contactsVisible: found.contactsVisible,
    editable: found.owner,
    // The original CV file is for the owner and staff (GET /profiles/:id/cv-file).
    showCvFile: viewer.kind !== "client",
  });
}

/**
 * The student's profile: the academy creates its students' profiles and links one to the student's account
 * (profile.user_id); nothing is created here, since the academy, not the student, decides who its students are.
 */
export async function studentProfile(db: Db, student: Student): Promise<ProfileDetail> {
  const id = await linkedProfileIdOfUser(db, student.companyId, student.userId);
  if (id === undefined) throw new AppError("profiles.student_not_linked");
  return getProfile(db, student, id);
}

/**
 * The technology lookup list (skills of profiles), by name. `includeDisabled` (GET technologies): switched-off and
 * merged entries flagged `enabled: false`, for the names of rows that still hold them; the open area's filter
 * (open/getTechOpen) offers the enabled ones only.
 */
export async function listTechnologies(db: Db, options: { includeDisabled?: boolean } = {}) {
  return listOfferedTechnologies(db, options);
}
