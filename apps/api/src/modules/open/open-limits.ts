import { isOpenTokenFormat, OPEN_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hitAll, type RateLimit } from "../../lib/rate-limit.ts";
import { hashOpenToken, type OpenVisit, requireOpenToken } from "./open-token.ts";

/**
 * An open write (every open POST but the token request): at most OPEN_LIMITS.postsPerIp per IP and
 * OPEN_LIMITS.postsPerToken per visit; 429 open.rate_limited beyond. Returns the visit.
 *
 * Two statements, side by side: both hits in one (the IP first, so forged tokens are limited too and its limit
 * answers first; the visit is keyed by its token's hash, so it needs no lookup before), and the token check. A
 * well-formed token that turns out unknown or expired leaves a hit under its hash, bounded by the IP limit.
 */
export async function requireOpenWrite(db: Db, token: string | undefined, ip: string): Promise<OpenVisit> {
  const hits: { bucket: string; key: string; limit: RateLimit }[] = [
    { bucket: "open_post_ip", key: ip, limit: OPEN_LIMITS.postsPerIp },
  ];
  if (token && isOpenTokenFormat(token))
    hits.push({ bucket: "open_post_token", key: hashOpenToken(token), limit: OPEN_LIMITS.postsPerToken });
  const [limits, found] = await Promise.allSettled([
    hitAll(db, hits, "open.rate_limited"),
    requireOpenToken(db, token),
  ]);
  if (limits.status === "rejected") throw limits.reason;
  if (found.status === "rejected") throw found.reason;
  return found.value;
}
