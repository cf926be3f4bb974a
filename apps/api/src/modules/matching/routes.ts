import {
  compatibleProfileSchema,
  compatibleProfilesQuerySchema,
  envelope,
  isStaffRole,
  pageOf,
  ROLE,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { MARKET_READER_ROLES } from "../needs/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import { compatibleProfiles, myFittingProfiles } from "./compatible-profiles.ts";

const security = [{ bearer: [] }];
const tags = ["matching"];
const pageResponse = { 200: envelope(pageOf(compatibleProfileSchema)), ...errorResponses };

/** Compatible profiles (spec §2.6 "Profili compatibili"): the client's ranking per position, the supplier's fit. */
export function registerMatchingRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    "/positions/:id/compatible-profiles",
    {
      onRequest: requireRoles(ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES, ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT),
      schema: {
        tags,
        summary:
          "Profiles ranked for a position of the caller's company, with score, band and explanation (plan function SPC)",
        security,
        params: idParams,
        querystring: compatibleProfilesQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const staff = isStaffRole(auth.roleId);
      if (!staff)
        await assertFunctionAllowed(db, auth.row.companyId, auth.row.companyType, auth.roleId, "SPC");
      return ok(
        await compatibleProfiles(
          db,
          { companyId: auth.row.companyId, staff, lang: request.lang },
          request.params.id,
          request.query,
        ),
      );
    },
  );

  app.get(
    "/positions/:id/my-fitting-profiles",
    {
      onRequest: requireRoles(...MARKET_READER_ROLES.filter((r) => !isStaffRole(r))),
      schema: {
        tags,
        summary:
          "The caller's own published profiles that fit an open position, with score, band and explanation",
        security,
        params: idParams,
        querystring: compatibleProfilesQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await myFittingProfiles(
          db,
          { companyId: auth.row.companyId, staff: false, lang: request.lang },
          request.params.id,
          request.query,
        ),
      );
    },
  );
}
