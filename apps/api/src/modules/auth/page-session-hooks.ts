import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/context.ts";
import type { SignedInRendererSource } from "../../lib/signed-in-renderer.ts";
import type { AuthContext } from "./auth-context.ts";
import {
  PAGE_COOKIE,
  PAGE_COOKIE_TTL_SECONDS,
  pageCookieValue,
  pageSessionUser,
  VIEW_COOKIE,
  viewOf,
} from "./page-session.ts";

/** The page cookie's transport (page-session.ts says what it is for). */

const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: "lax", secure: request.protocol === "https", path: "/" }) as const;

/** Sets the page cookie for the caller's session. */
export async function setPageCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
): Promise<void> {
  reply.setCookie(PAGE_COOKIE, await pageCookieValue(ctx, auth), {
    ...cookieOptions(request),
    maxAge: PAGE_COOKIE_TTL_SECONDS,
  });
}

/**
 * Removes the page cookie (a page request whose cookie names no live session); at sign-out the view cookie too,
 * so that a signed-out browser keeps neither.
 */
export function clearPageCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { signOut?: boolean } = {},
): void {
  if (request.cookies[PAGE_COOKIE] !== undefined) reply.clearCookie(PAGE_COOKIE, cookieOptions(request));
  if (options.signOut && request.cookies[VIEW_COOKIE] !== undefined) {
    // Written by the page's script: the same path and site rules, not HttpOnly.
    reply.clearCookie(VIEW_COOKIE, { ...cookieOptions(request), httpOnly: false });
  }
}

/** How long a page waits for its render before it is sent without it (renders take turns: a queue means load). */
const RENDER_TIMEOUT_MS = 1_000;

/**
 * The HTML of a signed-in page for this request, or null when it is sent as the app's empty page: no renderer (or
 * not loaded yet), a
 * path it does not render, a query or fragment (the app's first render may depend on them), no view reported, no
 * live session behind the cookie (which is then removed), a page that is not the user's, or a render that fails or
 * takes too long.
 */
export function signedInPages(ctx: AppContext, source: SignedInRendererSource) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const cookie = request.cookies[PAGE_COOKIE];
    if (cookie === undefined) return null;
    const renderer = source.current();
    if (!renderer) {
      source.load();
      return null;
    }
    const path = request.url;
    if (!renderer.paths.has(path)) return null;
    const view = viewOf(request.cookies[VIEW_COOKIE]);
    if (!view) return null;
    const user = await pageSessionUser(ctx, cookie);
    if (!user) {
      clearPageCookie(request, reply);
      return null;
    }
    if (!renderer.renders(path, user)) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const html = await Promise.race([
        renderer.document({ path, user, language: user.language, ...view }),
        timeout,
      ]);
      if (html === null) request.log.warn({ path }, "signed-in page: render too slow, sent without it");
      return html;
    } catch (error) {
      request.log.warn(
        { path, err: error instanceof Error ? error.message : String(error) },
        "signed-in page: render failed, sent without it",
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
