import { pageSessionResultSchema } from "@mkt/contracts";
import { useEffect } from "react";
import { apiRequest } from "../api/http-client.ts";
import { whenPageIdle } from "../scheduling/when-page-idle.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { useSession } from "./use-session.ts";
import { VIEWPORT_LIMITS, viewportClass } from "./view-class.ts";

/**
 * The two cookies that let the API send a signed-in page with its first render (issue 20, Speed; apps/web
 * src/app/server-render.tsx, apps/api auth/page-session-hooks.ts): the page cookie, HttpOnly, set by the API for the
 * stored session (POST auth/pageSession), and `mkt_view`, written here: the viewport class and menu layout the
 * server renders the shell for (view-class.ts; public/prerender-gate.js checks them again before showing
 * the HTML). Neither holds personal data the server does not have; both are the site's own, for the service asked
 * for, so they need no consent.
 */
export const VIEW_COOKIE = "mkt_view";

/** `<class>.<h|v>`: how many of the limits the viewport reaches, and the menu layout (§2.1). */
export function currentView(): string {
  const size = viewportClass((limit) => window.matchMedia(`(min-width: ${limit}px)`).matches);
  const menu = localStorage.getItem(STORAGE_KEYS.menuLayout) === "horizontal" ? "h" : "v";
  return `${size}.${menu}`;
}

/** Writes the view cookie for a year (each write renews it). */
export function writeViewCookie(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `${VIEW_COOKIE}=${currentView()}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** POST auth/pageSession: the API sets the page cookie for the bearer token's session. */
export function requestPageCookie(): Promise<unknown> {
  return apiRequest("auth/pageSession", pageSessionResultSchema, { method: "POST", auth: true });
}

/**
 * While a session is stored: asks for the page cookie once the page is idle, again when the token changes (a
 * sign-in, a refresh, staff acting as another user), and keeps the view cookie current as the window is resized.
 */
export function usePageCookies(): void {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (token === null) return;
    return whenPageIdle(() => {
      requestPageCookie().catch(() => undefined);
    });
  }, [token]);
  const signedIn = token !== null;
  useEffect(() => {
    if (!signedIn) return;
    writeViewCookie();
    const queries = VIEWPORT_LIMITS.map((limit) => window.matchMedia(`(min-width: ${limit}px)`));
    for (const query of queries) query.addEventListener("change", writeViewCookie);
    return () => {
      for (const query of queries) query.removeEventListener("change", writeViewCookie);
    };
  }, [signedIn]);
}
