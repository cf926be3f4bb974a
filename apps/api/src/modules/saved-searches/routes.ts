import {
  envelope,
  pageOf,
  ROLE,
  SAVED_SEARCH_ANY_ROLES,
  savedSearchCreateBodySchema,
  savedSearchListQuerySchema,
  savedSearchSchema,
  savedSearchUpdateBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { runSavedSearchAlerts } from "./alerts.ts";
import {
  changeSavedSearch,
  createSavedSearch,
  listSavedSearches,
  removeSavedSearch,
  type SavedSearchOwner,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["saved searches"];

/**
 * Saved searches with e-mail alerts (issue 20): the user's own list of talent searches (clients) and catalogue
 * searches (clients and company administrators). Only the owner sees or changes one (others: 404).
 */
export function registerSavedSearchRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const keepers = requireRoles(...SAVED_SEARCH_ANY_ROLES);
  const ownerOf = (request: Parameters<typeof requireAuth>[0]): SavedSearchOwner => {
    const auth = requireAuth(request);
    return { userId: auth.row.userId, companyId: auth.row.companyId, roleId: auth.roleId };
  };

  app.get(
    "/saved-searches",
    {
      onRequest: keepers,
      schema: {
        tags,
        summary: "My saved searches (of one kind, or all), newest first",
        security,
        querystring: savedSearchListQuerySchema,
        response: { 200: envelope(pageOf(savedSearchSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listSavedSearches(db, ownerOf(request), request.query)),
  );

  app.post(
    "/saved-searches",
    {
      onRequest: keepers,
      schema: {
        tags,
        summary:
          "Save a search: a name, the search's criteria (its own schema, no paging) and the alert switch",
        security,
        body: savedSearchCreateBodySchema,
        response: { 200: envelope(savedSearchSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createSavedSearch(db, ownerOf(request), request.body)),
  );

  app.patch(
    "/saved-searches/:id",
    {
      onRequest: keepers,
      schema: {
        tags,
        summary: "Rename a saved search and/or switch its e-mail alert",
        security,
        params: idParams,
        body: savedSearchUpdateBodySchema,
        response: { 200: envelope(savedSearchSchema), ...errorResponses },
      },
    },
    async (request) => ok(await changeSavedSearch(db, ownerOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/saved-searches/:id",
    {
      onRequest: keepers,
      schema: {
        tags,
        summary: "Delete a saved search",
        security,
        params: idParams,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      await removeSavedSearch(db, ownerOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  // Without SMTP (development, the browser journeys: where the dev mailbox is), an Administrator may run the
  // hourly alert round now instead of waiting for it; production has no such route.
  if (!ctx.config.SMTP_URL)
    app.post(
      "/dev/saved-search-alerts",
      {
        onRequest: requireRoles(ROLE.ADMINISTRATOR),
        schema: {
          tags,
          summary: "Run the saved-search alert round now (development only: not registered with SMTP_URL)",
          security,
          response: {
            200: envelope(z.object({ ran: z.boolean(), checked: z.number(), users_alerted: z.number() })),
            ...errorResponses,
          },
        },
      },
      async () => {
        const result = await runSavedSearchAlerts(db, ctx.bus);
        return ok({
          ran: result !== null,
          checked: result?.checked ?? 0,
          users_alerted: result?.usersAlerted ?? 0,
        });
      },
    );
}
