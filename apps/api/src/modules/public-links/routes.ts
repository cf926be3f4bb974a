import {
  envelope,
  PUBLIC_LINK_FUNCTION,
  PUBLIC_LINK_KIND_FUNCTION,
  PUBLIC_LINK_OWNER_ROLES,
  PUBLIC_LINK_POSITION_FUNCTION,
  PUBLIC_LINK_VIEWER_HEADER,
  publicLinkCheckQuerySchema,
  publicLinkContactBodySchema,
  publicLinkCreatedSchema,
  publicLinkCreateSchema,
  publicLinkFilterSchema,
  publicLinkIdParamsSchema,
  publicLinkLanguageSchema,
  publicLinkListQuerySchema,
  publicLinkPageSchema,
  publicLinkPositionSchema,
  publicLinkProfileDetailSchema,
  publicLinkProfilesSchema,
  publicLinkSchema,
  publicLinkStateSchema,
  publicLinkTechSchema,
  publicLinkTokenQuerySchema,
  publicLinkViewerSchema,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import { createLink, listLinks, revokeLink } from "./owner-links.ts";
import {
  checkLink,
  filterLinkProfiles,
  linkLanguages,
  linkPosition,
  linkProfileDetail,
  linkTechnologies,
} from "./public-view.ts";
import { saveContacts } from "./save-contacts.ts";

const security = [{ bearer: [] }];
const ownerTags = ["public links"];
const tags = ["public shared profile"];

const viewerOf = (request: FastifyRequest) => {
  const value = request.headers[PUBLIC_LINK_VIEWER_HEADER];
  return typeof value === "string" ? value : undefined;
};

/**
 * Public shared-profile links (issue 16 item 7). Owner side: client roles create links of a kind their plan's
 * function allows (share_profile_information for profiles and shortlists, share_position_information for a
 * position), and list and revoke their company's links with either function. Public side (§7 publicLinkProfile/*):
 * the link token is the credential; the details need the viewer token saveContacts answers, sent in the
 * x-public-link-viewer header.
 */
export function registerPublicLinkRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const owners = requireRoles(...PUBLIC_LINK_OWNER_ROLES);
  /** The caller's company, when its plan allows one of `functions` (else the first refusal: 403 with its limitation). */
  const ownerOf = async (request: FastifyRequest, functions: readonly string[]) => {
    const auth = requireAuth(request);
    let refusal: unknown;
    for (const state of functions) {
      try {
        await assertFunctionAllowed(db, auth.row.companyId, auth.row.companyType, auth.roleId, state);
        return { companyId: auth.row.companyId, userId: auth.row.userId };
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "plans.function_blocked") throw error;
        refusal ??= error;
      }
    }
    throw refusal;
  };
  const anyShareFunction = [PUBLIC_LINK_FUNCTION, PUBLIC_LINK_POSITION_FUNCTION] as const;

  app.post(
    "/public-links",
    {
      onRequest: owners,
      schema: {
        tags: ownerTags,
        summary:
          "Share one profile or a shortlist (plan function share_profile_information), or one of the company's open positions with its compatible profiles (share_position_information), through a public link",
        security,
        body: publicLinkCreateSchema,
        response: { 200: envelope(publicLinkCreatedSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await createLink(
          db,
          await ownerOf(request, [PUBLIC_LINK_KIND_FUNCTION[request.body.kind]]),
          request.body,
          await publicUrl(ctx, request),
        ),
      ),
  );

  app.get(
    "/public-links",
    {
      onRequest: owners,
      schema: {
        tags: ownerTags,
        summary: "The company's shared links with views and contacts, newest first",
        security,
        querystring: publicLinkListQuerySchema,
        response: { 200: envelope(publicLinkPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listLinks(db, await ownerOf(request, anyShareFunction), request.query)),
  );

  app.post(
    "/public-links/:id/revoke",
    {
      onRequest: owners,
      schema: {
        tags: ownerTags,
        summary: "Revoke one of the company's links: it stops working at once",
        security,
        params: publicLinkIdParamsSchema,
        response: { 200: envelope(publicLinkSchema), ...errorResponses },
      },
    },
    async (request) => ok(await revokeLink(db, await ownerOf(request, anyShareFunction), request.params.id)),
  );

  app.get(
    "/publicLinkProfile/chekPublicProfile",
    {
      schema: {
        tags,
        summary:
          "A shared link's state (counted as a view), or with profile_id one of its profiles anonymised (viewer token)",
        querystring: publicLinkCheckQuerySchema,
        response: {
          200: envelope(z.union([publicLinkProfileDetailSchema, publicLinkStateSchema])),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { token, profile_id } = request.query;
      return ok(
        profile_id === undefined
          ? await checkLink(ctx, token, request.ip)
          : await linkProfileDetail(ctx, token, profile_id, viewerOf(request), request.ip),
      );
    },
  );

  app.post(
    "/publicLinkProfile/saveContacts",
    {
      schema: {
        tags,
        summary: "A visitor leaves name, company and e-mail; answers the viewer token of the link's profiles",
        body: publicLinkContactBodySchema,
        response: { 200: envelope(publicLinkViewerSchema), ...errorResponses },
      },
    },
    async (request) => ok(await saveContacts(ctx, request.body, request.ip)),
  );

  app.post(
    "/publicLinkProfile/filterProfile",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary: "The link's profiles by the §3 public profile filter, anonymised (viewer token)",
        body: publicLinkFilterSchema,
        response: { 200: envelope(publicLinkProfilesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await filterLinkProfiles(ctx, request.body, viewerOf(request), request.ip)),
  );

  app.get(
    "/publicLinkProfile/position",
    {
      schema: {
        tags,
        summary:
          "The shared position of a position link, read-only: no rate, no client people or documents (viewer token)",
        querystring: publicLinkTokenQuerySchema,
        response: { 200: envelope(publicLinkPositionSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await linkPosition(ctx, request.query.token, viewerOf(request), request.lang, request.ip)),
  );

  app.get(
    "/publicLinkProfile/listTech",
    {
      schema: {
        tags,
        summary: "The technologies the link's profiles hold",
        querystring: publicLinkTokenQuerySchema,
        response: { 200: envelope(z.array(publicLinkTechSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await linkTechnologies(ctx, request.query.token, request.ip)),
  );

  app.get(
    "/publicLinkProfile/listLanguages",
    {
      schema: {
        tags,
        summary: "The languages the link's profiles speak, named in the caller's language",
        querystring: publicLinkTokenQuerySchema,
        response: { 200: envelope(z.array(publicLinkLanguageSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await linkLanguages(ctx, request.query.token, request.lang, request.ip)),
  );
}
