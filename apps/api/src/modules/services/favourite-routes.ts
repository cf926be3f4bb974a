import {
  envelope,
  SERVICE_FAVOURITE_ROLES,
  serviceFavouriteStateSchema,
  serviceFavouritesPageSchema,
  serviceFavouritesQuerySchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { listFavourites, mustFavouriteViewer, setFavourite } from "./favourites.ts";

const security = [{ bearer: [] }];
const tags = ["services catalogue"];
const state = { 200: envelope(serviceFavouriteStateSchema), ...errorResponses };

/** The company's favourite services (issue 15): clients and company administrators save listed services. */
export function registerServiceFavouriteRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const buyers = requireRoles(...SERVICE_FAVOURITE_ROLES);
  const viewer = (request: Parameters<typeof requireAuth>[0]) => mustFavouriteViewer(requireAuth(request));

  app.get(
    "/services/favourites",
    {
      onRequest: buyers,
      schema: {
        tags,
        summary: "The company's favourite services still listed, as catalogue cards, newest saved first",
        security,
        querystring: serviceFavouritesQuerySchema,
        response: { 200: envelope(serviceFavouritesPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listFavourites(db, viewer(request), request.query, request.lang)),
  );

  app.post(
    "/services/:id/favourite",
    {
      onRequest: buyers,
      schema: {
        tags,
        summary: "Save a listed service to the company's favourites (idempotent; 404 when not listed)",
        security,
        params: idParams,
        response: state,
      },
    },
    async (request) => ok(await setFavourite(db, viewer(request), request.params.id, true)),
  );

  app.delete(
    "/services/:id/favourite",
    {
      onRequest: buyers,
      schema: {
        tags,
        summary: "Remove a listed service from the company's favourites (idempotent; 404 when not listed)",
        security,
        params: idParams,
        response: state,
      },
    },
    async (request) => ok(await setFavourite(db, viewer(request), request.params.id, false)),
  );
}
