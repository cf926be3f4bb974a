import { randomBytes } from "node:crypto";
import {
  OPEN_LIMITS,
  OPEN_TOKEN_TTL_HOURS,
  type OpenTokenAccess,
  type OpenTokenRequest,
} from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit } from "../../lib/rate-limit.ts";
import { accessResult } from "./access-result.ts";
import { hashOpenToken, visitFromRow } from "./open-token.ts";
import { insertOpenToken, profileOfCompanyExists } from "./queries/tokens.ts";

const ORIGIN_MAX = 200;

/** Where the request came from: the Origin header's host, else the Referer's; "" when neither is a usable URL. */
export function entryOrigin(origin: string | undefined, referer: string | undefined): string {
  for (const candidate of [origin, referer]) {
    if (!candidate || candidate.length > 2000) continue;
    try {
      const host = new URL(candidate).host;
      if (host && host.length <= ORIGIN_MAX) return host;
    } catch {
      // not a URL: try the next header
    }
  }
  return "";
}

/**
 * POST open/addTokenOpenAccess: a fresh anonymous visit (32 random bytes, base64url; only the SHA-256 is kept)
 * with everything the entry URL said. At most OPEN_LIMITS.tokenRequestsPerIp per IP.
 */
export async function addTokenOpenAccess(
  ctx: AppContext,
  input: OpenTokenRequest,
  from: { ip: string; origin: string },
): Promise<OpenTokenAccess> {
  const db = ctx.database.db;
  await hit(db, "open_token_ip", from.ip, OPEN_LIMITS.tokenRequestsPerIp, "open.rate_limited");
  const token = randomBytes(32).toString("base64url");
  const detail = input.redirect_url === "complete_detail";
  if (detail && !(await profileOfCompanyExists(db, input.company_id ?? 0, input.employee_id ?? 0))) {
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "employee_id", code: "validation.invalid", message: "" }],
    });
  }
  const row = await insertOpenToken(db, {
    tokenHash: hashOpenToken(token),
    entry: input.redirect_url,
    versionProduct: input.type_version,
    caller: input.type_caller,
    origin: from.origin,
    utmSource: input.utm_source ?? null,
    utmMedium: input.utm_medium ?? null,
    utmCampaign: input.utm_campaign ?? null,
    haveSidebar: input.have_sidebar,
    inside: input.inside,
    language: input.language,
    companyId: detail ? (input.company_id ?? null) : null,
    profileId: detail ? (input.employee_id ?? null) : null,
    modeOperation: input.mode_operation ?? null,
    entryType: input.type ?? null,
    expiresAt: new Date(Date.now() + OPEN_TOKEN_TTL_HOURS * 60 * 60_000),
  });
  return accessResult(visitFromRow(row), token);
}
