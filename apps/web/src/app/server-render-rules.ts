import { ROLE, roleIn, type SessionUser } from "@mkt/contracts";

/**
 * Signed-in pages the API renders with their HTML (issue 20, Speed; server-render.tsx): the homes that show the
 * dashboard and the talent search, the pages a signed-in visit most often opens cold. Each only for the users it
 * is theirs (another user's home redirects, which a first paint must not show).
 */
export const SERVER_RENDERED_PATHS = [
  "/dashboard_client",
  "/dashboard_supplier",
  "/dashboard_academy",
  "/dashboard_freelance",
  "/profile_available",
] as const;

const SEARCHERS = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES] as const;

/** Whether the API renders `path` for `user` (else it sends the app's empty page, as for any other route). */
export function serverRenders(path: string, user: Pick<SessionUser, "role_id" | "home">): boolean {
  if (path === "/profile_available") return roleIn(SEARCHERS, user.role_id);
  return (SERVER_RENDERED_PATHS as readonly string[]).includes(path) && path === user.home;
}

/** The width each viewport class (shared/session/view-class.ts) is rendered at. */
export const VIEWPORT_WIDTHS = [375, 600, 768, 1280] as const;

/**
 * Whether a media query holds at `width`: each `(min-width: Npx)` and `(max-width: Npx)` of it, joined by "and"
 * (what the app's useMediaQuery calls ask); anything else does not hold.
 */
export function matches(query: string, width: number): boolean {
  const parts = query.replace(/^@media\s*/, "").split(" and ");
  return parts.every((part) => {
    const rule = /^\(\s*(min|max)-width\s*:\s*(\d{1,5}(?:\.\d{1,3})?)px\s*\)$/.exec(part.trim());
    if (!rule) return false;
    const limit = Number(rule[2]);
    return rule[1] === "min" ? width >= limit : width <= limit;
  });
}
