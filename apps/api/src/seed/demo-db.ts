import { inArray, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { type DbOrTx, resultRows } from "../db/client.ts";
import {
  company,
  companySector,
  encodedValue,
  jobSector,
  profile,
  profileLanguage,
  profileSkill,
  technology,
} from "../db/schema/index.ts";
import type { GeneratedProfile } from "./demo-data.ts";

/** Ids of the reference rows the generators refer to by code or name. */
export type Lookups = {
  encoded: Map<string, number>;
  technologies: Map<string, number>;
  sectors: Map<string, number>;
};

const LOOKUP_LISTS = ["number_employees", "revenue", "how_do_you_know"];

export async function loadLookups(tx: DbOrTx): Promise<Lookups> {
  const encodedRows = await tx
    .select({ id: encodedValue.id, listName: encodedValue.listName, code: encodedValue.code })
    .from(encodedValue)
    .where(inArray(encodedValue.listName, LOOKUP_LISTS));
  const techRows = await tx.select({ id: technology.id, name: technology.name }).from(technology);
  const sectorRows = await tx.select({ id: jobSector.id, code: jobSector.code }).from(jobSector);
  return {
    encoded: new Map(encodedRows.map((r) => [`${r.listName}:${r.code}`, r.id])),
    technologies: new Map(techRows.map((r) => [r.name.toLowerCase(), r.id])),
    sectors: new Map(sectorRows.map((r) => [r.code, r.id])),
  };
}

export function encodedId(lookups: Lookups, listName: string, code: string): number | null {
  return lookups.encoded.get(`${listName}:${code}`) ?? null;
}

/** Multi-row inserts, `size` rows per statement. */
export async function insertChunked<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Company sector rows for a company id and sector codes (unknown codes are skipped). */
export function sectorRows(lookups: Lookups, companyId: number, codes: readonly string[]) {
  return codes.flatMap((code) => {
    const sectorId = lookups.sectors.get(code);
    return sectorId === undefined ? [] : [{ companyId, sectorId }];
  });
}

export async function insertCompanySectors(tx: DbOrTx, rows: { companyId: number; sectorId: number }[]) {
  await insertChunked(tx, companySector, rows, 1000);
}

/**
 * A profile to insert. `placeId`, when the caller has resolved the city (seed:bulk, after the place catalogue is
 * seeded), is written with the row; otherwise backfillPlaceIds resolves it afterwards (an UPDATE of every row: about
 * 90 s at a million profiles).
 */
export type ProfileToInsert = {
  companyId: number;
  userId: number | null;
  profile: GeneratedProfile;
  placeId?: number | null;
};
export type InsertCounts = { profiles: number; skills: number; languages: number };

/** A PostgreSQL array literal, sent as one text parameter and cast in SQL (`$1::int[]`). */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return "NULL";
    if (typeof v === "string") return `"${v.replace(/[\\"]/g, "\\$&")}"`;
    return String(v);
  });
  return `{${items.join(",")}}`;
}

const col = (column: { name: string }) => sql.identifier(column.name);

/** Reserves `count` ids from a serial column's sequence, in order. */
async function reserveIds(tx: DbOrTx, table: string, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return resultRows<{ id: number }>(result).map((r) => Number(r.id));
}

async function insertProfileRows(tx: DbOrTx, ids: number[], items: readonly ProfileToInsert[], now: number) {
  const p = items.map((item) => item.profile);
  const created = p.map((x) => new Date(now - x.createdDaysAgo * 86_400_000).toISOString());
  const t = profile;
  await tx.execute(sql`
    INSERT INTO ${t} (${col(t.id)}, ${col(t.companyId)}, ${col(t.userId)}, ${col(t.kind)}, ${col(t.firstname)},
      ${col(t.lastname)}, ${col(t.title)}, ${col(t.seniority)}, ${col(t.city)}, ${col(t.remote)}, ${col(t.fullTime)},
      ${col(t.dailyRateMin)}, ${col(t.dailyRateMax)}, ${col(t.availableFrom)}, ${col(t.premium)}, ${col(t.published)},
      ${col(t.summary)}, ${col(t.createdAt)}, ${col(t.updatedAt)}, ${col(t.placeId)})
    SELECT * FROM unnest(${pgArray(ids)}::int[], ${pgArray(items.map((i) => i.companyId))}::int[],
      ${pgArray(items.map((i) => i.userId))}::int[], ${pgArray(p.map((x) => x.kind))}::text[],
      ${pgArray(p.map((x) => x.firstname))}::text[], ${pgArray(p.map((x) => x.lastname))}::text[],
      ${pgArray(p.map((x) => x.title))}::text[], ${pgArray(p.map((x) => x.seniority))}::text[],
      ${pgArray(p.map((x) => x.city))}::text[], ${pgArray(p.map((x) => x.remote))}::boolean[],
      ${pgArray(p.map((x) => x.fullTime))}::boolean[], ${pgArray(p.map((x) => x.dailyRateMin))}::numeric[],
      ${pgArray(p.map((x) => x.dailyRateMax))}::numeric[], ${pgArray(p.map((x) => x.availableFrom))}::date[],
      ${pgArray(p.map((x) => x.premium))}::boolean[], ${pgArray(p.map((x) => x.published))}::boolean[],
      ${pgArray(p.map((x) => x.summary))}::text[], ${pgArray(created)}::timestamptz[], ${pgArray(created)}::timestamptz[],
      ${pgArray(items.map((i) => i.placeId ?? null))}::int[])`);
}

/**
 * Inserts profiles with their skills and languages, `chunk` profiles per statement. Each table gets one
 * INSERT … SELECT FROM unnest(array parameters) per chunk: one parameter per column instead of one per
 * value, which is several times faster on PGlite. Profile ids are reserved from the sequence first, so
 * skills and languages know their profile. Skills whose technology is missing are skipped.
 */
export async function insertProfiles(
  tx: DbOrTx,
  items: readonly ProfileToInsert[],
  lookups: Lookups,
  chunk = 500,
): Promise<InsertCounts> {
  const counts: InsertCounts = { profiles: 0, skills: 0, languages: 0 };
  const now = Date.now();
  for (let start = 0; start < items.length; start += chunk) {
    const slice = items.slice(start, start + chunk);
    const ids = await reserveIds(tx, "profile", slice.length);
    await insertProfileRows(tx, ids, slice, now);
    const sk = {
      profileId: [] as number[],
      technologyId: [] as number[],
      years: [] as number[],
      level: [] as number[],
    };
    const lang = { profileId: [] as number[], code: [] as string[], level: [] as string[] };
    slice.forEach((item, i) => {
      const profileId = ids[i] as number;
      for (const s of item.profile.skills) {
        const technologyId = lookups.technologies.get(s.name.toLowerCase());
        if (technologyId === undefined) continue;
        sk.profileId.push(profileId);
        sk.technologyId.push(technologyId);
        sk.years.push(s.years);
        sk.level.push(s.level);
      }
      for (const l of item.profile.languages) {
        lang.profileId.push(profileId);
        lang.code.push(l.code);
        lang.level.push(l.level);
      }
    });
    const ps = profileSkill;
    await tx.execute(sql`
      INSERT INTO ${ps} (${col(ps.profileId)}, ${col(ps.technologyId)}, ${col(ps.years)}, ${col(ps.level)})
      SELECT * FROM unnest(${pgArray(sk.profileId)}::int[], ${pgArray(sk.technologyId)}::int[],
        ${pgArray(sk.years)}::smallint[], ${pgArray(sk.level)}::smallint[])`);
    const pl = profileLanguage;
    await tx.execute(sql`
      INSERT INTO ${pl} (${col(pl.profileId)}, ${col(pl.languageCode)}, ${col(pl.level)})
      SELECT * FROM unnest(${pgArray(lang.profileId)}::int[], ${pgArray(lang.code)}::text[],
        ${pgArray(lang.level)}::text[])`);
    counts.profiles += slice.length;
    counts.skills += sk.profileId.length;
    counts.languages += lang.profileId.length;
  }
  return counts;
}

/** The highest company id so far (0 on an empty table). */
export async function maxCompanyId(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${company.id})` }).from(company);
  return Number(row?.max ?? 0);
}
