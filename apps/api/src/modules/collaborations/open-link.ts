import { OPEN_COLLABORATION_LINK_DAYS, type OpenCollaboration } from "@mkt/contracts";
import { decodeJwt } from "jose";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { TokenService } from "../auth/index.ts";
import { loadItem } from "./queries/list.ts";
import { companyUsers, findCollaboration } from "./queries/parties.ts";
import { collaborationIdOfLink, collaborationLink } from "./service.ts";

// The collaboration detail by token (issue 16 item 6, `open/getDetailCollaborationOpen`). Decision: a signed
// purpose token (lib/tokens.ts signPurpose), not a stored one_time_token: the link is read-only and may be
// opened many times for 30 days, so nothing needs storing or marking used, and any API instance checks it. The
// purpose names the collaboration (`open-collaboration:<id>`) and the subject is the client user it was mailed
// to; the user must still be an active user of the collaboration's client company when the link is opened.

const purposeOf = (collaborationId: number) => `open-collaboration:${collaborationId}`;

/** The web address `/open/collaboration/<token>` of a collaboration for one of its client users. */
export async function openCollaborationPath(
  tokens: TokenService,
  collaborationId: number,
  userId: number,
): Promise<string> {
  const token = await tokens.signPurpose(
    purposeOf(collaborationId),
    userId,
    `${OPEN_COLLABORATION_LINK_DAYS}d`,
  );
  return `/open/collaboration/${token}`;
}

/**
 * The notifications' per-recipient mail link (notifications MailLinkHook, added in routes.ts): a notification about
 * a collaboration mailed to one of its client's active users carries that user's open link (read-only detail,
 * then sign in to act); everyone else (the supplier's users, staff) keeps the signed-in link. Covers every
 * collaboration notice to a client, instant or in the daily digest, whichever module sends it.
 */
export async function collaborationMailLink(
  db: DbOrTx,
  tokens: TokenService,
  recipientId: number,
  link: string,
): Promise<string | null> {
  const id = collaborationIdOfLink(link);
  if (id === null) return null;
  const row = await findCollaboration(db, id);
  if (!row) return null;
  const members = await companyUsers(db, row.clientCompanyId);
  if (!members.some((u) => u.id === recipientId)) return null;
  return openCollaborationPath(tokens, id, recipientId);
}

/** The collaboration id the token claims (checked afterwards by its signature), or null when unreadable. */
function claimedCollaboration(token: string): number | null {
  try {
    const aud = decodeJwt(token).aud;
    const value = Array.isArray(aud) ? aud[0] : aud;
    const match = /^purpose:open-collaboration:(\d{1,10})$/.exec(value ?? "");
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** POST open/getDetailCollaborationOpen: the collaboration the link names, read-only, as its client sees it. */
export async function readOpenCollaboration(
  db: Db,
  tokens: TokenService,
  token: string,
): Promise<OpenCollaboration> {
  const id = claimedCollaboration(token);
  if (id === null) throw new AppError("open.collaboration_link_invalid");
  const userId = await tokens.verifyPurpose(purposeOf(id), token);
  if (userId === "expired") throw new AppError("open.collaboration_link_expired");
  if (userId === "invalid") throw new AppError("open.collaboration_link_invalid");
  const row = await findCollaboration(db, id);
  if (!row) throw new AppError("open.collaboration_link_invalid");
  const members = await companyUsers(db, row.clientCompanyId);
  if (!members.some((u) => u.id === userId)) throw new AppError("open.collaboration_link_invalid");
  const loaded = await loadItem(db, id, "client");
  if (!loaded) throw new AppError("open.collaboration_link_invalid");
  const item = loaded.item;
  return {
    id: item.id,
    status: item.status,
    profile_name: item.profile_name,
    client_name: item.client.name,
    supplier_name: item.supplier.name,
    need_title: item.need_title,
    position_title: item.position_title,
    service_title: item.service?.title ?? null,
    price: item.price,
    daily_rate: item.daily_rate,
    date_start: item.date_start,
    date_end: item.date_end,
    interview_status: item.interview_status,
    interview_starts_at: item.interview_starts_at,
    created_at: item.created_at,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    signed_in_path: collaborationLink(id),
  };
}
