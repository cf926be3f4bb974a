import { type AvailabilityStatus, must } from "@mkt/contracts";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { availabilityRequest, company, need, position, profile } from "../../db/schema/index.ts";
import { pageWindow } from "../../lib/pagination.ts";

/** The client company's published positions (of published needs): the optional context of a request. */
export async function listOpenPositions(db: DbOrTx, companyId: number, positionId?: number) {
  return db
    .select({ id: position.id, title: position.title, need_title: need.title })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(
      and(
        eq(need.companyId, companyId),
        eq(need.status, "published"),
        eq(position.status, "published"),
        positionId ? eq(position.id, positionId) : undefined,
      ),
    )
    .orderBy(desc(position.id))
    .limit(100);
}

/** Locks the profile row for the transaction: requests for one profile are decided one at a time. */
export async function lockProfile(db: DbOrTx, profileId: number) {
  await db.select({ id: profile.id }).from(profile).where(eq(profile.id, profileId)).for("update");
}

/** Stores a new (pending) request; its id. */
export async function insertRequest(
  db: DbOrTx,
  values: {
    profileId: number;
    supplierCompanyId: number;
    clientCompanyId: number;
    positionId: number | null;
    requestedBy: number;
    message: string;
  },
): Promise<number> {
  const [created] = await db
    .insert(availabilityRequest)
    .values(values)
    .returning({ id: availabilityRequest.id });
  return must(created, "the inserted availability request").id;
}

export async function hasPendingRequest(db: DbOrTx, profileId: number, clientCompanyId: number) {
  const [row] = await db
    .select({ id: availabilityRequest.id })
    .from(availabilityRequest)
    .where(
      and(
        eq(availabilityRequest.profileId, profileId),
        eq(availabilityRequest.clientCompanyId, clientCompanyId),
        eq(availabilityRequest.status, "pending"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const counterpart = alias(company, "counterpart");

export type RequestSide = "sent" | "received";
/** The side's company column, and the company shown as the counterpart. */
const sideColumns = (side: RequestSide) =>
  side === "sent"
    ? { own: availabilityRequest.clientCompanyId, other: availabilityRequest.supplierCompanyId }
    : { own: availabilityRequest.supplierCompanyId, other: availabilityRequest.clientCompanyId };

const requestColumns = {
  id: availabilityRequest.id,
  status: availabilityRequest.status,
  message: availabilityRequest.message,
  availableFrom: availabilityRequest.availableFrom,
  answerNote: availabilityRequest.answerNote,
  answeredAt: availabilityRequest.answeredAt,
  createdAt: availabilityRequest.createdAt,
  profileId: profile.id,
  firstname: profile.firstname,
  lastname: profile.lastname,
  title: profile.title,
  counterpartId: counterpart.id,
  counterpartName: counterpart.name,
  positionId: position.id,
  positionTitle: position.title,
  needId: position.needId,
};
export type RequestRow = {
  id: number;
  status: string;
  message: string;
  availableFrom: string | null;
  answerNote: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  profileId: number;
  firstname: string;
  lastname: string;
  title: string;
  counterpartId: number;
  counterpartName: string;
  positionId: number | null;
  positionTitle: string | null;
  needId: number | null;
};

function requestQuery(db: DbOrTx, side: RequestSide) {
  const { other } = sideColumns(side);
  return db
    .select(requestColumns)
    .from(availabilityRequest)
    .innerJoin(profile, eq(profile.id, availabilityRequest.profileId))
    .innerJoin(counterpart, eq(counterpart.id, other))
    .leftJoin(position, eq(position.id, availabilityRequest.positionId));
}

/** One page of a company's requests (sent or received), newest first, with the total. */
export async function listRequests(
  db: DbOrTx,
  side: RequestSide,
  companyId: number,
  query: { status?: AvailabilityStatus | undefined; page: number; limit: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const { own } = sideColumns(side);
  const where = and(
    eq(own, companyId),
    query.status ? eq(availabilityRequest.status, query.status) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    requestQuery(db, side)
      .where(where)
      .orderBy(desc(availabilityRequest.createdAt), desc(availabilityRequest.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(availabilityRequest).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findRequest(db: DbOrTx, side: RequestSide, companyId: number, id: number) {
  const { own } = sideColumns(side);
  const [row] = await requestQuery(db, side).where(and(eq(availabilityRequest.id, id), eq(own, companyId)));
  return row ?? null;
}

/**
 * Moves a pending request of the company to a new state; null when it is not the company's, and
 * `{ stale: true }` when it exists but is no longer pending (the UPDATE's WHERE makes the move atomic).
 */
export async function settleRequest(
  db: DbOrTx,
  side: RequestSide,
  companyId: number,
  id: number,
  set: Partial<typeof availabilityRequest.$inferInsert>,
) {
  const { own } = sideColumns(side);
  const [moved] = await db
    .update(availabilityRequest)
    .set(set)
    .where(and(eq(availabilityRequest.id, id), eq(own, companyId), eq(availabilityRequest.status, "pending")))
    .returning({
      id: availabilityRequest.id,
      profileId: availabilityRequest.profileId,
      clientCompanyId: availabilityRequest.clientCompanyId,
      supplierCompanyId: availabilityRequest.supplierCompanyId,
    });
  if (moved) return { stale: false as const, ...moved };
  const [exists] = await db
    .select({ id: availabilityRequest.id })
    .from(availabilityRequest)
    .where(
      and(eq(availabilityRequest.id, id), eq(own, companyId), ne(availabilityRequest.status, "pending")),
    );
  return exists ? { stale: true as const } : null;
}

/** The answer's date becomes the profile's availability (the freshest word on it). */
export async function setProfileAvailability(db: DbOrTx, profileId: number, availableFrom: string) {
  await db.update(profile).set({ availableFrom, updatedAt: sql`now()` }).where(eq(profile.id, profileId));
}

/** Pending and answered counts of a company's requests on one side. */
export async function requestCounts(db: DbOrTx, side: RequestSide, companyId: number) {
  const { own } = sideColumns(side);
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${availabilityRequest.status} = 'pending')::int`,
      answered: sql<number>`count(*) FILTER (WHERE ${availabilityRequest.status} IN ('available', 'unavailable'))::int`,
    })
    .from(availabilityRequest)
    .where(eq(own, companyId));
  return { pending: row?.pending ?? 0, answered: row?.answered ?? 0 };
}
