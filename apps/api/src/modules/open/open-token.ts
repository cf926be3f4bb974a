import { createHash } from "node:crypto";
import {
  isOpenTokenFormat,
  type Language,
  OPEN_LIMITS,
  type OpenEntry,
  openEntryFromUrl,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOpenTokenByHash, type OpenTokenRow, touchOpenToken } from "./queries/tokens.ts";

/** An open-area visit, resolved from its token: everything the entry URL said. */
export type OpenVisit = {
  id: number;
  entry: OpenEntry;
  versionProduct: number;
  caller: string;
  origin: string;
  language: Language;
  haveSidebar: boolean;
  inside: boolean;
  companyId: number | null;
  profileId: number | null;
  modeOperation: string | null;
  entryType: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  expiresAt: Date;
};

/** Open tokens are stored only as their SHA-256 (hex). */
export const hashOpenToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function visitFromRow(row: OpenTokenRow): OpenVisit {
  return {
    id: row.id,
    entry: openEntryFromUrl(row.entry) ?? "dashboard_client",
    versionProduct: row.versionProduct,
    caller: row.caller,
    origin: row.origin,
    language: row.language === "en" ? "en" : "it",
    haveSidebar: row.haveSidebar,
    inside: row.inside,
    companyId: row.companyId,
    profileId: row.profileId,
    modeOperation: row.modeOperation,
    entryType: row.entryType,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    expiresAt: row.expiresAt,
  };
}

/**
 * The one way an open route resolves its token: missing, malformed or unknown → 401 open.token_invalid,
 * expired → 401 open.token_expired. A signed-in bearer never stands in for it. Touches last_used_at at most
 * once a minute.
 */
export async function requireOpenToken(db: DbOrTx, token: string | undefined): Promise<OpenVisit> {
  if (!token || !isOpenTokenFormat(token)) throw new AppError("open.token_invalid");
  return visitOfRow(db, await findOpenTokenByHash(db, hashOpenToken(token)));
}

/**
 * The visit of the row a well-formed token found (requireOpenToken, or an open write that read it in its limits'
 * statement): none → open.token_invalid, expired → open.token_expired; touches last_used_at at most once a minute.
 */
export async function visitOfRow(db: DbOrTx, row: OpenTokenRow | null | undefined): Promise<OpenVisit> {
  if (!row) throw new AppError("open.token_invalid");
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("open.token_expired");
  // The row says when it was last touched: within the interval there is nothing to write (no statement).
  const touchedAgo = row.lastUsedAt
    ? (Date.now() - row.lastUsedAt.getTime()) / 1000
    : Number.POSITIVE_INFINITY;
  if (touchedAgo >= OPEN_LIMITS.touchIntervalSeconds)
    await touchOpenToken(db, row.id, OPEN_LIMITS.touchIntervalSeconds);
  return visitFromRow(row);
}
