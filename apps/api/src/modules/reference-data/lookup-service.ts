import {
  type EncodedListName,
  type LookupFilter,
  type LookupListQuery,
  type LookupValueAdmin,
  type lookupValueBodySchema,
  type Page,
  REFERENCE_LIMITS,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import { findLookup, type LookupRow, listLookups, updateLookup } from "./queries/lookups.ts";
import type { ReferenceActor } from "./queries/shared.ts";

const toAdmin = (row: LookupRow): LookupValueAdmin => ({
  id: row.id,
  list_name: row.listName as EncodedListName,
  code: row.code,
  label_it: row.labelIt,
  label_en: row.labelEn,
  sort: row.sort,
  enabled: row.enabled,
});

export async function listLookupPage(
  ctx: AppContext,
  query: LookupListQuery,
): Promise<Page<LookupValueAdmin>> {
  const { rows, total } = await listLookups(ctx.database.db, query, pageWindow(query));
  return toPage(query, total, rows.map(toAdmin));
}

export async function exportLookups(ctx: AppContext, filter: LookupFilter) {
  const { rows } = await listLookups(ctx.database.db, filter, {
    limit: REFERENCE_LIMITS.exportMax,
    offset: 0,
  });
  return { items: rows.map(toAdmin) };
}

/** New labels and order of a lookup value (its code is what stored rows hold: it never changes). */
export async function editLookup(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  body: z.output<typeof lookupValueBodySchema>,
) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await findLookup(tx, id);
    if (!before) throw new AppError("reference.not_found");
    const updated = await updateLookup(tx, id, {
      labelIt: body.label_it,
      labelEn: body.label_en,
      sort: body.sort,
    });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.lookup.update",
      actor: actor,
      details: {
        id,
        list_name: before.listName,
        code: before.code,
        before: { label_it: before.labelIt, label_en: before.labelEn, sort: before.sort },
        after: body,
      },
    });
    return updated;
  });
  return toAdmin(row);
}

/** Offers a value in forms again or stops offering it (rows that hold it keep it). */
export async function setLookupEnabled(ctx: AppContext, actor: ReferenceActor, id: number, enabled: boolean) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const updated = await updateLookup(tx, id, { enabled });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.lookup.enabled",
      actor: actor,
      details: {
        id,
        list_name: updated.listName,
        code: updated.code,
        enabled,
      },
    });
    return updated;
  });
  return toAdmin(row);
}
