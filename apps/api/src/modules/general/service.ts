import {
  ENCODED_LIST_NAMES,
  type EncodedLists,
  type Language,
  PRODUCT_VERSION,
  REGISTRABLE_ROLES,
} from "@mkt/contracts";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { appUser, brand, encodedValue, tutorialPage } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hostMatches } from "../../lib/public-url.ts";

type BrandRow = typeof brand.$inferSelect;

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url.includes("://") ? url : `http://${url}`).host;
  } catch {
    return undefined;
  }
}

async function findBrand(ctx: AppContext, url: string | undefined): Promise<BrandRow> {
  const rows = await ctx.database.db.select().from(brand).orderBy(desc(brand.isDefault), asc(brand.id));
  const host = hostOf(url);
  const match = host ? rows.find((b) => b.hostPattern && hostMatches(b.hostPattern, host)) : undefined;
  const chosen = match ?? rows.find((b) => b.isDefault) ?? rows[0];
  if (!chosen) throw new AppError("common.not_found");
  return chosen;
}

export async function getBrand(ctx: AppContext, url: string | undefined) {
  const b = await findBrand(ctx, url);
  const c = b.colors;
  return {
    id: b.id,
    name: b.name,
    host_pattern: b.hostPattern,
    colors: {
      main: c.main ?? "#0073aa",
      secondary: c.secondary ?? "#00a0d2",
      light: c.light ?? "#e5f1f8",
      dark: c.dark ?? "#005177",
      grey: c.grey ?? "#52606d",
      greyLight: c.greyLight ?? "#f4f6f8",
      excellent: c.excellent ?? "#2e7d32",
      veryGood: c.veryGood ?? "#66bb6a",
      good: c.good ?? "#f9a825",
      bad: c.bad ?? "#c62828",
      noData: c.noData ?? "#9e9e9e",
    },
    login_image_url: b.loginImageUrl,
    logo_url: `/api/auth/getLogo?brand=${b.id}`,
  };
}

export async function getLogoSvg(ctx: AppContext, brandId: number | undefined): Promise<string> {
  if (brandId !== undefined) {
    const [row] = await ctx.database.db
      .select({ svg: brand.logoSvg })
      .from(brand)
      .where(eq(brand.id, brandId));
    if (row) return row.svg;
  }
  return (await findBrand(ctx, undefined)).logoSvg;
}

export function configurationLogin(ctx: AppContext) {
  return {
    sso: ctx.config.sso.map((p) => ({
      provider: p.provider,
      client_id: p.clientId,
      authorization_endpoint: p.authorizationEndpoint,
    })),
    registration_roles: [...REGISTRABLE_ROLES],
    dev_mailbox: devMailboxEnabled(ctx),
  };
}

export function devMailboxEnabled(ctx: AppContext): boolean {
  return !ctx.config.SMTP_URL && ctx.config.NODE_ENV !== "production";
}

/** The lookup lists of §3 with labels in one language, each sorted for display. */
export async function encodedLists(ctx: AppContext, language: Language): Promise<EncodedLists> {
  const rows = await ctx.database.db
    .select()
    .from(encodedValue)
    .orderBy(asc(encodedValue.listName), asc(encodedValue.sort), asc(encodedValue.id));
  const lists = Object.fromEntries(
    ENCODED_LIST_NAMES.map((n) => [n, [] as EncodedLists[keyof EncodedLists]]),
  ) as EncodedLists;
  for (const row of rows) {
    const list = lists[row.listName as keyof EncodedLists];
    list?.push({ id: row.id, code: row.code, label: language === "it" ? row.labelIt : row.labelEn });
  }
  return lists;
}

export async function versionProduct(ctx: AppContext, userId: number | undefined) {
  if (userId === undefined)
    return { type_version: PRODUCT_VERSION.CURRENT, version: PRODUCT_VERSION.CURRENT };
  const [row] = await ctx.database.db
    .select({ v: appUser.versionProduct })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return { type_version: row?.v ?? PRODUCT_VERSION.CURRENT, version: PRODUCT_VERSION.CURRENT };
}

export async function switchVersionProduct(ctx: AppContext, userId: number, typeVersion: number) {
  await ctx.database.db.update(appUser).set({ versionProduct: typeVersion }).where(eq(appUser.id, userId));
  return versionProduct(ctx, userId);
}

/**
 * §4: closing a tutorial popup replaces the page record (by id); setting adds a record only when the page
 * has none yet.
 */
export async function setTutorialPage(
  ctx: AppContext,
  userId: number,
  input: { id?: number | undefined; page_id: number; name_page: string; state: number },
) {
  const db = ctx.database.db;
  if (input.id !== undefined) {
    const [updated] = await db
      .update(tutorialPage)
      .set({ pageId: input.page_id, namePage: input.name_page, state: input.state, updatedAt: new Date() })
      .where(and(eq(tutorialPage.id, input.id), eq(tutorialPage.userId, userId)))
      .returning();
    if (!updated) throw new AppError("common.not_found");
    return toTutorial(updated);
  }
  await db
    .insert(tutorialPage)
    .values({ userId, pageId: input.page_id, namePage: input.name_page, state: input.state })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(tutorialPage)
    .where(
      and(
        eq(tutorialPage.userId, userId),
        eq(tutorialPage.pageId, input.page_id),
        isNotNull(tutorialPage.id),
      ),
    );
  return toTutorial(row!);
}

export async function listTutorialPages(ctx: AppContext, userId: number) {
  const rows = await ctx.database.db
    .select()
    .from(tutorialPage)
    .where(eq(tutorialPage.userId, userId))
    .orderBy(asc(tutorialPage.pageId));
  return rows.map(toTutorial);
}

function toTutorial(row: typeof tutorialPage.$inferSelect) {
  return { id: row.id, page_id: row.pageId, name_page: row.namePage, state: row.state };
}
