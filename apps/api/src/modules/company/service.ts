import { formatDayMonthYear } from "@mkt/contracts";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { appUser, association, company, service } from "../../db/schema/index.ts";

/** §3 documentation status with the deadline as dd/mm/yyyy. */
export async function documentationStatus(db: Db, companyId: number) {
  const [row] = await db
    .select({ status: company.docStatus, limit: company.docLimitDate })
    .from(company)
    .where(eq(company.id, companyId));
  return {
    id_doc_status: row?.status ?? 4,
    limit_date_documentation: row?.limit ? formatDayMonthYear(new Date(`${row.limit}T00:00:00Z`)) : null,
  };
}

/** 1 when the company profile is complete (§4 complete-profile modal), else 0. */
export async function profileCompleted(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ profiled: company.profiled })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.profiled ? 1 : 0;
}

const sender = alias(company, "sender");

/**
 * Pending vendor-list links addressed to the company: invitations come from clients (join my supplier list),
 * requests from suppliers and others (let me into your list).
 */
export async function pendingAssociations(
  db: Db,
  companyId: number,
  kind: "invite" | "request",
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(association)
    .innerJoin(sender, eq(sender.id, association.companyIdSender))
    .where(
      and(
        eq(association.companyId, companyId),
        eq(association.status, 0),
        kind === "invite" ? eq(sender.type, "client") : ne(sender.type, "client"),
      ),
    );
  return row?.n ?? 0;
}

/** Companies whose documentation is under revision (§4 status 1): the staff's To Review list. */
export async function pendingCompanies(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(company)
    .where(and(eq(company.docStatus, 1), ne(company.type, "staff")));
  return row?.n ?? 0;
}

/** Services waiting for staff review. */
export async function pendingServices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(service).where(eq(service.reviewStatus, "pending"));
  return row?.n ?? 0;
}

export async function setSendFeedback(db: Db, userId: number, sendFeedback: number) {
  await db
    .update(appUser)
    .set({ sendFeedback: sendFeedback === 1 })
    .where(eq(appUser.id, userId));
  return { send_feedback: sendFeedback };
}

export async function addCountSkip(db: Db, userId: number, counter: number) {
  const [row] = await db
    .update(appUser)
    .set({ completeProfileSkips: sql`${appUser.completeProfileSkips} + ${counter}` })
    .where(eq(appUser.id, userId))
    .returning({ skips: appUser.completeProfileSkips });
  return { skips: row?.skips ?? 0 };
}
