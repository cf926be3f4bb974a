import { OPEN_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hit } from "../../lib/rate-limit.ts";
import { type OpenVisit, requireOpenToken } from "./open-token.ts";

/**
 * An open write (every open POST but the token request): at most OPEN_LIMITS.postsPerIp per IP (counted before
 * the token is looked up) and OPEN_LIMITS.postsPerToken per visit; 429 open.rate_limited beyond. Returns the visit.
 */
export async function requireOpenWrite(db: Db, token: string | undefined, ip: string): Promise<OpenVisit> {
  await hit(db, "open_post_ip", ip, OPEN_LIMITS.postsPerIp, "open.rate_limited");
  const visit = await requireOpenToken(db, token);
  await hit(db, "open_post_token", String(visit.id), OPEN_LIMITS.postsPerToken, "open.rate_limited");
  return visit;
}
