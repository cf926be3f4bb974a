import { randomUUID } from "node:crypto";
import type { BrandAdmin } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { FileKind } from "../../storage/file-types.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { findBrandById, updateBrandRow } from "./brand-queries.ts";
import { isStoredLoginImage, toBrandAdmin } from "./brands.ts";

/** The login page's picture of a brand (§1): PNG, JPEG or WebP, at most 2 MB, stored under brands/<id>/. */
export const LOGIN_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const LOGIN_IMAGE_KINDS: readonly FileKind[] = ["png", "jpeg", "webp"];

/** Administrator: replaces a brand's login image (the previous file is removed once the brand points at the new). */
export async function setLoginImage(
  ctx: AppContext,
  brandId: number,
  file: IncomingFile | undefined,
): Promise<BrandAdmin> {
  const db = ctx.database.db;
  const current = await findBrandById(db, brandId);
  if (!current) throw new AppError("common.not_found");
  const upload = await readUpload(file, { maxBytes: LOGIN_IMAGE_MAX_BYTES, kinds: LOGIN_IMAGE_KINDS });
  const key = `brands/${brandId}/login-${randomUUID()}.${upload.kind}`;
  await ctx.storage.put(key, upload.data);
  const row = await updateBrandRow(db, brandId, { loginImageUrl: key });
  if (!row) throw new AppError("common.not_found");
  if (isStoredLoginImage(current.loginImageUrl)) await ctx.storage.remove(current.loginImageUrl);
  return toBrandAdmin(row);
}

/** A brand's stored login image and its kind; 404 when the brand has none stored. */
export async function readLoginImage(ctx: AppContext, brandId: number) {
  const row = await findBrandById(ctx.database.db, brandId);
  const key = row?.loginImageUrl;
  if (!isStoredLoginImage(key)) throw new AppError("common.not_found");
  const kind = key.slice(key.lastIndexOf(".") + 1) as "png" | "jpeg" | "webp";
  return { data: await ctx.storage.get(key), kind };
}
