import { and, asc, type Column, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, need, needDocument, position, positionSkill } from "../../db/schema/index.ts";
import { containsPattern } from "../../db/sql-like.ts";

/** The market: published positions and Fixed Price projects as suppliers find them, and needs' documents. */

/** A city filter: within the commuting radius of the named place (its ids), or the typed text in the city. */
function cityFilter(city: Column, placeId: Column, text: string, ids: readonly number[] | null | undefined) {
  const byName = ilike(city, containsPattern(text));
  return ids?.length ? or(inArray(placeId, [...ids]), byName) : byName;
}

export type OpenPositionFilter = {
  technology?: number[];
  seniority?: string;
  city?: string;
  /** The municipalities within the commuting radius of the place `city` names (issue 22), if it names one. */
  cityPlaceIds?: readonly number[] | null;
  remote?: boolean;
  rate_min?: number;
  date_from?: string;
  order?: "rate" | "start" | string;
};

/** Published T&M positions of published needs matching the filters: how many, and the ids of one page. */
export async function openPositionIds(
  db: DbOrTx,
  q: OpenPositionFilter,
  window: { limit: number; offset: number },
) {
  const filters: (SQL | undefined)[] = [
    eq(position.status, "published"),
    eq(need.status, "published"),
    eq(need.type, "tm"),
    q.technology?.length
      ? inArray(
          position.id,
          db
            .select({ id: positionSkill.positionId })
            .from(positionSkill)
            .where(inArray(positionSkill.technologyId, q.technology)),
        )
      : undefined,
    q.seniority ? eq(position.seniority, q.seniority) : undefined,
    q.city ? cityFilter(position.city, position.placeId, q.city, q.cityPlaceIds) : undefined,
    q.remote ? eq(position.remoteAllowed, true) : undefined,
    q.rate_min !== undefined ? gte(position.maxDailyRate, String(q.rate_min)) : undefined,
    q.date_from ? gte(position.dateStart, q.date_from) : undefined,
  ];
  const where = and(...filters);
  const order =
    q.order === "rate"
      ? [sql`${position.maxDailyRate} desc nulls last`, desc(position.id)]
      : q.order === "start"
        ? [sql`${position.dateStart} asc nulls last`, desc(position.id)]
        : [desc(position.publishedAt), desc(position.id)];
  const [total] = await db
    .select({ n: count() })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(where);
  const rows = await db
    .select({ id: position.id })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, ids: rows.map((r) => r.id) };
}

/** Needs by id with their owner's name. */
export async function needsWithCompany(db: DbOrTx, needIds: number[]) {
  return db
    .select({
      id: need.id,
      title: need.title,
      anonymous: need.anonymous,
      companyId: need.companyId,
      name: company.name,
    })
    .from(need)
    .innerJoin(company, eq(company.id, need.companyId))
    .where(inArray(need.id, needIds));
}

/** Whether a position is open (published, of a published need). */
export async function isOpenPosition(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: position.id })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(position.id, id), eq(position.status, "published"), eq(need.status, "published")));
  return row !== undefined;
}

export type OpenProjectFilter = {
  city?: string;
  cityPlaceIds?: readonly number[] | null;
  remote?: boolean;
  budget_min?: number;
  date_from?: string;
  order?: "budget" | "deadline" | string;
};

/** Published Fixed Price needs matching the filters with their owner's name: how many, and one page. */
export async function openProjectsPage(
  db: DbOrTx,
  q: OpenProjectFilter,
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(need.status, "published"),
    eq(need.type, "fp"),
    q.city ? cityFilter(need.city, need.placeId, q.city, q.cityPlaceIds) : undefined,
    q.remote ? eq(need.remoteAllowed, true) : undefined,
    q.budget_min !== undefined ? gte(need.budget, String(q.budget_min)) : undefined,
    q.date_from ? gte(need.deadline, q.date_from) : undefined,
  );
  const order =
    q.order === "budget"
      ? [sql`${need.budget} desc nulls last`, desc(need.id)]
      : q.order === "deadline"
        ? [asc(need.deadline), desc(need.id)]
        : [desc(need.publishedAt), desc(need.id)];
  const [total] = await db.select({ n: count() }).from(need).where(where);
  const rows = await db
    .select({ need, name: company.name })
    .from(need)
    .innerJoin(company, eq(company.id, need.companyId))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** A published Fixed Price need with its owner's name, or undefined. */
export async function findOpenProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ need, name: company.name })
    .from(need)
    .innerJoin(company, eq(company.id, need.companyId))
    .where(and(eq(need.id, id), eq(need.type, "fp"), eq(need.status, "published")));
  return row;
}

/** A need's document with the need's owner and status, or undefined. */
export async function findNeedDocument(db: DbOrTx, needId: number, documentId: number) {
  const [row] = await db
    .select({ doc: needDocument, companyId: need.companyId, status: need.status })
    .from(needDocument)
    .innerJoin(need, eq(need.id, needDocument.needId))
    .where(and(eq(needDocument.id, documentId), eq(needDocument.needId, needId)));
  return row;
}
