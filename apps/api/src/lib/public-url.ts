import { brandHostMatches } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { brand, company } from "../db/schema/index.ts";
import type { AppContext } from "./context.ts";

/**
 * The public address links point at. A link in a mail or a provider's return address must reach the host the user
 * is on (each brand has its own host, and a session lives on one origin), but a Host header is attacker-controlled:
 * only hosts the configuration knows are ever reflected (the brands' host patterns and APP_URL's host); anything
 * else falls back to APP_URL.
 */

/** A DNS name or IPv4 address with an optional port, or a bracketed IPv6 address: nothing else is a host. */
// Linear: one character class per part, the parts separated by characters the classes do not contain.
const HOST_SYNTAX = /^(?:[a-z0-9][a-z0-9.-]{0,252}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

function normaliseHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const host = value.trim().toLowerCase();
  return host.length <= 260 && HOST_SYNTAX.test(host) ? host : undefined;
}

function hostnameOf(host: string): string {
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}

/** The origin for an allowed host: https, except on loopback or when APP_URL itself is plain http. */
function originFor(appUrl: string, host: string, forwardedHttps: boolean): string {
  const plain = !forwardedHttps && (isLoopback(hostnameOf(host)) || new URL(appUrl).protocol === "http:");
  return `${plain ? "http" : "https"}://${host}`;
}

/** APP_URL without a trailing slash: the address when nothing better is known. */
export function defaultPublicUrl(ctx: AppContext): string {
  return ctx.config.appUrl.replace(/\/+$/, "");
}

async function brandPatterns(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ pattern: brand.hostPattern }).from(brand);
  return rows.flatMap((r) => (r.pattern ? [r.pattern] : []));
}

/** Whether the configuration knows this host: APP_URL's host name, or a brand's host pattern. */
export async function isAllowedHost(ctx: AppContext, host: string): Promise<boolean> {
  const hostname = hostnameOf(host);
  if (hostname === new URL(ctx.config.appUrl).hostname) return true;
  if (hostname.startsWith("[")) return false;
  return (await brandPatterns(ctx.database.db)).some((p) => brandHostMatches(p, hostname));
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(",")[0]?.trim();
}

/**
 * The public URL (scheme://host[:port], no trailing slash) of the request's host when the configuration allows it,
 * else APP_URL. X-Forwarded-Host and X-Forwarded-Proto are read only with TRUST_PROXY on.
 */
export async function publicUrl(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const trust = ctx.config.TRUST_PROXY;
  const forwarded = trust ? normaliseHost(firstHeader(request.headers["x-forwarded-host"])) : undefined;
  const host = forwarded ?? normaliseHost(firstHeader(request.headers.host));
  if (!host || !(await isAllowedHost(ctx, host))) return defaultPublicUrl(ctx);
  const forwardedHttps =
    trust && firstHeader(request.headers["x-forwarded-proto"])?.toLowerCase() === "https";
  return originFor(ctx.config.appUrl, host, forwardedHttps);
}

/**
 * The public URL of a brand whose pattern names one exact host (a "*." pattern names no single host), else APP_URL.
 * For mails without a request (jobs) or to users other than the caller: their company's brand.
 */
export function brandPublicUrl(appUrl: string, hostPattern: string | null | undefined): string {
  const host = normaliseHost(hostPattern ?? undefined);
  return host ? originFor(appUrl, host, false) : appUrl.replace(/\/+$/, "");
}

/** brandPublicUrl of a company's brand. */
export async function companyPublicUrl(ctx: AppContext, db: DbOrTx, companyId: number): Promise<string> {
  const [row] = await db
    .select({ pattern: brand.hostPattern })
    .from(company)
    .innerJoin(brand, eq(brand.id, company.brandId))
    .where(eq(company.id, companyId));
  return brandPublicUrl(ctx.config.appUrl, row?.pattern);
}
