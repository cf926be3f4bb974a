import type { OpenTokenAccess } from "@mkt/contracts";
import type { OpenTokenRequestBody } from "./open-api.ts";
import { openDetailPath, openPath } from "./open-session.tsx";

/** What the entry URL `/redirect_token/:entry/:version/:caller?...` asks for, or why it cannot be asked. */
export type OpenEntryRequest = { ok: true; body: OpenTokenRequestBody } | { ok: false; reason: "sidebar" };

const OPTIONAL_QUERY = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "language",
  "inside",
  "type",
  "company_id",
  "employee_id",
  "mode_operation",
] as const;

/**
 * The body of POST open/addTokenOpenAccess from the entry URL (spec §2.2, §5). A token is asked for only when
 * the query value sidebar is 0 or 1.
 */
export function openEntryRequest(
  params: { entry: string; version: string; caller: string },
  query: URLSearchParams,
): OpenEntryRequest {
  const sidebar = query.get("sidebar");
  if (sidebar !== "0" && sidebar !== "1") return { ok: false, reason: "sidebar" };
  const body: OpenTokenRequestBody = {
    redirect_url: params.entry,
    type_version: params.version,
    type_caller: params.caller,
    have_sidebar: sidebar,
  };
  for (const name of OPTIONAL_QUERY) {
    const value = query.get(name);
    if (value !== null && value !== "") body[name] = value;
  }
  return { ok: true, body };
}

const PARAMETER_NAMES: Record<string, string> = {
  redirect_url: "entry",
  type_version: "version",
  type_caller: "caller",
  have_sidebar: "sidebar",
};

/** The entry URL's name of a field of the token request (an API field error names the body's field). */
export function entryParameterName(field: string): string {
  return PARAMETER_NAMES[field] ?? field;
}

/** Where a new visit lands (spec §2.2): its open page, the complete-detail variant, `?type=`, `?inside=1`. */
export function openLandingPath(access: OpenTokenAccess): string {
  const options = { inside: access.inside };
  if (access.urlRedirect === "complete_detail" && access.company_id !== null && access.employee_id !== null) {
    return openDetailPath(
      access.token,
      access.company_id,
      access.employee_id,
      access.mode_operation,
      options,
    );
  }
  if (access.urlRedirect === "need_open_create") {
    return openPath(access.urlRedirect, access.token, { ...options, type: access.entry_type });
  }
  return openPath(access.urlRedirect, access.token, options);
}
