import {
  canSaveSearch,
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  type SavedSearchKind,
  type savedSearchCreateBodySchema,
  savedSearchPath,
  type savedSearchUpdateBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { lockForTransaction } from "../../lib/rate-limit-queries.ts";
import {
  countSavedSearchesOfUser,
  deleteSavedSearch,
  insertSavedSearch,
  type SavedSearchRow,
  savedSearchPage,
  updateSavedSearch,
} from "./queries.ts";

/** Who keeps the saved searches: the signed-in user, of their company, in their role. */
export type SavedSearchOwner = { userId: number; companyId: number; roleId: number };

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const kind = row.kind as SavedSearchKind;
  return {
    id: row.id,
    kind,
    name: row.name,
    criteria: row.criteria,
    alert: row.alert,
    path: savedSearchPath(kind, row.criteria),
    last_alert_at: row.lastAlertAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(
  db: Db,
  owner: SavedSearchOwner,
  query: { kind?: SavedSearchKind; page: number; limit: number },
) {
  const { rows, total } = await savedSearchPage(
    db,
    { userId: owner.userId, kind: query.kind },
    pageWindow(query),
  );
  return toPage(query, total, rows.map(toSavedSearch));
}

/**
 * Saves a search (criteria already checked by the search's own schema, paging left out). The role must search
 * that kind (403), and a user keeps at most SAVED_SEARCH_LIMITS.perUser (409): counted under a per-user lock, so
 * two parallel saves cannot pass the cap together.
 */
export async function createSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  body: z.output<typeof savedSearchCreateBodySchema>,
): Promise<SavedSearch> {
  if (!canSaveSearch(owner.roleId, body.kind)) throw new AppError("auth.forbidden");
  const row = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `saved_search:${owner.userId}`);
    if ((await countSavedSearchesOfUser(tx, owner.userId)) >= SAVED_SEARCH_LIMITS.perUser)
      throw new AppError("saved_search.limit_reached");
    return insertSavedSearch(tx, {
      userId: owner.userId,
      companyId: owner.companyId,
      kind: body.kind,
      name: body.name,
      criteria: body.criteria as Record<string, unknown>,
      alert: body.alert,
    });
  });
  return toSavedSearch(row);
}

/** Rename and/or switch the alert; another user's search (or an unknown id) is 404. */
export async function changeSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  id: number,
  body: z.output<typeof savedSearchUpdateBodySchema>,
): Promise<SavedSearch> {
  const row = await updateSavedSearch(db, owner.userId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.alert !== undefined ? { alert: body.alert } : {}),
  });
  if (!row) throw new AppError("common.not_found");
  return toSavedSearch(row);
}

export async function removeSavedSearch(db: Db, owner: SavedSearchOwner, id: number): Promise<void> {
  if (!(await deleteSavedSearch(db, owner.userId, id))) throw new AppError("common.not_found");
}
