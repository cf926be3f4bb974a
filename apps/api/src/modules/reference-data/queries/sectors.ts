import type { JobSectorFilter } from "@mkt/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { companySector, jobSector, need, service, serviceRevision } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type JobSectorRow = typeof jobSector.$inferSelect;

function sectorWhere(filter: JobSectorFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    pattern
      ? sql`(${jobSector.code} ilike ${pattern} or ${jobSector.nameIt} ilike ${pattern} or ${jobSector.nameEn} ilike ${pattern})`
      : undefined,
    filter.enabled === undefined ? undefined : eq(jobSector.enabled, filter.enabled),
  );
}

const SECTOR_COLUMNS = {
  sort: jobSector.sort,
  code: jobSector.code,
  name_it: jobSector.nameIt,
  name_en: jobSector.nameEn,
} as const;

export async function listSectors(
  db: DbOrTx,
  filter: JobSectorFilter,
  window: { limit: number; offset: number },
) {
  const where = sectorWhere(filter);
  const dir = filter.dir === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobSector)
      .where(where)
      .orderBy(dir(SECTOR_COLUMNS[filter.sort]), asc(jobSector.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(jobSector).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSector(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(jobSector).where(eq(jobSector.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findSectorByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(jobSector).where(eq(jobSector.code, code));
  return row;
}

export async function insertSector(db: DbOrTx, values: typeof jobSector.$inferInsert) {
  const [row] = await db.insert(jobSector).values(values).returning();
  return row;
}

export async function updateSector(db: DbOrTx, id: number, values: Partial<typeof jobSector.$inferInsert>) {
  const [row] = await db.update(jobSector).set(values).where(eq(jobSector.id, id)).returning();
  return row;
}

/** Renames a sector code where needs store it (needs keep the code, not the id). */
export async function renameNeedSectorCode(db: DbOrTx, from: string, to: string) {
  const rows = await db
    .update(need)
    .set({ sectorCode: to })
    .where(eq(need.sectorCode, from))
    .returning({ id: need.id });
  return rows.length;
}

const revisionHas = (id: number) =>
  sql`(${serviceRevision.content} -> 'sector_ids') @> ${JSON.stringify([id])}::jsonb`;

/** Every place a sector is stored: company_sector, needs (by code), services and service revisions. */
export async function countSectorReferences(db: DbOrTx, sector: { id: number; code: string }) {
  const [companies, needs, services, revisions] = await Promise.all([
    db.select({ n: count() }).from(companySector).where(eq(companySector.sectorId, sector.id)),
    db.select({ n: count() }).from(need).where(eq(need.sectorCode, sector.code)),
    db.select({ n: count() }).from(service).where(sql`${sector.id} = any(${service.sectorIds})`),
    db.select({ n: count() }).from(serviceRevision).where(revisionHas(sector.id)),
  ]);
  return [
    { table: "company_sector", count: companies[0]?.n ?? 0 },
    { table: "need", count: needs[0]?.n ?? 0 },
    { table: "service", count: services[0]?.n ?? 0 },
    { table: "service_revision", count: revisions[0]?.n ?? 0 },
  ];
}

/** Repoints every reference of sector `from` to `to`; a company that had both keeps one row. */
export async function repointSector(
  tx: DbOrTx,
  from: { id: number; code: string },
  to: { id: number; code: string },
) {
  const dups = await tx
    .delete(companySector)
    .where(
      and(
        eq(companySector.sectorId, from.id),
        sql`${companySector.companyId} in (select company_id from company_sector where sector_id = ${to.id})`,
      ),
    )
    .returning({ id: companySector.companyId });
  const companies = await tx
    .update(companySector)
    .set({ sectorId: to.id })
    .where(eq(companySector.sectorId, from.id))
    .returning({ id: companySector.companyId });
  const needs = await renameNeedSectorCode(tx, from.code, to.code);
  const services = await tx
    .update(service)
    .set({
      sectorIds: sql`case when ${to.id} = any(${service.sectorIds}) then array_remove(${service.sectorIds}, ${from.id})
        else array_replace(${service.sectorIds}, ${from.id}, ${to.id}) end`,
    })
    .where(sql`${from.id} = any(${service.sectorIds})`)
    .returning({ id: service.id });
  const revisions = await tx
    .update(serviceRevision)
    .set({
      content: sql`jsonb_set(${serviceRevision.content}, '{sector_ids}'::text[], (
        select coalesce(jsonb_agg(v order by o), '[]'::jsonb) from (
          select v, min(o) as o from (
            select case when e = to_jsonb(${from.id}::int) then to_jsonb(${to.id}::int) else e end as v, o
            from jsonb_array_elements(${serviceRevision.content} -> 'sector_ids') with ordinality as t(e, o)
          ) s group by v
        ) d))`,
    })
    .where(revisionHas(from.id))
    .returning({ id: serviceRevision.id });
  return {
    moved: dups.length + companies.length + needs + services.length + revisions.length,
    duplicatesRemoved: dups.length,
  };
}
