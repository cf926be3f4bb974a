import type { BrandAdmin, BrandBody, BrandListQuery, Page } from "@mkt/contracts";
import { isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import {
  type BrandRow,
  type BrandValues,
  clearOtherDefaults,
  findBrandById,
  findBrandNamed,
  findBrandWithHost,
  findDefaultLogo,
  insertBrand,
  pageBrands,
  updateBrandRow,
} from "./brand-queries.ts";
import { toBrandAdmin } from "./brands.ts";

/**
 * The back office's brands (issue 17 item 6): the Administrator creates and edits them, Admin Management reads.
 * Exactly one brand is the default: making one the default unsets the others in the same transaction, and the
 * default cannot simply be unset (another brand must take its place).
 */

export async function listBrandsAdmin(ctx: AppContext, query: BrandListQuery): Promise<Page<BrandAdmin>> {
  const { rows, total } = await pageBrands(ctx.database.db, { search: query.search, ...pageWindow(query) });
  return toPage(query, total, rows.map(toBrandAdmin));
}

export async function readBrandAdmin(ctx: AppContext, id: number): Promise<BrandAdmin> {
  const row = await findBrandById(ctx.database.db, id);
  if (!row) throw new AppError("common.not_found");
  return toBrandAdmin(row);
}

function valuesOf(body: BrandBody): Omit<BrandValues, "logoSvg"> & { logoSvg?: string } {
  return {
    name: body.name,
    hostPattern: body.host_pattern,
    kind: body.kind,
    isDefault: body.is_default,
    colors: body.colors,
    salesEmail: body.sales_email,
    analyticsEnabled: body.analytics_enabled,
    ...(body.logo_svg !== undefined ? { logoSvg: body.logo_svg } : {}),
  };
}

const nameTaken = () =>
  new AppError("brand.name_taken", {
    fieldErrors: [{ field: "name", code: "brand.name_taken", message: "" }],
  });
const hostTaken = () =>
  new AppError("brand.host_taken", {
    fieldErrors: [{ field: "host_pattern", code: "brand.host_taken", message: "" }],
  });

async function checkUnique(ctx: AppContext, body: BrandBody, exceptId: number | undefined) {
  const db = ctx.database.db;
  if (await findBrandNamed(db, body.name, exceptId)) throw nameTaken();
  if (body.host_pattern && (await findBrandWithHost(db, body.host_pattern, exceptId))) throw hostTaken();
}

function uniqueOrThrow(error: unknown): never {
  if (isUniqueViolation(error)) throw nameTaken();
  throw error;
}

export async function createBrand(ctx: AppContext, body: BrandBody): Promise<BrandAdmin> {
  await checkUnique(ctx, body, undefined);
  const db = ctx.database.db;
  const logoSvg = body.logo_svg ?? (await findDefaultLogo(db)) ?? '<svg xmlns="http://www.w3.org/2000/svg"/>';
  try {
    const row = await db.transaction(async (tx) => {
      // The old default stops being one first: a unique index allows one default at a time.
      if (body.is_default) await clearOtherDefaults(tx, 0);
      const created = await insertBrand(tx, { ...valuesOf(body), logoSvg });
      if (!created) throw new AppError("common.not_found");
      return created;
    });
    return toBrandAdmin(row);
  } catch (error) {
    return uniqueOrThrow(error);
  }
}

export async function updateBrand(ctx: AppContext, id: number, body: BrandBody): Promise<BrandAdmin> {
  const db = ctx.database.db;
  const current = await findBrandById(db, id);
  if (!current) throw new AppError("common.not_found");
  if (current.isDefault && !body.is_default) {
    throw new AppError("brand.default_required", {
      fieldErrors: [{ field: "is_default", code: "brand.default_required", message: "" }],
    });
  }
  await checkUnique(ctx, body, id);
  try {
    const row: BrandRow | undefined = await db.transaction(async (tx) => {
      if (body.is_default) await clearOtherDefaults(tx, id);
      return updateBrandRow(tx, id, valuesOf(body));
    });
    if (!row) throw new AppError("common.not_found");
    return toBrandAdmin(row);
  } catch (error) {
    return uniqueOrThrow(error);
  }
}
