import {
  envelope,
  INT4_MAX,
  isStaffRole,
  pageOf,
  paginationQuerySchema,
  profileSearchQuerySchema,
  profileSearchResultSchema,
  ROLE,
  savedProfileBodySchema,
  savedProfileNoteBodySchema,
  savedProfileSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  findSaved,
  listSaved,
  saveProfile,
  searcherOf,
  searchProfiles,
  unsaveProfile,
  updateSavedNote,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["talent search"];
const profileParams = z.object({ profile_id: z.coerce.number().int().positive().max(INT4_MAX) });

/**
 * §2.2 profile_available and saved_profiles: the client's talent search over every published profile, and the
 * company's saved profiles with private notes. Search is for Client, Client Employees and staff (the sidebar
 * gives profile_available to the client roles; suppliers' Search Partner looks for companies, not profiles);
 * saving is a client company's list, so client roles only.
 */
export function registerSearchRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const searchers = requireRoles(
    ROLE.CLIENT,
    ROLE.CLIENT_EMPLOYEES,
    ROLE.ADMINISTRATOR,
    ROLE.ADMIN_MANAGEMENT,
  );
  const clients = requireRoles(ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES);
  const clientOf = (auth: ReturnType<typeof requireAuth>) => ({
    companyId: auth.row.companyId,
    userId: auth.row.userId,
  });

  app.get(
    "/profiles/search",
    {
      onRequest: searchers,
      schema: {
        tags,
        summary:
          "Search published profiles with the §3 profile filter: results anonymised for clients, total and facet counts",
        security,
        querystring: profileSearchQuerySchema,
        response: { 200: envelope(profileSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await searchProfiles(db, searcherOf(auth, isStaffRole(auth.roleId)), request.query));
    },
  );

  app.get(
    "/saved-profiles",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The company's saved profiles, newest first, with their notes",
        security,
        querystring: paginationQuerySchema,
        response: { 200: envelope(pageOf(savedProfileSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listSaved(db, requireAuth(request).row.companyId, request.query.page, request.query.limit)),
  );

  app.get(
    "/saved-profiles/:profile_id",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Whether the company saved a profile: the saved entry with its note, or null",
        security,
        params: profileParams,
        response: { 200: envelope(savedProfileSchema.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await findSaved(db, requireAuth(request).row.companyId, request.params.profile_id)),
  );

  app.post(
    "/saved-profiles",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Save a published profile (saving it again replaces the note)",
        security,
        body: savedProfileBodySchema,
        response: { 200: envelope(savedProfileSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await saveProfile(db, clientOf(requireAuth(request)), request.body.profile_id, request.body.note)),
  );

  app.put(
    "/saved-profiles/:profile_id",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Change the note of a saved profile",
        security,
        params: profileParams,
        body: savedProfileNoteBodySchema,
        response: { 200: envelope(savedProfileSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateSavedNote(
          db,
          requireAuth(request).row.companyId,
          request.params.profile_id,
          request.body.note,
        ),
      ),
  );

  app.delete(
    "/saved-profiles/:profile_id",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Remove a profile from the saved list",
        security,
        params: profileParams,
        response: { 200: envelope(z.object({ profile_id: z.number() })), ...errorResponses },
      },
    },
    async (request) => {
      await unsaveProfile(db, requireAuth(request).row.companyId, request.params.profile_id);
      return ok({ profile_id: request.params.profile_id });
    },
  );
}
