import {
  type Brand,
  type BrandAdmin,
  type BrandKind,
  DEFAULT_BRAND_COLORS,
  pickBrandForHost,
} from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { BrandRow } from "./brand-queries.ts";
import { findBrandLogo, listBrands } from "./queries.ts";

/**
 * Brands by host (§1, issue 17): every call reads the brand table (a handful of rows), so an edit made on one
 * instance is what every instance answers with on the next request — no in-process cache to go stale. The logo
 * URL carries the brand's update time, so a browser's cached logo is replaced as soon as the brand changes.
 */

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).host;
  } catch {
    return undefined;
  }
}

function kindOf(value: string): BrandKind {
  return value === "partner" || value === "distributor" ? value : "standard";
}

/**
 * login_image_url holds the storage key of an uploaded login image ("brands/<id>/login-….png"), served by
 * auth/getLoginImage; any other value is passed through as an address.
 */
export function isStoredLoginImage(value: string | null | undefined): value is string {
  return typeof value === "string" && value.startsWith("brands/");
}

function loginImageUrl(b: BrandRow): string | null {
  if (!isStoredLoginImage(b.loginImageUrl)) return b.loginImageUrl;
  return `/api/auth/getLoginImage?brand=${b.id}&v=${b.updatedAt.getTime()}`;
}

export function toBrand(b: BrandRow): Brand {
  return {
    id: b.id,
    name: b.name,
    host_pattern: b.hostPattern,
    colors: { ...DEFAULT_BRAND_COLORS, ...b.colors },
    login_image_url: loginImageUrl(b),
    logo_url: `/api/auth/getLogo?brand=${b.id}&v=${b.updatedAt.getTime()}`,
    kind: kindOf(b.kind),
    sales_email: b.salesEmail,
    analytics_enabled: b.analyticsEnabled,
  };
}

export function toBrandAdmin(b: BrandRow): BrandAdmin {
  return { ...toBrand(b), is_default: b.isDefault, updated_at: b.updatedAt.toISOString() };
}

/** The brand of a host (an address or a bare host, as `auth/getBrand?url` gives it); the default brand otherwise. */
export async function findBrandOfHost(ctx: AppContext, urlOrHost: string | undefined): Promise<BrandRow> {
  const chosen = pickBrandForHost(await listBrands(ctx.database.db), hostOf(urlOrHost));
  if (!chosen) throw new AppError("common.not_found");
  return chosen;
}

/** Whether a host is served by the default brand (the marketplace's own host, not a partner's or a distributor's). */
export async function isDefaultBrandHost(ctx: AppContext, urlOrHost: string | undefined): Promise<boolean> {
  return (await findBrandOfHost(ctx, urlOrHost)).isDefault;
}

export async function getBrand(ctx: AppContext, url: string | undefined): Promise<Brand> {
  const brand = toBrand(await findBrandOfHost(ctx, url));
  // A brand without its own sales mailbox uses the platform's (the configuration screen's).
  return brand.sales_email
    ? brand
    : { ...brand, sales_email: (await ctx.settings.productSettings()).sales_email };
}

/** A brand's logo by id, else the logo of the brand of the request's host. */
export async function getLogoSvg(ctx: AppContext, brandId: number | undefined, host: string | undefined) {
  if (brandId !== undefined) {
    const svg = await findBrandLogo(ctx.database.db, brandId);
    if (svg !== undefined) return svg;
  }
  return (await findBrandOfHost(ctx, host)).logoSvg;
}
