import {
  brandSchema,
  configurationLoginSchema,
  encodedListsSchema,
  envelope,
  INT4_MAX,
  listRegisterBodySchema,
  pageDescriptionSchema,
  switchVersionBodySchema,
  tutorialPageBodySchema,
  tutorialPageSchema,
  versionProductSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, optionallyAuthenticated, requireAuth } from "../auth/index.ts";
import { registerBrandAdminRoutes } from "./brand-admin-routes.ts";
import { getBrand, getLogoSvg } from "./brands.ts";
import { listPageDescriptions } from "./page-descriptions.ts";
import * as general from "./service.ts";

/**
 * An SVG logo is hostile input (it may carry script, event handlers or external references). It is only ever
 * shown through <img>, where browsers run no script and load nothing, and it is served with a policy that blocks
 * script and every fetch even when the address is opened directly (sandbox: no same-origin access either).
 */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const security = [{ bearer: [] }];

export function registerGeneralRoutes(app: TypedApp, ctx: AppContext) {
  registerBrandAdminRoutes(app, ctx);
  app.get(
    "/auth/getBrand",
    {
      schema: {
        tags: ["general"],
        summary: "The brand (colours, logo, login image) for a host",
        querystring: z.object({ url: z.string().max(500).optional() }),
        response: { 200: envelope(brandSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getBrand(ctx, request.query.url ?? request.headers.host)),
  );

  app.get(
    "/auth/getLogo",
    {
      schema: {
        tags: ["general"],
        summary: "A brand's logo (SVG), by id or else of the request's host",
        querystring: z.object({
          brand: z.coerce.number().int().positive().max(INT4_MAX).optional(),
          /** The brand's update time in the address (getBrand's logo_url): a changed logo gets a new address. */
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { brand, v } = request.query;
      const svg = await getLogoSvg(ctx, brand, request.headers.host);
      // A versioned address never changes content; an unversioned one is re-checked after a minute at most.
      const cache = brand !== undefined && v ? "public, max-age=86400" : "public, max-age=60";
      return reply
        .type("image/svg+xml")
        .header("cache-control", cache)
        .header("content-security-policy", LOGO_CSP)
        .header("x-content-type-options", "nosniff")
        .send(svg);
    },
  );

  app.get(
    "/auth/getConfigurationLogin",
    {
      schema: {
        tags: ["general"],
        summary: "Login page configuration: single sign-on providers, roles that can sign up",
        response: { 200: envelope(configurationLoginSchema), ...errorResponses },
      },
    },
    async () => ok(general.configurationLogin(ctx)),
  );

  app.get(
    "/auth/getVersionProduct",
    {
      onRequest: optionallyAuthenticated,
      schema: {
        tags: ["general"],
        summary: "The product version of the caller (2 when anonymous)",
        response: { 200: envelope(versionProductSchema), ...errorResponses },
      },
    },
    async (request) => ok(await general.versionProduct(ctx, request.auth?.row.userId)),
  );

  app.post(
    "/auth/switchVersionProduct",
    {
      onRequest: authenticated,
      schema: {
        tags: ["general"],
        summary: "Switch the caller's product version (1 or 2)",
        security,
        body: switchVersionBodySchema,
        response: { 200: envelope(versionProductSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await general.switchVersionProduct(ctx, requireAuth(request).row.userId, request.body.type_version)),
  );

  app.get(
    "/encoded_value/list",
    {
      onRequest: authenticated,
      schema: {
        tags: ["general"],
        summary: "Lookup lists in the user's language",
        security,
        response: { 200: envelope(encodedListsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await general.encodedLists(ctx, request.lang)),
  );

  app.post(
    "/encoded_value/listRegister",
    {
      config: { changesNoSession: true },
      schema: {
        tags: ["general"],
        summary: "Lookup lists for the sign-up form",
        body: listRegisterBodySchema,
        response: { 200: envelope(encodedListsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await general.encodedLists(ctx, request.body.language)),
  );

  app.post(
    "/auth/setTutorialPage",
    {
      onRequest: authenticated,
      schema: {
        tags: ["general"],
        summary: "Store the state of a page's tutorial popup",
        security,
        body: tutorialPageBodySchema,
        response: { 200: envelope(tutorialPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await general.setTutorialPage(ctx, requireAuth(request).row.userId, request.body)),
  );

  app.get(
    "/auth/getTutorialPages",
    {
      onRequest: authenticated,
      schema: {
        tags: ["general"],
        summary: "The caller's tutorial popup states",
        security,
        response: { 200: envelope(z.array(tutorialPageSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await general.listTutorialPages(ctx, requireAuth(request).row.userId)),
  );

  app.get(
    "/description_pages/list",
    {
      onRequest: optionallyAuthenticated,
      schema: {
        tags: ["general"],
        summary: "Page-help texts in the caller's language (?language overrides)",
        querystring: z.object({ language: z.enum(["it", "en"]).optional() }),
        response: { 200: envelope(z.array(pageDescriptionSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listPageDescriptions(ctx.database.db, request.query.language ?? request.lang)),
  );
}
