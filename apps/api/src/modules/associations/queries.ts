import { ASSOCIATION_STATUS, ASSOCIATION_TYPE, SUPPLIER_SIDE_TYPES } from "@mkt/contracts";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { association, company } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-like.ts";
import { pageWindow } from "../../lib/pagination.ts";

const other = alias(company, "other");
const LIVE = [ASSOCIATION_STATUS.PENDING, ASSOCIATION_STATUS.ACCEPTED];

/** Links between the two companies in either direction (any status). */
export async function linksBetween(db: DbOrTx, a: number, b: number) {
  return db
    .select({
      id: association.id,
      sender: association.companyIdSender,
      receiver: association.companyId,
      status: association.status,
    })
    .from(association)
    .where(
      and(
        eq(association.typeInvitation, ASSOCIATION_TYPE),
        or(
          and(eq(association.companyIdSender, a), eq(association.companyId, b)),
          and(eq(association.companyIdSender, b), eq(association.companyId, a)),
        ),
      ),
    );
}

/** Accepted and pending links of a client, in either direction: what its supplier maximum counts. */
export async function liveLinksOf(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(association)
    .where(
      and(
        eq(association.typeInvitation, ASSOCIATION_TYPE),
        inArray(association.status, LIVE),
        or(eq(association.companyIdSender, companyId), eq(association.companyId, companyId)),
      ),
    );
  return row?.n ?? 0;
}

/** Serialises decisions about one client's list (limit and duplicate checks) across concurrent requests. */
export async function lockCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: company.id, type: company.type, name: company.name, nMaxSupplier: company.nMaxSupplier })
    .from(company)
    .where(eq(company.id, companyId))
    .for("update");
  return row;
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: company.id, type: company.type, name: company.name })
    .from(company)
    .where(eq(company.id, companyId));
  return row;
}

const itemColumns = {
  id: association.id,
  status: association.status,
  typeInvitation: association.typeInvitation,
  sender: association.companyIdSender,
  receiver: association.companyId,
  createdAt: association.createdAt,
  answeredAt: association.answeredAt,
  otherId: other.id,
  otherName: other.name,
  otherCity: other.city,
  otherType: other.type,
  otherLogoKey: other.logoKey,
};
export type AssociationRow = Awaited<ReturnType<typeof listLinks>>["rows"][number];

/** The company's links (sent, received or both), newest first, with the other company. */
export async function listLinks(
  db: DbOrTx,
  companyId: number,
  query: { status?: number | undefined; direction: "all" | "sent" | "received"; page: number; limit: number },
) {
  const mine =
    query.direction === "sent"
      ? eq(association.companyIdSender, companyId)
      : query.direction === "received"
        ? eq(association.companyId, companyId)
        : or(eq(association.companyIdSender, companyId), eq(association.companyId, companyId));
  const where = and(
    eq(association.typeInvitation, ASSOCIATION_TYPE),
    mine,
    query.status === undefined ? undefined : eq(association.status, query.status),
  );
  const otherSide = sql`CASE WHEN ${association.companyIdSender} = ${companyId} THEN ${association.companyId} ELSE ${association.companyIdSender} END`;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select(itemColumns)
    .from(association)
    .innerJoin(other, eq(other.id, otherSide))
    .where(where)
    .orderBy(desc(association.createdAt), desc(association.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(association).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One link the company takes part in (either side), with the other company. */
export async function findLink(db: DbOrTx, companyId: number, id: number) {
  const otherSide = sql`CASE WHEN ${association.companyIdSender} = ${companyId} THEN ${association.companyId} ELSE ${association.companyIdSender} END`;
  const [row] = await db
    .select(itemColumns)
    .from(association)
    .innerJoin(other, eq(other.id, otherSide))
    .where(
      and(
        eq(association.id, id),
        eq(association.typeInvitation, ASSOCIATION_TYPE),
        or(eq(association.companyIdSender, companyId), eq(association.companyId, companyId)),
      ),
    );
  return row;
}

/** Companies of the other side whose name contains the text, with the link to the caller if any. */
export async function searchCandidates(db: DbOrTx, companyId: number, clientSide: boolean, text: string) {
  const pattern = containsPattern(text.toLowerCase());
  return db
    .select({
      id: company.id,
      name: company.name,
      city: company.city,
      type: company.type,
      logoKey: company.logoKey,
    })
    .from(company)
    .where(
      and(
        clientSide ? inArray(company.type, [...SUPPLIER_SIDE_TYPES]) : eq(company.type, "client"),
        sql`lower(${company.name}) LIKE ${pattern}`,
        sql`${company.id} <> ${companyId}`,
      ),
    )
    .orderBy(company.name)
    .limit(10);
}

/** Deletes links by id (earlier refusals between a pair, cleared before a new request). */
export async function deleteLinks(tx: DbOrTx, ids: number[]) {
  await tx.delete(association).where(inArray(association.id, ids));
}

/** Inserts a pending link from the sender to the receiver and answers its id (undefined when none came back). */
export async function insertLink(tx: DbOrTx, senderId: number, receiverId: number) {
  const [created] = await tx
    .insert(association)
    .values({ companyIdSender: senderId, companyId: receiverId })
    .returning({ id: association.id });
  return created?.id;
}

/** Answers a pending link received by the company (compare-and-set): its sender, or undefined when none moved. */
export async function answerPendingLink(tx: DbOrTx, companyId: number, id: number, status: number) {
  const [updated] = await tx
    .update(association)
    .set({ status, answeredAt: new Date() })
    .where(
      and(
        eq(association.id, id),
        eq(association.companyId, companyId),
        eq(association.status, ASSOCIATION_STATUS.PENDING),
      ),
    )
    .returning({ sender: association.companyIdSender });
  return updated;
}

/** Deletes a link the company takes part in (either side): its id, or undefined when none. */
export async function deleteLinkOf(db: DbOrTx, companyId: number, id: number) {
  const [removed] = await db
    .delete(association)
    .where(
      and(
        eq(association.id, id),
        or(eq(association.companyIdSender, companyId), eq(association.companyId, companyId)),
      ),
    )
    .returning({ id: association.id });
  return removed?.id;
}
