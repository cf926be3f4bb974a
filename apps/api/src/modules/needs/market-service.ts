import {
  type FixedPriceListQuery,
  fixedPriceListQuerySchema,
  isStaffRole,
  type OpenPosition,
  type OpenProject,
  type PositionListQuery,
  positionListQuerySchema,
  type RoleId,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { bestFits } from "../matching/index.ts";
import { placeIdsNear } from "../places/index.ts";
import {
  findNeedDocument,
  findOpenProject,
  isOpenPosition,
  needsWithCompany,
  openPositionIds,
  openProjectsPage,
} from "./market-queries.ts";
import { MARKET_READER_ROLES } from "./market-roles.ts";
import { listDocuments, loadPositions, type NeedRow } from "./queries.ts";

const clientOf = (anonymous: boolean, companyId: number, name: string) =>
  anonymous ? null : { id: companyId, name };

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
  const { total, ids } = await openPositionIds(
    db,
    { ...q, cityPlaceIds: placeIdsNear(q.city) },
    pageWindow(q),
  );
  const items = await openPositions(db, ids);
  if (readerCompanyId !== null) {
    const fits = await bestFits(db, readerCompanyId, ids);
    for (const item of items) item.best_fit = fits.get(item.id) ?? null;
  }
  return toPage(q, total, items);
}

/** Positions by id, in the given order, with their need and (unless anonymous) the client company. */
async function openPositions(db: Db, ids: number[]): Promise<OpenPosition[]> {
  const loaded = await loadPositions(db, { ids });
  if (loaded.length === 0) return [];
  const needs = await needsWithCompany(db, [...new Set(loaded.map((p) => p.row.needId))]);
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
  const [item] = (await isOpenPosition(db, id)) ? await openPositions(db, [id]) : [];
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
  const { total, rows } = await openProjectsPage(
    db,
    { ...q, cityPlaceIds: placeIdsNear(q.city) },
    pageWindow(q),
  );
  const items = await Promise.all(rows.map((r) => toProject(db, r.need, r.name)));
  return toPage(q, total, items);
}

export async function openProject(db: Db, id: number): Promise<OpenProject> {
  const row = await findOpenProject(db, id);
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
  const row = await findNeedDocument(db, needId, documentId);
  if (!row) throw new AppError("common.not_found");
  const allowed =
    row.companyId === viewer.companyId ||
    isStaffRole(viewer.roleId) ||
    (MARKET_READER_ROLES.includes(viewer.roleId) && row.status === "published");
  if (!allowed) throw new AppError("common.not_found");
  return row.doc;
}
