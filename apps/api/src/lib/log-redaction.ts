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
 * The url with the value of every query parameter whose name contains "token" (any case: token, reset_token,
 * accessToken…) replaced by `[redacted]`; everything else is kept as sent.
 */
export function redactTokenParams(raw: string): string {
  // A shared link's page carries its token in the path (/public/{token}).
  const url = raw.startsWith("/public/") ? raw.replace(/^\/public\/[^/?#]+/, `/public/${REDACTED}`) : raw;
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
