import type {
  ClientNeed,
  NeedDocument,
  NeedStatus,
  NeedType,
  Position,
  PositionInput,
  ProfileSeniority,
} from "@mkt/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  jobSector,
  need,
  needDocument,
  position,
  positionLanguage,
  positionSkill,
  technology,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export type NeedRow = typeof need.$inferSelect;
type PositionRow = typeof position.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));

export function toDocument(row: typeof needDocument.$inferSelect): NeedDocument {
  return {
    id: row.id,
    kind: row.kind === "functional_analysis" ? "functional_analysis" : "attachment",
    filename: row.filename,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findNeed(db: DbOrTx, id: number) {
  const [row] = await db.select().from(need).where(eq(need.id, id));
  return row;
}

/** Positions with their skills (technology names) and languages, in creation order. */
export async function loadPositions(db: DbOrTx, where: { needIds?: number[]; ids?: number[] }) {
  const filter = where.ids ? inArray(position.id, where.ids) : inArray(position.needId, where.needIds ?? []);
  if ((where.ids ?? where.needIds ?? []).length === 0) return [];
  const rows = await db.select().from(position).where(filter).orderBy(asc(position.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const skills = await db
    .select({
      positionId: positionSkill.positionId,
      technologyId: positionSkill.technologyId,
      name: technology.name,
      mandatory: positionSkill.mandatory,
      minYears: positionSkill.minYears,
    })
    .from(positionSkill)
    .innerJoin(technology, eq(technology.id, positionSkill.technologyId))
    .where(inArray(positionSkill.positionId, ids))
    .orderBy(asc(technology.name));
  const languages = await db
    .select()
    .from(positionLanguage)
    .where(inArray(positionLanguage.positionId, ids))
    .orderBy(asc(positionLanguage.languageCode));
  return rows.map((row) => ({
    row,
    dto: toPosition(
      row,
      skills.filter((s) => s.positionId === row.id),
      languages.filter((l) => l.positionId === row.id),
    ),
  }));
}

function toPosition(
  row: PositionRow,
  skills: { technologyId: number; name: string; mandatory: boolean; minYears: number | null }[],
  languages: { languageCode: string; minLevel: string }[],
): Position {
  return {
    id: row.id,
    title: row.title,
    status: row.status as NeedStatus,
    seniority: (row.seniority as ProfileSeniority | null) ?? null,
    city: row.city,
    remote_allowed: row.remoteAllowed,
    max_daily_rate: num(row.maxDailyRate),
    profiles_wanted: row.profilesWanted,
    date_start: row.dateStart,
    date_end: row.dateEnd,
    description: row.description,
    mandatory_skills: skills
      .filter((s) => s.mandatory)
      .map((s) => ({ technology_id: s.technologyId, name: s.name, min_years: s.minYears })),
    nice_skills: skills
      .filter((s) => !s.mandatory)
      .map((s) => ({ technology_id: s.technologyId, name: s.name })),
    languages: languages.map((l) => ({
      code: l.languageCode,
      min_level: l.minLevel as Position["languages"][number]["min_level"],
    })),
    published_at: iso(row.publishedAt),
  };
}

export async function listDocuments(db: DbOrTx, needId: number) {
  const rows = await db
    .select()
    .from(needDocument)
    .where(eq(needDocument.needId, needId))
    .orderBy(asc(needDocument.id));
  return rows.map(toDocument);
}

/** The whole need as its client sees it. */
export async function needDetail(db: DbOrTx, row: NeedRow): Promise<ClientNeed> {
  const positions = await loadPositions(db, { needIds: [row.id] });
  return {
    id: row.id,
    type: row.type as NeedType,
    title: row.title,
    status: row.status as NeedStatus,
    description: row.description,
    sector_code: row.sectorCode,
    city: row.city,
    remote_allowed: row.remoteAllowed,
    anonymous: row.anonymous,
    budget: num(row.budget),
    deadline: row.deadline,
    positions: positions.map((p) => p.dto),
    documents: await listDocuments(db, row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: iso(row.publishedAt),
    closed_at: iso(row.closedAt),
  };
}

/** Rejects unknown sector codes and technology ids before anything is written (`check-references.ts` adds languages). */
export async function assertSectorAndTechnologies(
  db: DbOrTx,
  sectorCode: string | null,
  positions: PositionInput[],
) {
  if (sectorCode) {
    const [sector] = await db
      .select({ id: jobSector.id })
      .from(jobSector)
      .where(eq(jobSector.code, sectorCode));
    if (!sector) throw new AppError("needs.unknown_sector");
  }
  const ids = [
    ...new Set(
      positions.flatMap((p) => [...p.mandatory_skills, ...p.nice_skills].map((s) => s.technology_id)),
    ),
  ];
  if (ids.length === 0) return;
  const found = await db.select({ id: technology.id }).from(technology).where(inArray(technology.id, ids));
  if (found.length !== ids.length) throw new AppError("needs.unknown_technology");
}

/** Writes the positions of a T&M need (with their skills and languages) in the given status. */
export async function insertPositions(
  tx: DbOrTx,
  needId: number,
  positions: (PositionInput & { placeId?: number | null })[],
  status: NeedStatus,
  publishedAt: Date | null,
) {
  for (const p of positions) {
    const [row] = await tx
      .insert(position)
      .values({
        needId,
        title: p.title,
        status,
        seniority: p.seniority,
        city: p.city,
        placeId: p.placeId ?? null,
        remoteAllowed: p.remote_allowed,
        maxDailyRate: p.max_daily_rate === null ? null : String(p.max_daily_rate),
        profilesWanted: p.profiles_wanted,
        dateStart: p.date_start,
        dateEnd: p.date_end,
        description: p.description,
        publishedAt,
      })
      .returning({ id: position.id });
    if (!row) throw new Error("the position insert returned no row");
    const positionId = row.id;
    const skills = [
      ...p.mandatory_skills.map((s) => ({
        positionId,
        technologyId: s.technology_id,
        mandatory: true,
        minYears: s.min_years ?? null,
      })),
      ...p.nice_skills.map((s) => ({ positionId, technologyId: s.technology_id, mandatory: false })),
    ];
    if (skills.length > 0) await tx.insert(positionSkill).values(skills);
    if (p.languages.length > 0)
      await tx
        .insert(positionLanguage)
        .values(p.languages.map((l) => ({ positionId, languageCode: l.code, minLevel: l.min_level })));
  }
}

export async function setStatus(tx: DbOrTx, needId: number, status: NeedStatus) {
  const now = new Date();
  const stamp = status === "published" ? { publishedAt: now } : status === "closed" ? { closedAt: now } : {};
  await tx
    .update(need)
    .set({ status, updatedAt: now, ...stamp })
    .where(eq(need.id, needId));
  await tx
    .update(position)
    .set({ status, updatedAt: now, ...(status === "published" ? { publishedAt: now } : {}) })
    .where(and(eq(position.needId, needId)));
}
