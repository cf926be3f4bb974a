import {
  ASSOCIATION_ROLES,
  ASSOCIATION_STATUS,
  type AssociationCandidate,
  type AssociationItem,
  isAssociationPair,
  must,
  supplierLimitReached,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { toPage } from "../../lib/pagination.ts";
import type { Actor } from "../auth/index.ts";
import { companyRecipients, notifyUsers } from "../notifications/index.ts";
import {
  type AssociationRow,
  answerPendingLink,
  deleteLinkOf,
  deleteLinks,
  findCompany,
  findLink,
  insertLink,
  linksBetween,
  listLinks,
  liveLinksOf,
  lockCompany,
  searchCandidates,
} from "./queries.ts";

/** The signed-in user acting for a company. */

/** Where both sides manage their vendor lists. */
const LIST_LINK = "/collaborations_invite";
const LIVE: number[] = [ASSOCIATION_STATUS.PENDING, ASSOCIATION_STATUS.ACCEPTED];

const logoUrl = (id: number, key: string | null) =>
  key ? `/api/company/${id}/logo?v=${encodeURIComponent(key.slice(-12))}` : null;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toItem(row: AssociationRow, companyId: number): AssociationItem {
  return {
    id: row.id,
    status: row.status,
    type_invitation: row.typeInvitation,
    company_id_sender: row.sender,
    company_id: row.receiver,
    direction: row.sender === companyId ? "sent" : "received",
    company: {
      id: row.otherId,
      name: row.otherName,
      logo_url: logoUrl(row.otherId, row.otherLogoKey),
      city: row.otherCity,
      type: row.otherType,
    },
    created_at: row.createdAt.toISOString(),
    answered_at: iso(row.answeredAt),
  };
}

async function oneItem(db: DbOrTx, companyId: number, id: number) {
  const row = await findLink(db, companyId, id);
  if (!row) throw new AppError("common.not_found");
  return toItem(row, companyId);
}

const companyField = (
  code:
    | "associations.duplicate"
    | "associations.limit_reached"
    | "associations.pair_not_allowed"
    | "common.not_found",
) => new AppError(code, { fieldErrors: [{ field: "company_id", code, message: "" }] });

async function notifyCompany(ctx: AppContext, db: DbOrTx, companyId: number, type: string, company: string) {
  await notifyUsers(db, ctx.bus, await companyRecipients(db, companyId, ASSOCIATION_ROLES), {
    type,
    params: { company },
    icon: "group_add",
    link: LIST_LINK,
  });
}

/**
 * A client invites a supplier-side company into its list, or a supplier-side company asks to join a client's
 * list. One live (pending or accepted) link per pair in either direction; a client with a supplier maximum is
 * held to it counting accepted and pending links. The client row is locked while deciding, so concurrent
 * requests cannot pass the checks together. Earlier refusals between the pair are cleared.
 */
export async function requestAssociation(ctx: AppContext, actor: Actor, targetId: number) {
  const db = ctx.database.db;
  const target = await findCompany(db, targetId);
  if (!target) throw companyField("common.not_found");
  if (target.id === actor.companyId || !isAssociationPair(actor.companyType, target.type))
    throw companyField("associations.pair_not_allowed");
  const clientId = actor.companyType === "client" ? actor.companyId : target.id;
  const id = await db.transaction(async (tx) => {
    const client = await lockCompany(tx, clientId);
    if (!client) throw companyField("common.not_found");
    const links = await linksBetween(tx, actor.companyId, target.id);
    if (links.some((l) => LIVE.includes(l.status))) throw companyField("associations.duplicate");
    if (supplierLimitReached(client.nMaxSupplier, await liveLinksOf(tx, clientId)))
      throw companyField("associations.limit_reached");
    const refused = links.map((l) => l.id);
    if (refused.length) await deleteLinks(tx, refused);
    const created = must(
      await insertLink(tx, actor.companyId, target.id),
      "the association insert returned no row",
    );
    const sender = await findCompany(tx, actor.companyId);
    await notifyCompany(
      ctx,
      tx,
      target.id,
      actor.companyType === "client" ? "association_invite" : "association_request",
      sender?.name ?? "",
    );
    return created;
  });
  return oneItem(db, actor.companyId, id);
}

export async function listAssociations(
  db: Db,
  companyId: number,
  query: { status?: number | undefined; direction: "all" | "sent" | "received"; page: number; limit: number },
) {
  const { rows, total } = await listLinks(db, companyId, query);
  return toPage(
    query,
    total,
    rows.map((r) => toItem(r, companyId)),
  );
}

/** The receiver accepts or refuses a pending link; the sender's company is told. */
export async function answerAssociation(ctx: AppContext, actor: Actor, id: number, accept: boolean) {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const updated = await answerPendingLink(
      tx,
      actor.companyId,
      id,
      accept ? ASSOCIATION_STATUS.ACCEPTED : ASSOCIATION_STATUS.REFUSED,
    );
    if (!updated) {
      const link = await findLink(tx, actor.companyId, id);
      if (!link) throw new AppError("common.not_found");
      if (link.sender === actor.companyId) throw new AppError("auth.forbidden");
      throw new AppError("associations.not_pending");
    }
    const me = await findCompany(tx, actor.companyId);
    await notifyCompany(
      ctx,
      tx,
      updated.sender,
      accept ? "association_accepted" : "association_refused",
      me?.name ?? "",
    );
  });
  return oneItem(db, actor.companyId, id);
}

/** Either side removes an accepted link or withdraws (or drops) a pending one. */
export async function removeAssociation(db: Db, actor: Actor, id: number) {
  const removed = await deleteLinkOf(db, actor.companyId, id);
  if (removed === undefined) throw new AppError("common.not_found");
  return { id: removed };
}

/** Companies of the other side matching a name, for the invite / ask-to-join dialog. */
export async function associationCandidates(
  db: Db,
  actor: Actor,
  text: string,
): Promise<AssociationCandidate[]> {
  const rows = await searchCandidates(db, actor.companyId, actor.companyType === "client", text);
  return Promise.all(
    rows.map(async (r) => {
      const link = (await linksBetween(db, actor.companyId, r.id))[0];
      return {
        id: r.id,
        name: r.name,
        logo_url: logoUrl(r.id, r.logoKey),
        city: r.city,
        type: r.type,
        association: link
          ? {
              id: link.id,
              status: link.status,
              direction: link.sender === actor.companyId ? ("sent" as const) : ("received" as const),
            }
          : null,
      };
    }),
  );
}
