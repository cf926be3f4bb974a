import {
  type FixedPriceListQuery,
  fixedPriceListQuerySchema,
  isStaffRole,
  type OpenPosition,
  type OpenProject,
  type PositionListQuery,
  positionListQuerySchema,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { and, asc, count, desc, eq, gte, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { company, need, needDocument, position, positionSkill } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { bestFits } from "../matching/index.ts";
import { MARKET_READER_ROLES } from "./market-roles.ts";
import { listDocuments, loadPositions, type NeedRow } from "./queries.ts";

const clientOf = (anonymous: boolean, companyId: number, name: string) =>
  anonymous ? null : { id: companyId, name };

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET positions: published T&M positions of published needs, filtered and paginated. For a supplier, freelancer or
 * academy (readerCompanyId) each position carries the best fit among the reader's own profiles.
 */
export async function listOpenPositions(
  db: Db,
  query: PositionListQuery,
  readerCompanyId: number | null = null,
) {
  const q = positionListQuerySchema.parse(query);
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
    q.city ? ilike(position.city, `%${escapeLike(q.city)}%`) : undefined,
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
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.id);
  const items = await openPositions(db, ids);
  if (readerCompanyId !== null) {
    const fits = await bestFits(db, readerCompanyId, ids);
    for (const item of items) item.best_fit = fits.get(item.id) ?? null;
  }
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** Positions by id, in the given order, with their need and (unless anonymous) the client company. */
async function openPositions(db: Db, ids: number[]): Promise<OpenPosition[]> {
  const loaded = await loadPositions(db, { ids });
  if (loaded.length === 0) return [];
  const needs = await db
    .select({
      id: need.id,
      title: need.title,
      anonymous: need.anonymous,
      companyId: need.companyId,
      name: company.name,
    })
    .from(need)
    .innerJoin(company, eq(company.id, need.companyId))
    .where(inArray(need.id, [...new Set(loaded.map((p) => p.row.needId))]));
  const byId = new Map(loaded.map((p) => [p.row.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    const n = p && needs.find((x) => x.id === p.row.needId);
    if (!p || !n) return [];
    const { status: _status, ...dto } = p.dto;
    return [
      { ...dto, need_id: n.id, need_title: n.title, client: clientOf(n.anonymous, n.companyId, n.name) },
    ];
  });
}

/** One published position (404 when it is not open). */
export async function openPosition(db: Db, id: number): Promise<OpenPosition> {
  const [row] = await db
    .select({ id: position.id })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(position.id, id), eq(position.status, "published"), eq(need.status, "published")));
  const [item] = row ? await openPositions(db, [row.id]) : [];
  if (!item) throw new AppError("common.not_found");
  return item;
}

async function toProject(db: Db, n: NeedRow, name: string): Promise<OpenProject> {
  return {
    id: n.id,
    title: n.title,
    description: n.description,
    sector_code: n.sectorCode,
    city: n.city,
    remote_allowed: n.remoteAllowed,
    budget: n.budget === null ? null : Number(n.budget),
    deadline: n.deadline,
    published_at: n.publishedAt ? n.publishedAt.toISOString() : null,
    client: clientOf(n.anonymous, n.companyId, name),
    documents: await listDocuments(db, n.id),
  };
}

/** GET positions/fixed-price: published Fixed Price needs. */
export async function listOpenProjects(db: Db, query: FixedPriceListQuery) {
  const q = fixedPriceListQuerySchema.parse(query);
  const where = and(
    eq(need.status, "published"),
    eq(need.type, "fp"),
    q.city ? ilike(need.city, `%${escapeLike(q.city)}%`) : undefined,
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
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const items = await Promise.all(rows.map((r) => toProject(db, r.need, r.name)));
  return { items, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function openProject(db: Db, id: number): Promise<OpenProject> {
  const [row] = await db
    .select({ need, name: company.name })
    .from(need)
    .innerJoin(company, eq(company.id, need.companyId))
    .where(and(eq(need.id, id), eq(need.type, "fp"), eq(need.status, "published")));
  if (!row) throw new AppError("common.not_found");
  return toProject(db, row.need, row.name);
}

/**
 * A need's document for download: the owning company always, staff always, market readers while the need is
 * published. Anything else is not found.
 */
export async function documentForViewer(
  db: Db,
  viewer: { companyId: number; roleId: RoleId },
  needId: number,
  documentId: number,
) {
  const [row] = await db
    .select({ doc: needDocument, companyId: need.companyId, status: need.status })
    .from(needDocument)
    .innerJoin(need, eq(need.id, needDocument.needId))
    .where(and(eq(needDocument.id, documentId), eq(needDocument.needId, needId)));
  if (!row) throw new AppError("common.not_found");
  const allowed =
    row.companyId === viewer.companyId ||
    isStaffRole(viewer.roleId) ||
    (MARKET_READER_ROLES.includes(viewer.roleId) && row.status === "published");
  if (!allowed) throw new AppError("common.not_found");
  return row.doc;
}
