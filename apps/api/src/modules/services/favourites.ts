import {
  canFavouriteServices,
  type Language,
  type PageQuery,
  type ServiceFavouriteState,
  type ServiceFavouritesPage,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { AuthContext } from "../auth/index.ts";
import {
  deleteFavourite,
  favouriteCount,
  favouritePage,
  insertFavourite,
  isListedService,
} from "./queries/favourites.ts";
import { technologyNames } from "./queries/search.ts";
import { toItem } from "./search-catalogue.ts";

/** A caller whose company keeps favourite services (a buying role: clients and company administrators). */
export type FavouriteViewer = { companyId: number; userId: number };

/** The caller as a keeper of favourites, or null for roles that do not buy (staff: their flags are all false). */
export function favouriteViewerOf(auth: AuthContext): FavouriteViewer | null {
  if (!canFavouriteServices(auth.roleId)) return null;
  return { companyId: auth.row.companyId, userId: auth.row.userId };
}

export function mustFavouriteViewer(auth: AuthContext): FavouriteViewer {
  const viewer = favouriteViewerOf(auth);
  if (!viewer) throw new AppError("auth.forbidden");
  return viewer;
}

/**
 * `POST|DELETE services/:id/favourite`: saves or removes a LISTED service for the caller's company (404
 * services.not_found otherwise, so an unlisted service is never revealed). Idempotent: the answer is the state.
 */
export async function setFavourite(
  db: Db,
  viewer: FavouriteViewer,
  serviceId: number,
  favourite: boolean,
): Promise<ServiceFavouriteState> {
  if (!(await isListedService(db, serviceId))) throw new AppError("services.not_found");
  if (favourite) await insertFavourite(db, viewer.companyId, serviceId, viewer.userId);
  else await deleteFavourite(db, viewer.companyId, serviceId);
  return { favourite };
}

/** `GET services/favourites`: the company's still-listed favourites as catalogue cards, newest saved first. */
export async function listFavourites(
  db: Db,
  viewer: FavouriteViewer,
  query: PageQuery,
  language: Language,
): Promise<ServiceFavouritesPage> {
  const [rows, total] = await Promise.all([
    favouritePage(db, viewer.companyId, pageWindow(query)),
    favouriteCount(db, viewer.companyId),
  ]);
  const names = await technologyNames(db, [...new Set(rows.flatMap((r) => r.technologyIds))]);
  return toPage(
    query,
    total,
    rows.map((r) => ({ ...toItem(r, language, names), favourite: true })),
  );
}
