import { OPEN_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hit } from "../../lib/rate-limit.ts";
import { type OpenVisit, requireOpenToken } from "./open-token.ts";

/**
 * An open write (every open POST but the token request): at most OPEN_LIMITS.postsPerIp per IP (counted before
 * the token is checked) and OPEN_LIMITS.postsPerToken per visit; 429 open.rate_limited beyond. Returns the visit.
 */
export async function requireOpenWrite(db: Db, token: string | undefined, ip: string): Promise<OpenVisit> {
  // The IP is counted whatever the token (so forged tokens are limited too); its limit answers first. Both are
  // cheap, so they run side by side (one round trip less on a pooled PostgreSQL).
  const [ipHit, found] = await Promise.allSettled([
    hit(db, "open_post_ip", ip, OPEN_LIMITS.postsPerIp, "open.rate_limited"),
    requireOpenToken(db, token),
  ]);
  if (ipHit.status === "rejected") throw ipHit.reason;
  if (found.status === "rejected") throw found.reason;
  const visit = found.value;
  await hit(db, "open_post_token", String(visit.id), OPEN_LIMITS.postsPerToken, "open.rate_limited");
  return visit;
}
