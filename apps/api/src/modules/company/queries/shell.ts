import { and, count, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, association, company, service } from "../../../db/schema/index.ts";

/** The company's documentation status and deadline. */
export async function findDocumentationState(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ status: company.docStatus, limit: company.docLimitDate })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}

export async function isCompanyProfiled(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ profiled: company.profiled })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.profiled ?? false;
}

const sender = alias(company, "sender");

/** Pending vendor-list links addressed to the company, sent by a client (invite) or by another type (request). */
export async function countPendingAssociations(
  db: DbOrTx,
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

/** Companies (not staff) whose documentation is under revision (status 1). */
export async function countCompaniesUnderRevision(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(company)
    .where(and(eq(company.docStatus, 1), ne(company.type, "staff")));
  return row?.n ?? 0;
}

export async function countServicesPendingReview(db: DbOrTx, adminCompanyId: number | null): Promise<number> {
  const [row] =
    adminCompanyId === null
      ? await db.select({ n: count() }).from(service).where(eq(service.status, "submitted"))
      : await db
          .select({ n: count() })
          .from(service)
          .innerJoin(company, eq(company.id, service.companyId))
          .where(and(eq(service.status, "submitted"), eq(company.adminCompanyId, adminCompanyId)));
  return row?.n ?? 0;
}

export async function setUserSendFeedback(db: DbOrTx, userId: number, sendFeedback: boolean) {
  await db.update(appUser).set({ sendFeedback }).where(eq(appUser.id, userId));
}

/** Adds to the user's complete-profile skips; answers the new count (undefined for an unknown user). */
export async function addProfileSkips(
  db: DbOrTx,
  userId: number,
  counter: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(appUser)
    .set({ completeProfileSkips: sql`${appUser.completeProfileSkips} + ${counter}` })
    .where(eq(appUser.id, userId))
    .returning({ skips: appUser.completeProfileSkips });
  return row?.skips;
}
