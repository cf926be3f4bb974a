import { errorEnvelopeSchema, loginResultSchema } from "@mkt/contracts";
import type { z } from "zod";
import { currentLanguage } from "../i18n/i18n.ts";
import {
  isSessionExpiredOpen,
  markSessionActive,
  openSessionExpired,
  sessionWasActive,
} from "../session/session-expiry.ts";
import { clearSession, getToken, saveSession } from "../session/session-store.ts";
import { ApiError } from "./api-error.ts";
import { FUNCTION_BLOCKED_CODE, reportFunctionBlocked } from "./blocked-feature-bus.ts";
import { enterMaintenance, hardNavigate, isMaintenanceBody, reloadAfterRefresh } from "./navigation.ts";
import { singleFlight } from "./single-flight.ts";

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token, and refresh it once on 401. */
  auth?: boolean;
  /** With auth: send the token but do not refresh it on 401 (sign-out). */
  noRefresh?: boolean;
  signal?: AbortSignal;
  /** Report a "down" platform to the caller instead of opening /maintenance. */
  ignoreMaintenance?: boolean;
  /**
   * Without auth: still send the stored token when signed in (no refresh), so that public calls the shell makes
   * (brand, login configuration) pass for staff while maintenance keeps everyone else out (§4).
   */
  bearerIfSignedIn?: boolean;
  /** Extra headers of one call (a shared link's viewer token: never in the address). */
  headers?: Record<string, string>;
};

/** A status and the parsed JSON body (null when there was none), before the envelope is read. */
export type RawResult = { status: number; body: unknown };

const MFA_SETUP_PATH = "/authentication/two-factor-setup";

/** §2.6: a function blocked by the plan opens the blocked-feature modal wherever the call came from. */
export function reportIfBlocked(error: ApiError): void {
  if (error.status === 403 && error.code === FUNCTION_BLOCKED_CODE) reportFunctionBlocked(error.data);
}

/** REQUIRE_STAFF_2FA: a staff session that has not enrolled yet may only open the two-factor set-up. */
function openEnrolmentIfRequired(error: ApiError): void {
  if (error.status === 403 && error.code === "auth.mfa_enrolment_required") {
    if (window.location.pathname !== MFA_SETUP_PATH) hardNavigate(MFA_SETUP_PATH);
  }
}

/** The address of an API path (with or without a leading slash) and its query parameters. */
export function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = new URL(`/api/${path.replace(/^\//, "")}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/** The headers every API call sends: JSON answers, the reader's language, the bearer token when there is one. */
export function apiHeaders(token: string | null): Record<string, string> {
  return {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** A response text as JSON; an empty or unreadable body is null. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<RawResult> {
  const headers = { ...options.headers, ...apiHeaders(token) };
  // A FormData body (uploads) or URLSearchParams (form-urlencoded) sets its own content type.
  const isForm = options.body instanceof FormData || options.body instanceof URLSearchParams;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData | URLSearchParams)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "common.network_error", "");
  }
  const body = parseJson(await response.text());
  if (!options.ignoreMaintenance && isMaintenanceBody(body)) enterMaintenance();
  return { status: response.status, body };
}

/** The ApiError of a refused call: the envelope's code and message, or common.server_error. */
export function toError({ status, body }: RawResult): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, errors, data } = parsed.data;
    return new ApiError(status, code, message, errors ?? [], data);
  }
  return new ApiError(status || 500, "common.server_error", "");
}

/** A 2xx answer whose envelope says success. */
export function isSuccess({ status, body }: RawResult): boolean {
  return (
    status >= 200 &&
    status < 300 &&
    typeof body === "object" &&
    body !== null &&
    (body as { success?: unknown }).success === true
  );
}

async function requestNewToken(extendSession: 0 | 1): Promise<string> {
  const token = getToken();
  if (!token) throw new ApiError(401, "auth.unauthorized", "");
  const result = await send(
    "auth/refresh",
    { method: "POST", body: { token, extend_session: extendSession } },
    token,
  );
  if (!isSuccess(result)) throw toError(result);
  const data = loginResultSchema.parse((result.body as { data: unknown }).data);
  saveSession(data.token, data.user);
  return data.token;
}

/** §4: one refresh at a time; every caller waiting on a 401 shares its result. */
const refreshOnce = singleFlight(() => requestNewToken(0));

/**
 * A new access token for the stored session (data calls on 401, the push channel when its token expired).
 * A refusal (401) ends the session: the session-expired modal when the user was working in this tab,
 * otherwise straight to the landing page.
 */
export async function refreshAccessToken(): Promise<string> {
  try {
    return await refreshOnce();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (sessionWasActive()) openSessionExpired();
      else {
        clearSession();
        hardNavigate("/");
      }
    }
    throw error;
  }
}

/** The session-expired modal's Extend session: refresh with extend_session 1. */
export function extendSession(): Promise<string> {
  return requestNewToken(1);
}

/** The 401 codes that mean the access token no longer works (not, say, a wrong current password). */
const SESSION_CODES: readonly string[] = ["auth.token_expired", "auth.unauthorized", "auth.session_revoked"];

/**
 * §4: a 401 on a data call refreshes the token once (shared) and retries the call with the new token; then every
 * modal closes and the page reloads (the retried call answers its caller first, so what it saved is kept). A
 * call that was sent with a token another call has meanwhile replaced simply retries with the new one.
 */
async function sendWithRefresh(path: string, options: RequestOptions): Promise<RawResult> {
  const used = getToken();
  const first = await send(path, options, used);
  const current = getToken();
  if (first.status !== 401 || !current || options.noRefresh || isSessionExpiredOpen()) return first;
  if (current !== used) return send(path, options, current);
  const retried = await send(path, options, await refreshAccessToken());
  if (SESSION_CODES.includes(toError(first).code)) reloadAfterRefresh();
  return retried;
}

/** Calls the API and returns the envelope's data, validated with `schema`; failures throw ApiError. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const result = options.auth
    ? await sendWithRefresh(path, options)
    : await send(path, options, options.bearerIfSignedIn ? getToken() : null);
  if (!isSuccess(result)) {
    const error = toError(result);
    reportIfBlocked(error);
    openEnrolmentIfRequired(error);
    throw error;
  }
  if (options.auth) markSessionActive();
  const parsed = schema.safeParse((result.body as { data: unknown }).data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError(result.status, "common.server_error", "");
  }
  return parsed.data;
}

/**
 * Downloads a file the API serves to the signed-in user (a PDF receipt): the bearer token is sent and refreshed
 * once on 401, like data calls.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const url = buildUrl(path, undefined);
  const get = (token: string | null) =>
    fetch(url, {
      headers: {
        "Accept-Language": currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  const used = getToken();
  let response: Response;
  try {
    response = await get(used);
    if (response.status === 401) {
      const current = getToken();
      response = await get(current && current !== used ? current : await refreshAccessToken());
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, "common.network_error", "");
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const error = toError({ status: response.status, body });
    // A paid download (a CV) refused by the plan opens the blocked-feature modal, as data calls do.
    reportIfBlocked(error);
    openEnrolmentIfRequired(error);
    throw error;
  }
  markSessionActive();
  return response.blob();
}
