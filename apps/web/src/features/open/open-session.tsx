import type { Language, OpenEntry } from "@mkt/contracts";
import { createContext, useContext } from "react";

/** The open visit as the public layout resolved it from `open/checkTokenAccess` (spec §3 token-access result). */
export type OpenSession = {
  token: string;
  /** The entry the visit was opened for (urlRedirect of the token). */
  entry: OpenEntry;
  language: Language;
  versionProduct: number;
  haveSidebar: boolean;
  inside: boolean;
};

const OpenSessionContext = createContext<OpenSession | null>(null);

/** Filled by the open layout once the token is checked; pages under `/open/...` read it with useOpenSession. */
export const OpenSessionProvider = OpenSessionContext.Provider;

/** The current open visit; only usable inside the open layout (which renders pages after the token check). */
export function useOpenSession(): OpenSession {
  const session = useContext(OpenSessionContext);
  if (!session) throw new Error("useOpenSession is only available inside the open layout");
  return session;
}

const OpenPageCheckContext = createContext<(state: string) => boolean>(() => false);

/** Filled by the open layout from the pages registry (pages cannot import the registry: it imports them). */
export const OpenPageCheckProvider = OpenPageCheckContext.Provider;

/** Whether the open area has a page for a state; offer a link to a state only when it has one. */
export function useHasOpenPage(): (state: string) => boolean {
  return useContext(OpenPageCheckContext);
}

/** The sidebar's `need` state is the need_open_create page (spec §2.4). */
export function openState(state: string): string {
  return state === "need" ? "need_open_create" : state;
}

export type OpenPathOptions = { inside?: boolean; type?: string | null };

function openQuery(options: OpenPathOptions): string {
  const query = new URLSearchParams();
  if (options.type) query.set("type", options.type);
  if (options.inside) query.set("inside", "1");
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** `/open/<state>/<token>` (spec §2.2), with `?type=` (need_open_create) and `?inside=1` when given. */
export function openPath(state: string, token: string, options: OpenPathOptions = {}): string {
  return `/open/${encodeURIComponent(openState(state))}/${encodeURIComponent(token)}${openQuery(options)}`;
}

/**
 * The complete-detail variant (spec §2.2):
 * `/open/complete_detail/<token>/<company_id>/null/<employee_id>/null/null/null/<mode_operation>`.
 */
export function openDetailPath(
  token: string,
  companyId: number,
  employeeId: number,
  modeOperation: string | null,
  options: OpenPathOptions = {},
): string {
  const mode = encodeURIComponent(modeOperation || "null");
  return `/open/complete_detail/${encodeURIComponent(token)}/${companyId}/null/${employeeId}/null/null/null/${mode}${openQuery(options)}`;
}
