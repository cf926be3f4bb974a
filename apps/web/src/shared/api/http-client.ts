import { errorEnvelopeSchema, loginResultSchema } from "@mkt/contracts";
import type { z } from "zod";
import { currentLanguage } from "../i18n/i18n.ts";
import { clearSession, getToken, saveSession } from "../session/session-store.ts";
import { ApiError } from "./api-error.ts";
import { enterMaintenance, hardNavigate, isMaintenanceBody } from "./navigation.ts";
import { singleFlight } from "./single-flight.ts";

export type RequestOptions = {
  method?: "GET" | "POST";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token, and refresh it once on 401. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Report a "down" platform to the caller instead of opening /maintenance. */
  ignoreMaintenance?: boolean;
};

type RawResult = { status: number; body: unknown };

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = new URL(`/api/${path.replace(/^\//, "")}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<RawResult> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "common.server_error", "");
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!options.ignoreMaintenance && isMaintenanceBody(body)) enterMaintenance();
  return { status: response.status, body };
}

function toError({ status, body }: RawResult): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, errors, data } = parsed.data;
    return new ApiError(status, code, message, errors ?? [], data);
  }
  return new ApiError(status || 500, "common.server_error", "");
}

function isSuccess({ status, body }: RawResult): boolean {
  return (
    status >= 200 &&
    status < 300 &&
    typeof body === "object" &&
    body !== null &&
    (body as { success?: unknown }).success === true
  );
}

const refreshToken = singleFlight(async (): Promise<string> => {
  const token = getToken();
  if (!token) throw new ApiError(401, "auth.unauthorized", "");
  const result = await send("auth/refresh", { method: "POST", body: { token, extend_session: 0 } }, token);
  if (!isSuccess(result)) throw toError(result);
  const data = loginResultSchema.parse((result.body as { data: unknown }).data);
  saveSession(data.token, data.user);
  return data.token;
});

/** §4: a 401 on a data call refreshes the token once (shared) and retries; a refused refresh ends the session. */
async function sendWithRefresh(path: string, options: RequestOptions): Promise<RawResult> {
  const first = await send(path, options, getToken());
  if (first.status !== 401 || !getToken()) return first;
  let newToken: string;
  try {
    newToken = await refreshToken();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      hardNavigate("/");
    }
    throw error;
  }
  return send(path, options, newToken);
}

/** Calls the API and returns the envelope's data, validated with `schema`; failures throw ApiError. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const result = options.auth ? await sendWithRefresh(path, options) : await send(path, options, null);
  if (!isSuccess(result)) throw toError(result);
  const parsed = schema.safeParse((result.body as { data: unknown }).data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError(result.status, "common.server_error", "");
  }
  return parsed.data;
}
