import {
  ENCODED_LIST_NAMES,
  type EncodedLists,
  type Language,
  must,
  PRODUCT_VERSION,
  REGISTRABLE_ROLES,
} from "@mkt/contracts";
import type { tutorialPage } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import {
  findTutorialPage,
  findUserVersionProduct,
  insertTutorialPageIfMissing,
  listEncodedValues,
  listTutorialPagesOf,
  setUserVersionProduct,
  updateTutorialPage,
} from "./queries.ts";

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
  const rows = await listEncodedValues(ctx.database.db);
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
  const row = await findUserVersionProduct(ctx.database.db, userId);
  return { type_version: row?.v ?? PRODUCT_VERSION.CURRENT, version: PRODUCT_VERSION.CURRENT };
}

export async function switchVersionProduct(ctx: AppContext, userId: number, typeVersion: number) {
  await setUserVersionProduct(ctx.database.db, userId, typeVersion);
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
    const updated = await updateTutorialPage(db, userId, input.id, {
      pageId: input.page_id,
      namePage: input.name_page,
      state: input.state,
    });
    if (!updated) throw new AppError("common.not_found");
    return toTutorial(updated);
  }
  await insertTutorialPageIfMissing(db, {
    userId,
    pageId: input.page_id,
    namePage: input.name_page,
    state: input.state,
  });
  const row = await findTutorialPage(db, userId, input.page_id);
  return toTutorial(must(row, `tutorial record of page ${input.page_id}`));
}

export async function listTutorialPages(ctx: AppContext, userId: number) {
  const rows = await listTutorialPagesOf(ctx.database.db, userId);
  return rows.map(toTutorial);
}

function toTutorial(row: typeof tutorialPage.$inferSelect) {
  return { id: row.id, page_id: row.pageId, name_page: row.namePage, state: row.state };
}
