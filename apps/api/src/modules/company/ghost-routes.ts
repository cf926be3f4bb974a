import {
  claimCompanyBodySchema,
  claimCompanyResultSchema,
  claimInfoSchema,
  claimTokenQuerySchema,
  envelope,
  ghostAccountBodySchema,
  ghostCompaniesPageSchema,
  ghostCompaniesQuerySchema,
  INSCRIPTION_DECIDER_ROLES,
  STAFF_ACCOUNT_MANAGER_ROLES,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { createGhostAccount, listGhostCompanies, sendClaimInvitation } from "./ghost-accounts.ts";
import { claimCompany, claimInfo } from "./ghost-claim.ts";
import { staffActorOf } from "./staff-audit.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const CLAIMED = {
  it: "Account attivato: ora l'azienda è tua.",
  en: "Account activated: the company is now yours.",
};

/** ghost_account: companies staff create for a supplier, the claim invitation, and the public claim (no login). */
export function registerGhostRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const administrators = requireRoles(...STAFF_ACCOUNT_MANAGER_ROLES);
  const staff = requireRoles(...INSCRIPTION_DECIDER_ROLES);

  app.get(
    "/admin/ghost-companies",
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Staff: companies created on a supplier's behalf, with their claim state (Admin Management reads)",
        security,
        querystring: ghostCompaniesQuerySchema,
        response: { 200: envelope(ghostCompaniesPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listGhostCompanies(ctx, request.query)),
  );

  app.post(
    "/admin/ghost-companies",
    {
      onRequest: administrators,
      schema: {
        tags,
        summary: "Administrator: create a supplier company with its profiles on its behalf (a ghost account)",
        security,
        body: ghostAccountBodySchema,
        response: {
          200: envelope(
            z.object({ id: z.number(), name: z.string(), email: z.string(), profiles: z.number() }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(await createGhostAccount(ctx, staffActorOf(requireAuth(request), request.ip), request.body)),
  );

  app.post(
    "/admin/ghost-companies/:id/claim-invitation",
    {
      onRequest: administrators,
      schema: {
        tags,
        summary: "Administrator: e-mail the ghost company's contact a link to claim it (7 days, once)",
        security,
        params: idParams,
        response: { 200: envelope(z.object({ id: z.number(), sent: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await sendClaimInvitation(
          ctx,
          staffActorOf(requireAuth(request), request.ip),
          request.params.id,
          await publicUrl(ctx, request),
        ),
      ),
  );

  // The token travels in the body, never in a URL the server logs.
  app.post(
    "/company/claim/info",
    {
      schema: {
        tags: ["auth"],
        summary: "The company a claim link opens (the link's state: invalid, used or expired)",
        body: claimTokenQuerySchema,
        response: { 200: envelope(claimInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await claimInfo(db, request.body.token)),
  );

  app.post(
    "/company/claim",
    {
      schema: {
        tags: ["auth"],
        summary: "Claim a ghost company: set the password, accept the terms, become its owner",
        body: claimCompanyBodySchema,
        response: { 200: envelope(claimCompanyResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await claimCompany(db, request.body, request.ip);
      return ok(result, CLAIMED[request.lang]);
    },
  );
}
