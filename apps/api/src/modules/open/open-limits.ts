import { isOpenTokenFormat, OPEN_LIMITS } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { storedHits, tooManyRequests } from "../../lib/rate-limit.ts";
import { firstRefusal } from "../../lib/rate-limit-queries.ts";
import { hashOpenToken, type OpenVisit, visitOfRow } from "./open-token.ts";
import { takeHitsAndFindToken } from "./queries/tokens.ts";

/**
 * An open write (every open POST but the token request): at most OPEN_LIMITS.postsPerIp per IP and
 * OPEN_LIMITS.postsPerToken per visit; 429 open.rate_limited beyond. Returns the visit.
 *
 * One statement: both hits, the IP first (so forged tokens are limited too and its limit answers first; the visit
 * is keyed by its token's hash, so it needs no lookup before), and the token's row. Then the token's checks
 * (missing or malformed → open.token_invalid, unknown, expired). A well-formed token that turns out unknown or
 * expired leaves a hit under its hash, bounded by the IP limit.
 */
export async function requireOpenWrite(db: Db, token: string | undefined, ip: string): Promise<OpenVisit> {
  const wellFormed = token !== undefined && isOpenTokenFormat(token);
  const hash = wellFormed ? hashOpenToken(token) : null;
  const hits = storedHits([
    { bucket: "open_post_ip", key: ip, limit: OPEN_LIMITS.postsPerIp },
    ...(hash === null ? [] : [{ bucket: "open_post_token", key: hash, limit: OPEN_LIMITS.postsPerToken }]),
  ]);
  const { waits, row } = await takeHitsAndFindToken(db, hits, hash);
  const refused = firstRefusal(waits);
  if (refused) throw tooManyRequests(refused.wait, "open.rate_limited");
  return visitOfRow(db, row);
}
