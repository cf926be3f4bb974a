import {
  catalogueServiceSchema,
  envelope,
  SERVICE_SEARCH_ROLES,
  serviceSearchBodySchema,
  serviceSearchResultSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { favouriteViewerOf } from "./favourites.ts";
import { searchCatalogue } from "./search-catalogue.ts";
import { readCatalogueService } from "./search-detail.ts";

const security = [{ bearer: [] }];
const tags = ["services catalogue"];

/**
 * §2.2 find_services / §7 `POST services/searchServices`: the catalogue of listed services (published, approved,
 * of companies not blocked) for clients, company administrators and staff, and a listed service's public detail.
 */
export function registerServiceSearchRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const searchers = requireRoles(...SERVICE_SEARCH_ROLES);
  /** The company whose favourites flag the results (null for staff: they keep none). */
  const favouritesOf = (request: Parameters<typeof requireAuth>[0]) =>
    favouriteViewerOf(requireAuth(request))?.companyId ?? null;

  app.post(
    "/services/searchServices",
    {
      config: { changesNoSession: true },
      onRequest: searchers,
      schema: {
        tags,
        summary:
          "Search listed services: full text in it/en, filters, sort, one page with total and facet counts (each facet ignores its own filter)",
        security,
        body: serviceSearchBodySchema,
        response: { 200: envelope(serviceSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await searchCatalogue(db, request.body, request.lang, favouritesOf(request))),
  );

  app.get(
    "/services/catalogue/:id",
    {
      onRequest: searchers,
      schema: {
        tags,
        summary: "The public detail of a listed service with its supplier's summary (404 when not listed)",
        security,
        params: idParams,
        response: { 200: envelope(catalogueServiceSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await readCatalogueService(db, request.params.id, request.lang, favouritesOf(request))),
  );
}
