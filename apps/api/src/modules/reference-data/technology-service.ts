import {
  type Page,
  REFERENCE_LIMITS,
  type TechnologyAdmin,
  type TechnologyBodyParsed,
  type TechnologyFilter,
  type TechnologyListQuery,
} from "@mkt/contracts";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import type { ReferenceActor } from "./queries/shared.ts";
import {
  aliasesOf,
  findTechnology,
  insertTechnology,
  listTechnologies,
  renameLinkedCertifications,
  replaceAliases,
  type TechnologyRow,
  takenWords,
  technologyCategories,
  updateTechnology,
} from "./queries/technology.ts";

type ListRow = { row: TechnologyRow; mergedIntoName: string | null };

function toAdmin({ row, mergedIntoName }: ListRow, aliases: string[]): TechnologyAdmin {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    label_it: row.labelIt,
    label_en: row.labelEn,
    enabled: row.enabled,
    merged_into_id: row.mergedIntoId,
    merged_into_name: mergedIntoName,
    aliases,
  };
}

async function withAliases(ctx: AppContext, rows: ListRow[]) {
  const aliases = await aliasesOf(
    ctx.database.db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => toAdmin(r, aliases.get(r.row.id) ?? []));
}

/** One page of the staff's technology list: searchable by name, label or alias, filtered, sorted. */
export async function listTechnologyPage(
  ctx: AppContext,
  query: TechnologyListQuery,
): Promise<Page<TechnologyAdmin>> {
  const { rows, total } = await listTechnologies(ctx.database.db, query, pageWindow(query));
  return toPage(query, total, await withAliases(ctx, rows));
}

/** Every technology of the filter (the CSV export), up to REFERENCE_LIMITS.exportMax. */
export async function exportTechnologies(ctx: AppContext, filter: TechnologyFilter) {
  const { rows } = await listTechnologies(ctx.database.db, filter, {
    limit: REFERENCE_LIMITS.exportMax,
    offset: 0,
  });
  return { items: await withAliases(ctx, rows) };
}

export function listTechnologyCategories(ctx: AppContext) {
  return technologyCategories(ctx.database.db);
}

/** The name and the aliases must be new words: a word resolves to one entry across names and aliases. */
async function checkWords(ctx: AppContext, body: TechnologyBodyParsed, exceptId: number | null) {
  if (body.aliases.some((a) => a.toLowerCase() === body.name.toLowerCase()))
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "aliases", code: "validation.duplicate", message: "" }],
    });
  const taken = await takenWords(ctx.database.db, [body.name, ...body.aliases], exceptId);
  if (taken.has(body.name.toLowerCase()))
    throw new AppError("reference.name_taken", {
      fieldErrors: [{ field: "name", code: "reference.name_taken", message: "" }],
    });
  if (body.aliases.some((a) => taken.has(a.toLowerCase())))
    throw new AppError("reference.alias_taken", {
      fieldErrors: [{ field: "aliases", code: "reference.alias_taken", message: "" }],
    });
}

function nameRace(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError("reference.name_taken", {
      fieldErrors: [{ field: "name", code: "reference.name_taken", message: "" }],
    });
  throw error;
}

async function readAdmin(ctx: AppContext, id: number): Promise<TechnologyAdmin> {
  const row = await findTechnology(ctx.database.db, id);
  if (!row) throw new AppError("reference.not_found");
  const merged = row.mergedIntoId ? await findTechnology(ctx.database.db, row.mergedIntoId) : undefined;
  const [admin] = await withAliases(ctx, [{ row, mergedIntoName: merged?.name ?? null }]);
  if (!admin) throw new AppError("reference.not_found");
  return admin;
}

const columnsOf = (body: TechnologyBodyParsed) => ({
  name: body.name,
  category: body.category,
  labelIt: body.label_it,
  labelEn: body.label_en,
});

export async function createTechnology(ctx: AppContext, actor: ReferenceActor, body: TechnologyBodyParsed) {
  await checkWords(ctx, body, null);
  const id = await ctx.database.db
    .transaction(async (tx) => {
      const row = await insertTechnology(tx, columnsOf(body));
      if (!row) throw new AppError("reference.not_found");
      await replaceAliases(tx, row.id, body.aliases);
      await writeAuditLog(tx, {
        action: "reference.technology.create",
        actor: actor,
        details: { id: row.id, ...body },
      });
      return row.id;
    })
    .catch(nameRace);
  return readAdmin(ctx, id);
}

export async function editTechnology(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  body: TechnologyBodyParsed,
) {
  await checkWords(ctx, body, id);
  await ctx.database.db
    .transaction(async (tx) => {
      const before = await findTechnology(tx, id, true);
      if (!before) throw new AppError("reference.not_found");
      await updateTechnology(tx, id, columnsOf(body));
      await replaceAliases(tx, id, body.aliases);
      // Certifications linked to the entry store its name (profiles/certification-links.ts): a rename reaches them.
      const certifications =
        before.name === body.name ? 0 : await renameLinkedCertifications(tx, id, body.name);
      await writeAuditLog(tx, {
        action: "reference.technology.update",
        actor: actor,
        details: {
          id,
          before: {
            name: before.name,
            category: before.category,
            label_it: before.labelIt,
            label_en: before.labelEn,
          },
          after: body,
          ...(certifications ? { certifications_renamed: certifications } : {}),
        },
      });
    })
    .catch(nameRace);
  return readAdmin(ctx, id);
}

/** Switches a technology on or off; a merged entry stays off. */
export async function setTechnologyEnabled(
  ctx: AppContext,
  actor: ReferenceActor,
  id: number,
  enabled: boolean,
) {
  await ctx.database.db.transaction(async (tx) => {
    const row = await findTechnology(tx, id, true);
    if (!row) throw new AppError("reference.not_found");
    if (row.mergedIntoId !== null) throw new AppError("reference.already_merged");
    await updateTechnology(tx, id, { enabled });
    await writeAuditLog(tx, {
      action: "reference.technology.enabled",
      actor: actor,
      details: { id, name: row.name, enabled },
    });
  });
  return readAdmin(ctx, id);
}
