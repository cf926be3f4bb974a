import { isPublicLinkTokenFormat, PUBLIC_LINK_LIMITS, type PublicLinkStatus } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { TokenService } from "../../lib/tokens.ts";
import { hashLinkToken } from "./link-token.ts";
import { findLinkByHash, type LinkRow } from "./queries.ts";

export const statusOf = (link: LinkRow, now = Date.now()): PublicLinkStatus =>
  link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now ? "expired" : "active";

/**
 * The link behind a public call's token: unknown or malformed 404 public_link.not_found, revoked 410
 * public_link.revoked, expired 410 public_link.expired (revocation wins: the owner's decision is the reason).
 */
export async function requireLink(db: DbOrTx, token: string | undefined) {
  if (!token || !isPublicLinkTokenFormat(token)) throw new AppError("public_link.not_found");
  const found = await findLinkByHash(db, hashLinkToken(token));
  if (!found) throw new AppError("public_link.not_found");
  const status = statusOf(found.link);
  if (status === "revoked") throw new AppError("public_link.revoked");
  if (status === "expired") throw new AppError("public_link.expired");
  return found;
}

/**
 * The viewer token: a purpose token bound to one link (the purpose names the link id) naming the contact left,
 * valid PUBLIC_LINK_LIMITS.viewerHours. Stateless, so any instance checks it; a revoked or expired link refuses it
 * anyway, since requireLink runs first.
 */
const purposeOf = (linkId: number) => `public-link:${linkId}`;

export async function signViewer(tokens: TokenService, linkId: number, contactId: number) {
  const expiresAt = new Date(Date.now() + PUBLIC_LINK_LIMITS.viewerHours * 60 * 60 * 1000);
  const token = await tokens.signPurpose(purposeOf(linkId), contactId, `${PUBLIC_LINK_LIMITS.viewerHours}h`);
  return { viewer_token: token, expires_at: expiresAt.toISOString() };
}

/** The details need the viewer token of this link: missing, forged, of another link or expired → 401. */
export async function requireViewer(tokens: TokenService, linkId: number, viewer: string | undefined) {
  if (!viewer || viewer.length > 2000) throw new AppError("public_link.contacts_required");
  const contactId = await tokens.verifyPurpose(purposeOf(linkId), viewer);
  if (typeof contactId !== "number") throw new AppError("public_link.contacts_required");
  return contactId;
}
