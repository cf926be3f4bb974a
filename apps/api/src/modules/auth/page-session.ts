import { AUTH_LIMITS, isRoleId, type SessionUser } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import type { SignedInPageRequest } from "../../lib/signed-in-renderer.ts";
import type { AuthContext } from "./auth-context.ts";
import { mustEnrol } from "./mfa-gate.ts";
import { findLiveSession } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";

/**
 * Signed-in pages rendered with their HTML (issue 20, Speed; docs/architecture.md "Signed-in pages rendered by the
 * server"). The API authenticates with the bearer token the page keeps in its storage (spec §7), which a browser does
 * not send when it asks for a page's HTML. So a signed-in page asks, once a session is stored, for a page cookie
 * naming that session: HttpOnly (no script reads it), SameSite=Lax, Secure on https (page-session-hooks.ts). It
 * opens no API operation: it only lets the server render the session's dashboard or talent search into the HTML it
 * sends, and only while the session is live (a sign-out, revocation, password change or expiry ends it as it ends
 * the tokens).
 */
export const PAGE_COOKIE = "mkt_page";
/** The viewport class and menu layout the browser reports (apps/web shared/session/page-cookies.ts). */
export const VIEW_COOKIE = "mkt_view";

/** The page cookie lives as long as a session may. */
export const PAGE_COOKIE_TTL_SECONDS = AUTH_LIMITS.sessionMaxLifetimeSeconds;

/** The page cookie's value for the caller's session. */
export function pageCookieValue(ctx: AppContext, auth: AuthContext): Promise<string> {
  return ctx.tokens.signPageSession(
    auth.row.userId,
    auth.sessionId,
    auth.row.tokenVersion,
    PAGE_COOKIE_TTL_SECONDS,
  );
}

/** The session user a page cookie names while its session is live and may use the app; else null. */
export async function pageSessionUser(ctx: AppContext, cookie: string): Promise<SessionUser | null> {
  const claims = await ctx.tokens.verifyPageSession(cookie);
  if (!claims) return null;
  const row = await findLiveSession(ctx.database.db, claims.sessionId, claims.userId, claims.tokenVersion);
  if (!row || row.disabledAt || !isRoleId(row.roleId)) return null;
  if (mustEnrol(ctx, row.roleId, row.totpEnabledAt, row.assumedByUserId !== null)) return null;
  return toSessionUser(row, { returnUuid: row.returnUuid });
}

/** The reported view (`<class 0-3>.<h|v>`), or null when the cookie is missing or malformed. */
export function viewOf(
  value: string | undefined,
): Pick<SignedInPageRequest, "viewport" | "horizontalMenu"> | null {
  if (value === undefined || value.length !== 3 || value[1] !== ".") return null;
  const viewport = Number(value[0]);
  const menu = value[2];
  if (
    !(viewport === 0 || viewport === 1 || viewport === 2 || viewport === 3) ||
    (menu !== "h" && menu !== "v")
  ) {
    return null;
  }
  return { viewport, horizontalMenu: menu === "h" };
}
