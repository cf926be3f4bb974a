import {
  type EncodedLists,
  type Language,
  type OpenSidebarElement,
  type OpenTokenAccess,
  openSidebarElements,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { encodedLists } from "../general/index.ts";
import { accessResult } from "./access-result.ts";
import { requireOpenWrite } from "./open-limits.ts";
import { requireOpenToken, visitFromRow } from "./open-token.ts";
import { setOpenTokenLanguage } from "./queries/tokens.ts";

/** GET open/checkTokenAccess: the visit of a valid token (the same token echoed back). */
export async function checkTokenAccess(ctx: AppContext, token: string | undefined): Promise<OpenTokenAccess> {
  const visit = await requireOpenToken(ctx.database.db, token);
  return accessResult(visit, token ?? "");
}

/** POST open/changeLanguage: the visit continues in another language (an open write: rate-limited). */
export async function changeVisitLanguage(
  ctx: AppContext,
  input: { token?: string | undefined; language: Language },
  ip: string,
): Promise<OpenTokenAccess> {
  const { token, language } = input;
  const visit = await requireOpenWrite(ctx.database.db, token, ip);
  const row = await setOpenTokenLanguage(ctx.database.db, visit.id, language);
  return accessResult(visitFromRow(row), token ?? "");
}

/** GET sidebar/getSidebarElement: the open-view sidebar of the visit's product version. */
export async function visitSidebar(
  ctx: AppContext,
  token: string | undefined,
): Promise<OpenSidebarElement[]> {
  const visit = await requireOpenToken(ctx.database.db, token);
  return openSidebarElements(visit.versionProduct);
}

/** GET open/encodedList: the lookup lists (as encoded_value/list returns them) in the visit's language. */
export async function visitEncodedLists(ctx: AppContext, token: string | undefined): Promise<EncodedLists> {
  const visit = await requireOpenToken(ctx.database.db, token);
  return encodedLists(ctx, visit.language);
}
