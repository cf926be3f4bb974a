import {
  type JobSectorAdmin,
  type JobSectorFilter,
  type JobSectorListQuery,
  type jobSectorBodySchema,
  type MergePreview,
  type MergeResult,
  type Page,
  REFERENCE_LIMITS,
} from "@mkt/contracts";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import {
  countSectorReferences,
  findSector,
  findSectorByCode,
  insertSector,
  type JobSectorRow,
  listSectors,
  renameNeedSectorCode,
  repointSector,
  updateSector,
} from "./queries/sectors.ts";
import type { ReferenceActor } from "./queries/shared.ts";

type SectorBody = z.output<typeof jobSectorBodySchema>;

const toAdmin = (row: JobSectorRow): JobSectorAdmin => ({
  id: row.id,
  code: row.code,
  name_it: row.nameIt,
  name_en: row.nameEn,
  sort: row.sort,
  enabled: row.enabled,
});

const codeTaken = () =>
  new AppError("reference.code_taken", {
    fieldErrors: [{ field: "code", code: "reference.code_taken", message: "" }],
  });
const codeRace = (error: unknown): never => {
  if (isUniqueViolation(error)) throw codeTaken();
  throw error;
};

export async function listSectorPage(
  ctx: AppContext,
  query: JobSectorListQuery,
): Promise<Page<JobSectorAdmin>> {
  const { rows, total } = await listSectors(ctx.database.db, query, pageWindow(query));
  return toPage(query, total, rows.map(toAdmin));
}

export async function exportSectors(ctx: AppContext, filter: JobSectorFilter) {
  const { rows } = await listSectors(ctx.database.db, filter, {
    limit: REFERENCE_LIMITS.exportMax,
    offset: 0,
  });
  return { items: rows.map(toAdmin) };
}

const columnsOf = (body: SectorBody) => ({
  code: body.code,
  nameIt: body.name_it,
  nameEn: body.name_en,
  sort: body.sort,
});

export async function createSector(ctx: AppContext, actor: ReferenceActor, body: SectorBody) {
  if (await findSectorByCode(ctx.database.db, body.code)) throw codeTaken();
  const row = await ctx.database.db
    .transaction(async (tx) => {
      const created = await insertSector(tx, columnsOf(body));
      if (!created) throw new AppError("reference.not_found");
      await writeAuditLog(tx, {
        action: "reference.job_sector.create",
        actor: actor,
        details: { id: created.id, ...body },
      });
      return created;
    })
    .catch(codeRace);
  return toAdmin(row);
}

/** Edits a sector; a new code is carried to the needs that store the old one. */
export async function editSector(ctx: AppContext, actor: ReferenceActor, id: number, body: SectorBody) {
  const other = await findSectorByCode(ctx.database.db, body.code);
  if (other && other.id !== id) throw codeTaken();
  const row = await ctx.database.db
    .transaction(async (tx) => {
      const before = await findSector(tx, id, true);
      if (!before) throw new AppError("reference.not_found");
      const updated = await updateSector(tx, id, columnsOf(body));
      if (!updated) throw new AppError("reference.not_found");
      if (before.code !== body.code) await renameNeedSectorCode(tx, before.code, body.code);
      await writeAuditLog(tx, {
        action: "reference.job_sector.update",
        actor: actor,
        details: {
          id,
          before: { code: before.code, name_it: before.nameIt, name_en: before.nameEn, sort: before.sort },
          after: body,
        },
      });
      return updated;
    })
    .catch(codeRace);
  return toAdmin(row);
}

export async function setSectorEnabled(ctx: AppContext, actor: ReferenceActor, id: number, enabled: boolean) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const updated = await updateSector(tx, id, { enabled });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.job_sector.enabled",
      actor: actor,
      details: {
        id,
        code: updated.code,
        enabled,
      },
    });
    return updated;
  });
  return toAdmin(row);
}

export async function previewSectorMerge(ctx: AppContext, id: number): Promise<MergePreview> {
  const row = await findSector(ctx.database.db, id);
  if (!row) throw new AppError("reference.not_found");
  const refs = await countSectorReferences(ctx.database.db, row);
  return { references: refs.filter((r) => r.count > 0), total: refs.reduce((s, r) => s + r.count, 0) };
}

const survivorError = (code: "reference.merge_same" | "reference.merge_survivor_invalid") =>
  new AppError(code, { fieldErrors: [{ field: "survivor_id", code, message: "" }] });

/**
 * Merges a duplicate sector into the survivor in one transaction: companies, needs (by code), services and their
 * revisions are repointed; the duplicate is disabled (the table has no merged-into column: it stays, switched off,
 * with nothing pointing at it).
 */
export async function mergeSector(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  survivorId: number,
): Promise<MergeResult> {
  if (id === survivorId) throw survivorError("reference.merge_same");
  return ctx.database.db.transaction(async (tx) => {
    const [first, second] = id < survivorId ? [id, survivorId] : [survivorId, id];
    const a = await findSector(tx, first, true);
    const b = await findSector(tx, second, true);
    const merged = id === first ? a : b;
    const survivor = id === first ? b : a;
    if (!merged) throw new AppError("reference.not_found");
    if (!survivor) throw survivorError("reference.merge_survivor_invalid");
    const references = await countSectorReferences(tx, merged);
    const counts = await repointSector(tx, merged, survivor);
    await updateSector(tx, id, { enabled: false });
    await writeAuditLog(tx, {
      action: "reference.job_sector.merge",
      actor: actor,
      details: {
        id,
        code: merged.code,
        survivor_id: survivorId,
        survivor_code: survivor.code,
        references: references.filter((r) => r.count > 0),
        duplicates_removed: counts.duplicatesRemoved,
      },
    });
    return { survivor_id: survivorId, moved: counts.moved, duplicates_removed: counts.duplicatesRemoved };
  });
}
