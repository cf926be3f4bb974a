import type { DbOrTx } from "../../db/client.ts";
import { favouriteServiceIds } from "./queries/favourites.ts";

/**
 * Adds the `favourite` flag to a page of catalogue results after the search, with ONE statement over the page's
 * ids (`service_id = ANY(...)`); every flag is false for callers without favourites (companyId null).
 */
export async function withFavourites<T extends { id: number }>(
  db: DbOrTx,
  companyId: number | null,
  items: T[],
): Promise<(T & { favourite: boolean })[]> {
  const saved =
    companyId === null
      ? new Set<number>()
      : await favouriteServiceIds(
          db,
          companyId,
          items.map((i) => i.id),
        );
  return items.map((i) => ({ ...i, favourite: saved.has(i.id) }));
}

/** The `favourite` flag of one catalogue detail. */
export async function withFavourite<T extends { id: number }>(
  db: DbOrTx,
  companyId: number | null,
  item: T,
): Promise<T & { favourite: boolean }> {
  const [flagged] = await withFavourites(db, companyId, [item]);
  return flagged ?? { ...item, favourite: false };
}
