import type { FastifyRequest } from "fastify";

const REDACTED = "[redacted]";

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/**
 * Pages that carry a token in their path, and the index of its segment: a shared link's page (/public/{token}),
 * the open area (/open/{urlRedirect}/{token}/…, the anonymous open-access token) and a collaboration's open link
 * mailed to a client user (/open/collaboration/{token}).
 */
const TOKEN_SEGMENT: Record<string, number> = { public: 2, open: 3 };

/** The only paths redactTokenPath may change: every other url (all of /api) skips the parsing. */
const TOKEN_PATH_START = /^\/(?:public|open)\//;

function redactTokenPath(raw: string): string {
  if (!TOKEN_PATH_START.test(raw)) return raw;
  const cut = raw.search(/[?#]/);
  const path = cut < 0 ? raw : raw.slice(0, cut);
  const segments = path.split("/");
  const index = TOKEN_SEGMENT[segments[1] ?? ""];
  if (index === undefined || !segments[index]) return raw;
  segments[index] = REDACTED;
  return `${segments.join("/")}${cut < 0 ? "" : raw.slice(cut)}`;
}

/**
 * The url with the value of every query parameter whose name contains "token" (any case: token, reset_token,
 * accessToken…) replaced by `[redacted]`; everything else is kept as sent.
 */
export function redactTokenParams(raw: string): string {
  const url = redactTokenPath(raw);
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      return paramName(name).toLowerCase().includes("token") ? `${name}=${REDACTED}` : part;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's default request serializer, with token query parameters redacted (tokens travel in GET urls). */
export function serializeRequestForLog(request: FastifyRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: redactTokenParams(request.url),
    version: typeof version === "string" ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
