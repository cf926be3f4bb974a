import {
  ASSOCIATION_ROLES,
  associationCandidateSchema,
  associationCandidatesQuerySchema,
  associationCreateBodySchema,
  associationItemSchema,
  associationListQuerySchema,
  envelope,
  pageOf,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, requireAuth, requireRoles } from "../auth/index.ts";
import {
  answerAssociation,
  associationCandidates,
  listAssociations,
  removeAssociation,
  requestAssociation,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["associations"];

/**
 * Vendor lists (§3 association invitation, §7 associations/listAssociation): clients invite suppliers,
 * freelancers and academies; those ask to join clients' lists; the receiver accepts or refuses.
 */
export function registerAssociationRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const members = requireRoles(...ASSOCIATION_ROLES);

  app.post(
    "/associations",
    {
      onRequest: members,
      schema: {
        tags,
        summary: "Invite a supplier-side company into the client's list, or ask to join a client's list",
        security,
        body: associationCreateBodySchema,
        response: { 200: envelope(associationItemSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await requestAssociation(ctx, actorOf(requireAuth(request)), request.body.company_id)),
  );

  app.get(
    "/associations/listAssociation",
    {
      onRequest: members,
      schema: {
        tags,
        summary: "The company's vendor-list links (sent, received or both; by status 0/1/2), newest first",
        security,
        querystring: associationListQuerySchema,
        response: { 200: envelope(pageOf(associationItemSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listAssociations(db, requireAuth(request).row.companyId, request.query)),
  );

  app.get(
    "/associations/candidates",
    {
      onRequest: members,
      schema: {
        tags,
        summary: "Companies of the other side whose name contains q (at most 10), with any existing link",
        security,
        querystring: associationCandidatesQuerySchema,
        response: { 200: envelope(z.array(associationCandidateSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await associationCandidates(db, actorOf(requireAuth(request)), request.query.q)),
  );

  for (const [action, accept] of [
    ["accept", true],
    ["refuse", false],
  ] as const) {
    app.post(
      `/associations/:id/${action}`,
      {
        onRequest: members,
        schema: {
          tags,
          summary: `${accept ? "Accept" : "Refuse"} a pending link addressed to the company (receiver only)`,
          security,
          params: idParams,
          response: { 200: envelope(associationItemSchema), ...errorResponses },
        },
      },
      async (request) =>
        ok(await answerAssociation(ctx, actorOf(requireAuth(request)), request.params.id, accept)),
    );
  }

  app.delete(
    "/associations/:id",
    {
      onRequest: members,
      schema: {
        tags,
        summary: "Remove an accepted link or withdraw a pending one (either side)",
        security,
        params: idParams,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok(await removeAssociation(db, actorOf(requireAuth(request)), request.params.id)),
  );
}
