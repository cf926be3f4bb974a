import {
  type Language,
  PROFILE_KINDS,
  PUBLIC_LINK_KINDS,
  PUBLIC_LINK_LIMITS,
  type PublicLinkPosition,
  type PublicLinkProfileDetail,
  type PublicLinkProfiles,
  type PublicLinkState,
  type publicLinkFilterSchema,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { hit } from "../../lib/rate-limit.ts";
import { findProfile, initial, profileChildren, toDetail, toListItem } from "../profiles/index.ts";
import { namedLanguages } from "../reference-data/index.ts";
import { linkProfileIds, openPositionOfLink, publicPosition } from "./position-link.ts";
import { requireLink, requireViewer } from "./public-access.ts";
import { countView, linkProfileRows, skillsOfProfiles, technologiesOfProfiles } from "./queries.ts";

const kindOf = (kind: string) => PUBLIC_LINK_KINDS.find((k) => k === kind) ?? "shortlist";
const readLimit = (ctx: AppContext, ip: string) =>
  hit(ctx.database.db, "public_link_read_ip", ip, PUBLIC_LINK_LIMITS.readsPerIp, "public_link.rate_limited");

/**
 * GET publicLinkProfile/chekPublicProfile?token: the link's public face (who shared it, how many profiles, until
 * when), counted as one view. Unknown 404, revoked or expired 410, each with its own code; a position link whose
 * position closed 410 public_link.position_closed. The company of an anonymous need's position is not named.
 */
export async function checkLink(ctx: AppContext, token: string, ip: string): Promise<PublicLinkState> {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link, companyName } = await requireLink(db, token);
  const anonymous = link.kind === "position" && (await openPositionOfLink(db, link)).anonymous;
  const profileIds = await linkProfileIds(db, link);
  await countView(db, link.id);
  return {
    kind: kindOf(link.kind),
    title: link.title,
    company_name: anonymous ? null : companyName,
    profile_count: profileIds.length,
    language: link.language as Language,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * POST publicLinkProfile/filterProfile: the link's profiles still visible to clients, narrowed by the §3 public
 * profile filter, as anonymised cards (surname initial, no photo, contacts or CV). Needs the viewer token.
 */
export async function filterLinkProfiles(
  ctx: AppContext,
  body: z.output<typeof publicLinkFilterSchema>,
  viewer: string | undefined,
  ip: string,
): Promise<PublicLinkProfiles> {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link } = await requireLink(db, body.token);
  await requireViewer(ctx.tokens, link.id, viewer);
  const ids = await linkProfileIds(db, link);
  const [rows, all] = await Promise.all([linkProfileRows(db, ids, body), linkProfileRows(db, ids, {})]);
  const skills = await skillsOfProfiles(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((row) => {
    const card = toListItem({
      ...row,
      skills: skills
        .filter((s) => s.profileId === row.id)
        .map(({ technology_id, name, level }) => ({ technology_id, name, level })),
    });
    const { photo_url: _photo, ...rest } = card;
    return {
      ...rest,
      lastname: initial(row.lastname),
      kind: PROFILE_KINDS.find((k) => k === row.kind) ?? PROFILE_KINDS[0],
      localities: row.localities,
    };
  });
  const cities = [
    ...new Set(all.flatMap((r) => [r.city, ...r.localities]).filter((c): c is string => !!c)),
  ].sort((a, b) => a.localeCompare(b));
  return { total: items.length, items, cities };
}

/** GET chekPublicProfile?token&profile_id: one of the link's profiles, anonymised as in the open area. */
export async function linkProfileDetail(
  ctx: AppContext,
  token: string,
  profileId: number,
  viewer: string | undefined,
  ip: string,
): Promise<PublicLinkProfileDetail> {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link } = await requireLink(db, token);
  await requireViewer(ctx.tokens, link.id, viewer);
  const ids = await linkProfileIds(db, link);
  const [row] = ids.includes(profileId) ? await linkProfileRows(db, [profileId], {}) : [];
  const found = row ? await findProfile(db, row.id) : undefined;
  if (!found) throw new AppError("common.not_found");
  const detail = toDetail(found.profile, found.companyName, await profileChildren(db, profileId), {
    contactsVisible: false,
    editable: false,
    showCvFile: false,
  });
  const {
    company_name: _company,
    email: _email,
    phone: _phone,
    photo_url: _photo,
    cv_upload_id: _cv,
    contacts_visible: _contacts,
    editable: _editable,
    published: _published,
    ...open
  } = detail;
  return { ...open, lastname: initial(detail.lastname) };
}

/** GET publicLinkProfile/listTech?token: the technologies the link's visible profiles hold. */
export async function linkTechnologies(ctx: AppContext, token: string, ip: string) {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link } = await requireLink(db, token);
  const rows = await linkProfileRows(db, await linkProfileIds(db, link), {});
  return technologiesOfProfiles(
    db,
    rows.map((r) => r.id),
  );
}

/** GET publicLinkProfile/listLanguages?token: the languages the link's visible profiles speak, named. */
export async function linkLanguages(ctx: AppContext, token: string, language: Language, ip: string) {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link } = await requireLink(db, token);
  const rows = await linkProfileRows(db, await linkProfileIds(db, link), {});
  const held = new Set(rows.flatMap((r) => r.languageKeys.filter((k) => !k.includes(":"))));
  // Named from the staff's spoken-language table, like the profiles themselves.
  return namedLanguages(db, [...held], language);
}

/**
 * GET publicLinkProfile/position?token: the shared position read-only (viewer token, like the profiles). A link of
 * another kind has no position: 404.
 */
export async function linkPosition(
  ctx: AppContext,
  token: string,
  viewer: string | undefined,
  language: Language,
  ip: string,
): Promise<PublicLinkPosition> {
  await readLimit(ctx, ip);
  const db = ctx.database.db;
  const { link } = await requireLink(db, token);
  await requireViewer(ctx.tokens, link.id, viewer);
  if (link.kind !== "position") throw new AppError("common.not_found");
  return publicPosition(db, link, language);
}
