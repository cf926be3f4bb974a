import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, openAccessToken, openContact, profile } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type LeadFilter = {
  status?: string | undefined;
  kind?: string | undefined;
  source?: string | undefined;
  search?: string | undefined;
  /** Created from this day (UTC, inclusive). */
  from?: string | undefined;
  /** Created up to this day (UTC, inclusive). */
  to?: string | undefined;
};

function where(f: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.status ? eq(openContact.status, f.status) : undefined,
    f.kind ? eq(openContact.kind, f.kind) : undefined,
    f.source ? eq(openContact.utmSource, f.source) : undefined,
    f.from ? gte(openContact.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to
      ? lt(openContact.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 24 * 60 * 60 * 1000))
      : undefined,
  ];
  if (f.search) {
    const word = containsPattern(f.search);
    conditions.push(
      or(
        ilike(openContact.email, word),
        ilike(openContact.firstname, word),
        ilike(openContact.lastname, word),
        ilike(openContact.companyName, word),
      ),
    );
  }
  return and(...conditions);
}

const leadColumns = {
  lead: openContact,
  profileTitle: profile.title,
  registeredCompany: company.name,
};

/** One page of leads, newest first, with the profile asked about and the company registered. */
export async function leadsPage(db: DbOrTx, filter: LeadFilter, window: { limit: number; offset: number }) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(leadColumns)
      .from(openContact)
      .leftJoin(profile, eq(profile.id, openContact.profileId))
      .leftJoin(company, eq(company.id, openContact.companyId))
      .where(condition)
      .orderBy(desc(openContact.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(openContact).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type LeadRow = Awaited<ReturnType<typeof leadsPage>>["rows"][number];

/** A batch of the export, newest first, below `beforeId` (keyset). */
export function leadsBatch(db: DbOrTx, filter: LeadFilter, beforeId: number | null, size: number) {
  return db
    .select(leadColumns)
    .from(openContact)
    .leftJoin(profile, eq(profile.id, openContact.profileId))
    .leftJoin(company, eq(company.id, openContact.companyId))
    .where(and(where(filter), beforeId === null ? undefined : lt(openContact.id, beforeId)))
    .orderBy(desc(openContact.id))
    .limit(size);
}

/** Counts per UTM source in [from, to + 1 day): visits, leads created, registrations, first needs. */
export async function funnelCounts(db: DbOrTx, from: string, to: string) {
  const start = sql`${from}::date`;
  const end = sql`(${to}::date + 1)`;
  const inPeriod = (column: typeof openContact.createdAt | typeof openAccessToken.createdAt) =>
    and(gte(column, start), lt(column, end));
  const registeredIn = and(
    isNotNull(openContact.registeredAt),
    gte(openContact.registeredAt, start),
    lt(openContact.registeredAt, end),
  );
  const [visits, contacts, registrations, firstNeeds] = await Promise.all([
    db
      .select({ source: openAccessToken.utmSource, n: count() })
      .from(openAccessToken)
      .where(inPeriod(openAccessToken.createdAt))
      .groupBy(openAccessToken.utmSource),
    db
      .select({ source: openContact.utmSource, n: count() })
      .from(openContact)
      .where(inPeriod(openContact.createdAt))
      .groupBy(openContact.utmSource),
    db
      .select({ source: openContact.utmSource, n: count() })
      .from(openContact)
      .where(registeredIn)
      .groupBy(openContact.utmSource),
    db
      .select({ source: openContact.utmSource, n: count() })
      .from(openContact)
      .where(and(registeredIn, eq(openContact.status, "first_need")))
      .groupBy(openContact.utmSource),
  ]);
  return { visits, contacts, registrations, firstNeeds };
}
