import {
  type Language,
  must,
  PUBLIC_LINK_KINDS,
  type PublicLink,
  type PublicLinkCreated,
  type publicLinkCreateSchema,
  type publicLinkListQuerySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { linkUrl, newLinkToken } from "./link-token.ts";
import { positionToShareOf } from "./position-link.ts";
import { positionTitles } from "./position-queries.ts";
import { statusOf } from "./public-access.ts";
import {
  type ContactRow,
  contactsOfLinks,
  findLinkOfCompany,
  insertLink,
  type LinkRow,
  linkPage,
  linkSummary,
  profileTitles,
  setRevoked,
  visibleProfileIds,
} from "./queries.ts";

/** The owner: a user of a client company whose plan has the share function of the kind (checked by the route). */
export type LinkOwner = { companyId: number; userId: number };

const CONTACTS_SHOWN = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

async function toLinks(
  db: Db,
  rows: { link: LinkRow; author: string | null; contactCount: number }[],
): Promise<PublicLink[]> {
  const ids = rows.map((r) => r.link.id);
  const positionIds = rows.flatMap((r) => (r.link.positionId === null ? [] : [r.link.positionId]));
  const [contacts, titles, positions] = await Promise.all([
    contactsOfLinks(db, ids, CONTACTS_SHOWN),
    profileTitles(db, [...new Set(rows.flatMap((r) => r.link.profileIds))]),
    positionTitles(db, [...new Set(positionIds)]),
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const positionOf = new Map(positions.map((p) => [p.id, p]));
  const byLink = new Map<number, ContactRow[]>();
  for (const c of contacts) byLink.set(c.linkId, [...(byLink.get(c.linkId) ?? []), c]);
  return rows.map(({ link, author, contactCount }) => ({
    id: link.id,
    kind: PUBLIC_LINK_KINDS.find((k) => k === link.kind) ?? "shortlist",
    title: link.title,
    profiles: link.profileIds.map((id) => ({ id, title: titleOf.get(id) ?? "" })),
    position: link.positionId === null ? null : (positionOf.get(link.positionId) ?? null),
    language: link.language as Language,
    status: statusOf(link),
    view_count: link.viewCount,
    last_viewed_at: link.lastViewedAt?.toISOString() ?? null,
    expires_at: link.expiresAt.toISOString(),
    revoked_at: link.revokedAt?.toISOString() ?? null,
    created_at: link.createdAt.toISOString(),
    created_by: author,
    contact_count: Number(contactCount),
    contacts: (byLink.get(link.id) ?? []).map((c) => ({
      name: c.name,
      company_name: c.companyName,
      email: c.email,
      created_at: c.createdAt.toISOString(),
    })),
  }));
}

async function oneLink(db: Db, id: number): Promise<PublicLink> {
  const row = await linkSummary(db, id);
  const [link] = row ? await toLinks(db, [row]) : [];
  if (!link) throw new AppError("common.not_found");
  return link;
}

/**
 * POST public-links: a link to one profile or a shortlist of profiles the company may see (published, of a company
 * not blocked; any other id is refused on profile_ids, never revealed), or to one of the company's open positions
 * with its compatible profiles; valid for the chosen days (30 by default, 90 at most). The clear token exists only
 * in the answer's address: only its SHA-256 is stored.
 */
export async function createLink(
  db: Db,
  owner: LinkOwner,
  body: z.output<typeof publicLinkCreateSchema>,
  origin: string,
): Promise<PublicLinkCreated> {
  if (body.kind === "position") return createPositionLink(db, owner, body, origin);
  const visible = new Set(await visibleProfileIds(db, body.profile_ids));
  if (body.profile_ids.some((id) => !visible.has(id)))
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: "profile_ids", code: "validation.invalid", message: "" }],
    });
  const { token, hash } = newLinkToken();
  const titles = await profileTitles(db, body.profile_ids);
  const fallbackTitle = body.kind === "profile" ? (titles[0]?.title ?? "") : "";
  const row = await insertLink(db, {
    tokenHash: hash,
    companyId: owner.companyId,
    createdBy: owner.userId,
    kind: body.kind,
    title: (body.title ?? fallbackTitle).slice(0, 120),
    profileIds: body.profile_ids,
    language: body.language,
    expiresAt: new Date(Date.now() + body.expires_in_days * DAY_MS),
  });
  return { link: await oneLink(db, row.id), url: linkUrl(origin, token) };
}

/** A position link: the position must be the company's and open; its title is the link's title by default. */
async function createPositionLink(
  db: Db,
  owner: LinkOwner,
  body: z.output<typeof publicLinkCreateSchema>,
  origin: string,
): Promise<PublicLinkCreated> {
  const shared = await positionToShareOf(db, owner.companyId, must(body.position_id, "position_id"));
  const { token, hash } = newLinkToken();
  const row = await insertLink(db, {
    tokenHash: hash,
    companyId: owner.companyId,
    createdBy: owner.userId,
    kind: "position",
    title: (body.title ?? shared.title).slice(0, 120),
    profileIds: [],
    positionId: shared.id,
    language: body.language,
    expiresAt: new Date(Date.now() + body.expires_in_days * DAY_MS),
  });
  return { link: await oneLink(db, row.id), url: linkUrl(origin, token) };
}

/** GET public-links: the company's links, newest first, with views and the latest contacts. */
export async function listLinks(db: Db, owner: LinkOwner, query: z.output<typeof publicLinkListQuerySchema>) {
  const { rows, total } = await linkPage(db, owner.companyId, query.status, pageWindow(query));
  return toPage(query, total, await toLinks(db, rows));
}

/** POST public-links/:id/revoke: the link stops working at once. Another company's link: 404. */
export async function revokeLink(db: Db, owner: LinkOwner, id: number): Promise<PublicLink> {
  const found = await findLinkOfCompany(db, owner.companyId, id);
  if (!found) throw new AppError("common.not_found");
  if (found.revokedAt) throw new AppError("public_link.already_revoked");
  await setRevoked(db, id);
  return oneLink(db, id);
}
