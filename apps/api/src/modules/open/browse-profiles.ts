import type {
  OpenProfileDetail,
  OpenProfileItem,
  OpenProfileSearchResult,
  ProfileSearchFilter,
  ProfileSearchItem,
} from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { findProfile, initial, profileChildren, toDetail } from "../profiles/index.ts";
import { findSearchableProfile, searchProfilesAsVisitor } from "../search/index.ts";
import { requireOpenWrite } from "./open-limits.ts";
import { requireOpenToken } from "./open-token.ts";

/** A card for a visitor: the client card without photo, contacts flag or saved flag; the surname as its initial. */
export function toOpenItem(item: ProfileSearchItem): OpenProfileItem {
  const { photo_url: _photo, contacts_visible: _contacts, saved: _saved, ...card } = item;
  return { ...card, lastname: initial(item.lastname) };
}

/**
 * POST open/filterProfileOpen: the signed-in talent search (same engine, filters, facets and paging) over the
 * published profiles of companies not blocked, as an anonymous visitor. An open write: rate-limited.
 */
export async function filterProfileOpen(
  ctx: AppContext,
  body: ProfileSearchFilter & { token?: string | undefined },
  ip: string,
): Promise<OpenProfileSearchResult> {
  const { token, ...filter } = body;
  await requireOpenWrite(ctx.database.db, token, ip);
  const result = await searchProfilesAsVisitor(ctx.database.db, filter);
  return { ...result, items: result.items.map(toOpenItem) };
}

/**
 * GET open/profileDetailOpen: one profile a client could find, in the clients' anonymised detail without the
 * supplier's name, contacts, photo or CV. Unpublished, of a blocked company or unknown: 404 (never revealed).
 */
export async function profileDetailOpen(
  ctx: AppContext,
  token: string | undefined,
  profileId: number,
): Promise<OpenProfileDetail> {
  const db = ctx.database.db;
  await requireOpenToken(db, token);
  const found = (await findSearchableProfile(db, profileId)) ? await findProfile(db, profileId) : undefined;
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
