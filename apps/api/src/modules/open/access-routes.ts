import {
  encodedListsSchema,
  envelope,
  openChangeLanguageSchema,
  openSidebarElementSchema,
  openTokenAccessSchema,
  openTokenQuerySchema,
  openTokenRequestSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { registerOpenBrowseRoutes } from "./browse-routes.ts";
import { registerOpenCollaborationRoutes } from "./collaboration-routes.ts";
import { registerOpenContactRoutes } from "./contact-routes.ts";
import { registerOpenFreePlanRoutes } from "./free-plan-routes.ts";
import { addTokenOpenAccess, entryOrigin } from "./issue-token.ts";
import { registerOpenLeadsRoutes } from "./leads-routes.ts";
import { changeVisitLanguage, checkTokenAccess, visitEncodedLists, visitSidebar } from "./visit-access.ts";

const header = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The open area's access calls (issue 16, spec §5/§7 "Open access"). Public on purpose: the open-access token
 * in the query (GET) or the body (POST) is the only credential; a signed-in bearer never replaces it.
 */
export function registerOpenAccessRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/open/addTokenOpenAccess",
    {
      schema: {
        tags: ["open"],
        summary: "Start an anonymous open-area visit from an entry URL (rate-limited per IP)",
        body: openTokenRequestSchema,
        response: { 200: envelope(openTokenAccessSchema), ...errorResponses },
      },
    },
    async (request) => {
      const origin = entryOrigin(header(request.headers.origin), header(request.headers.referer));
      return ok(await addTokenOpenAccess(ctx, request.body, { ip: request.ip, origin }));
    },
  );

  app.get(
    "/open/checkTokenAccess",
    {
      schema: {
        tags: ["open"],
        summary: "The visit an open-access token stands for (401 when unknown or expired)",
        querystring: openTokenQuerySchema,
        response: { 200: envelope(openTokenAccessSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkTokenAccess(ctx, request.query.token)),
  );

  app.post(
    "/open/changeLanguage",
    {
      schema: {
        tags: ["open"],
        summary: "Continue the open-area visit in another language",
        body: openChangeLanguageSchema,
        response: { 200: envelope(openTokenAccessSchema), ...errorResponses },
      },
    },
    async (request) => ok(await changeVisitLanguage(ctx, request.body, request.ip)),
  );

  app.get(
    "/sidebar/getSidebarElement",
    {
      schema: {
        tags: ["open"],
        summary: "The open-view sidebar of the visit's product version",
        querystring: openTokenQuerySchema,
        response: { 200: envelope(z.array(openSidebarElementSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await visitSidebar(ctx, request.query.token)),
  );

  app.get(
    "/open/encodedList",
    {
      schema: {
        tags: ["open"],
        summary: "The lookup lists of the open forms, in the visit's language",
        querystring: openTokenQuerySchema,
        response: { 200: envelope(encodedListsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await visitEncodedLists(ctx, request.query.token)),
  );

  registerOpenBrowseRoutes(app, ctx);
  registerOpenContactRoutes(app, ctx);
  registerOpenLeadsRoutes(app, ctx);
  registerOpenCollaborationRoutes(app, ctx);
  registerOpenFreePlanRoutes(app, ctx);
}
