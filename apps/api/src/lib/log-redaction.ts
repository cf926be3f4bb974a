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
 * Pages that carry a token in their path: a shared link's page (/public/{token}) and a collaboration's open link
 * mailed to a client user (/open/collaboration/{token}).
 */
const TOKEN_PATHS = ["/public/", "/open/collaboration/"];

function redactTokenPath(raw: string): string {
  const prefix = TOKEN_PATHS.find((p) => raw.startsWith(p));
  if (!prefix) return raw;
  const end = raw.slice(prefix.length).search(/[/?#]/);
  if (end === 0 || raw.length === prefix.length) return raw;
  return `${prefix}${REDACTED}${end < 0 ? "" : raw.slice(prefix.length + end)}`;
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
