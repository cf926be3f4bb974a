import { and, count, desc, eq, inArray, ne, notExists, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, company, need, nomination, position, profile, quote } from "../../../db/schema/index.ts";
import type { QuoteRow } from "./load-quotes.ts";

/** Quotes and their candidacies: what sending, listing, reading, deciding and withdrawing read and write. */

/** A quote by id, or undefined. */
export async function findQuote(db: DbOrTx, id: number): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quote).where(eq(quote.id, id));
  return row;
}

/** A supplier's quotes matching the filters: how many, and the ids of one page, newest first. */
export async function supplierQuoteIds(
  db: DbOrTx,
  filter: { supplierCompanyId: number; status?: string; kind?: string },
  window: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    eq(quote.supplierCompanyId, filter.supplierCompanyId),
    filter.status ? eq(quote.status, filter.status) : undefined,
    filter.kind ? eq(quote.kind, filter.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(quote).where(where);
  const rows = await db
    .select({ id: quote.id })
    .from(quote)
    .where(where)
    .orderBy(desc(quote.createdAt), desc(quote.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, ids: rows.map((r) => r.id) };
}

/** The company that owns a position's need, or undefined. */
export async function positionOwner(db: DbOrTx, positionId: number) {
  const [row] = await db
    .select({ companyId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  return row?.companyId;
}

/** The ids of a position's quotes, newest first. */
export async function positionQuoteIds(db: DbOrTx, positionId: number) {
  const rows = await db
    .select({ id: quote.id })
    .from(quote)
    .where(eq(quote.positionId, positionId))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return rows.map((r) => r.id);
}

/** A need's owner and type, or undefined. */
export async function needOwnerAndType(db: DbOrTx, needId: number) {
  const [row] = await db
    .select({ companyId: need.companyId, type: need.type })
    .from(need)
    .where(eq(need.id, needId));
  return row;
}

/** The ids of a need's Fixed Price proposals, newest first. */
export async function needProposalIds(db: DbOrTx, needId: number) {
  const rows = await db
    .select({ id: quote.id })
    .from(quote)
    .where(and(eq(quote.needId, needId), eq(quote.kind, "fp")))
    .orderBy(desc(quote.createdAt), desc(quote.id));
  return rows.map((r) => r.id);
}

/** A position with its need's status, type and owner, or undefined. */
export async function findPositionToQuote(db: DbOrTx, positionId: number) {
  const [target] = await db
    .select({ position, needStatus: need.status, needType: need.type, clientId: need.companyId })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(eq(position.id, positionId));
  return target;
}

/** Profiles by id: their company and whether they are published. */
export async function profilesToNominate(db: DbOrTx, profileIds: number[]) {
  return db
    .select({ id: profile.id, companyId: profile.companyId, published: profile.published })
    .from(profile)
    .where(inArray(profile.id, profileIds));
}

/** The live (not withdrawn) candidacies of these profiles on a position. */
export async function liveNominations(db: DbOrTx, positionId: number, profileIds: number[]) {
  return db
    .select({ id: nomination.id })
    .from(nomination)
    .where(
      and(
        eq(nomination.positionId, positionId),
        inArray(nomination.profileId, profileIds),
        ne(nomination.status, "withdrawn"),
      ),
    );
}

/** Inserts a quote and answers its id (undefined when no row came back). */
export async function insertQuote(tx: DbOrTx, values: typeof quote.$inferInsert) {
  const [created] = await tx.insert(quote).values(values).returning({ id: quote.id });
  return created?.id;
}

/** Inserts a quote's candidacies, one per profile, in the order given. */
export async function insertNominations(
  tx: DbOrTx,
  quoteId: number,
  positionId: number,
  profileIds: number[],
) {
  await tx.insert(nomination).values(profileIds.map((profileId) => ({ quoteId, positionId, profileId })));
}

/** A need by id, or undefined. */
export async function findNeedToPropose(db: DbOrTx, needId: number) {
  const [row] = await db.select().from(need).where(eq(need.id, needId));
  return row;
}

/** Moves a quote from `from` with the given columns (compare-and-set): whether it moved. */
export async function setQuoteIfStatus(
  tx: DbOrTx,
  id: number,
  from: string,
  set: Partial<typeof quote.$inferInsert>,
) {
  const moved = await tx
    .update(quote)
    .set(set)
    .where(and(eq(quote.id, id), eq(quote.status, from)))
    .returning({ id: quote.id });
  return moved.length > 0;
}

/**
 * Withdraws a quote from `from` unless one of its candidacies was accepted meanwhile (compare-and-set): whether
 * it moved.
 */
export async function withdrawQuoteIfNoneAccepted(
  tx: DbOrTx,
  id: number,
  from: string,
  set: Partial<typeof quote.$inferInsert>,
) {
  const moved = await tx
    .update(quote)
    .set(set)
    .where(
      and(
        eq(quote.id, id),
        eq(quote.status, from),
        notExists(
          tx
            .select({ id: nomination.id })
            .from(nomination)
            .where(and(eq(nomination.quoteId, id), eq(nomination.status, "accepted"))),
        ),
      ),
    )
    .returning({ id: quote.id });
  return moved.length > 0;
}

/** Marks a quote viewed (unconditionally). */
export async function markQuoteViewed(tx: DbOrTx, id: number, now: Date) {
  await tx.update(quote).set({ status: "viewed", viewedAt: now, updatedAt: now }).where(eq(quote.id, id));
}

/** A candidacy with its quote and its profile's name, or undefined. */
export async function findNominationWithQuote(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ nomination, quote, firstname: profile.firstname, lastname: profile.lastname })
    .from(nomination)
    .innerJoin(quote, eq(quote.id, nomination.quoteId))
    .innerJoin(profile, eq(profile.id, nomination.profileId))
    .where(eq(nomination.id, id));
  return row;
}

/** Moves a candidacy from `from` with the given columns (compare-and-set): whether it moved. */
export async function setNominationIfStatus(
  tx: DbOrTx,
  id: number,
  from: string,
  set: Partial<typeof nomination.$inferInsert>,
) {
  const moved = await tx
    .update(nomination)
    .set(set)
    .where(and(eq(nomination.id, id), eq(nomination.status, from)))
    .returning({ id: nomination.id });
  return moved.length > 0;
}

/** A quote's candidacies: id and status. */
export async function nominationsOfQuote(db: DbOrTx, quoteId: number) {
  return db
    .select({ id: nomination.id, status: nomination.status })
    .from(nomination)
    .where(eq(nomination.quoteId, quoteId));
}

/** Titles and names the notices of quotes show. */
export async function positionTitle(tx: DbOrTx, positionId: number) {
  const [p] = await tx.select({ title: position.title }).from(position).where(eq(position.id, positionId));
  return p?.title;
}

export async function needTitle(tx: DbOrTx, needId: number) {
  const [n] = await tx.select({ title: need.title }).from(need).where(eq(need.id, needId));
  return n?.title;
}

export async function companyName(tx: DbOrTx, companyId: number) {
  const [c] = await tx.select({ name: company.name }).from(company).where(eq(company.id, companyId));
  return c?.name;
}

export async function companyType(tx: DbOrTx, companyId: number) {
  const [row] = await tx.select({ type: company.type }).from(company).where(eq(company.id, companyId));
  return row?.type;
}

/** The ids of every user of a company. */
export async function companyUserIds(tx: DbOrTx, companyId: number) {
  const users = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.companyId, companyId));
  return users.map((u) => u.id);
}
