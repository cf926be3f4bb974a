import { formatDayMonthYear } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import {
  addProfileSkips,
  countCompaniesUnderRevision,
  countPendingAssociations,
  countServicesPendingReview,
  findDocumentationState,
  isCompanyProfiled,
  setUserSendFeedback,
} from "./queries/shell.ts";

/** §3 documentation status with the deadline as dd/mm/yyyy. */
export async function documentationStatus(db: Db, companyId: number) {
  const row = await findDocumentationState(db, companyId);
  return {
    id_doc_status: row?.status ?? 4,
    limit_date_documentation: row?.limit ? formatDayMonthYear(new Date(`${row.limit}T00:00:00Z`)) : null,
  };
}

/** 1 when the company profile is complete (§4 complete-profile modal), else 0. */
export async function profileCompleted(db: Db, companyId: number): Promise<number> {
  return (await isCompanyProfiled(db, companyId)) ? 1 : 0;
}

/**
 * Pending vendor-list links addressed to the company: invitations come from clients (join my supplier list),
 * requests from suppliers and others (let me into your list).
 */
export async function pendingAssociations(
  db: Db,
  companyId: number,
  kind: "invite" | "request",
): Promise<number> {
  return countPendingAssociations(db, companyId, kind);
}

/** Companies whose documentation is under revision (§4 status 1): the staff's To Review list. */
export async function pendingCompanies(db: Db): Promise<number> {
  return countCompaniesUnderRevision(db);
}

/** Services waiting for staff review: all of them, or those of one Company Administrator organisation's members. */
export async function pendingServices(db: Db, adminCompanyId: number | null): Promise<number> {
  return countServicesPendingReview(db, adminCompanyId);
}

export async function setSendFeedback(db: Db, userId: number, sendFeedback: number) {
  await setUserSendFeedback(db, userId, sendFeedback === 1);
  return { send_feedback: sendFeedback };
}

export async function addCountSkip(db: Db, userId: number, counter: number) {
  return { skips: (await addProfileSkips(db, userId, counter)) ?? 0 };
}
