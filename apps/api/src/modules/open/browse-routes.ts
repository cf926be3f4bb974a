import {
  envelope,
  openLanguageSchema,
  openProfileDetailQuerySchema,
  openProfileDetailSchema,
  openProfileFilterSchema,
  openProfileSearchResultSchema,
  openRatesQuerySchema,
  openRatesSchema,
  openSectorSchema,
  openServiceBarSchema,
  openServiceDetailQuerySchema,
  openServiceDetailSchema,
  openServiceListQuerySchema,
  openServiceSearchResultSchema,
  openServiceSearchSchema,
  openTechnologySchema,
  openTokenQuerySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { languagesOpen, ratesOpen, sectorsOpen, technologiesOpen } from "./browse-lookups.ts";
import { filterProfileOpen, profileDetailOpen } from "./browse-profiles.ts";
import {
  searchServiceFromBar,
  searchServicesOpen,
  serviceDetailOpen,
  serviceListOpen,
} from "./browse-services.ts";

const tags = ["open"];

/**
 * The open area's browsing (issue 16 slice 1b, issue 15 step 6): lookups, profiles and the services catalogue for
 * an anonymous visitor. Public on purpose: the open-access token (query for GETs, body for POSTs) is the only
 * credential, and every POST is an open write (rate-limited per IP and per visit).
 */
export function registerOpenBrowseRoutes(app: TypedApp, ctx: AppContext) {
  const lookup = <T extends z.ZodType>(
    path: string,
    summary: string,
    item: T,
    read: (token: string | undefined) => Promise<z.input<T>[]>,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: openTokenQuerySchema,
          response: { 200: envelope(z.array(item)), ...errorResponses },
        },
      },
      async (request) => ok(await read(request.query.token)),
    );
  lookup("/open/getSectorsOpen", "Job sectors in the visit's language", openSectorSchema, (token) =>
    sectorsOpen(ctx, token),
  );
  lookup("/open/getTechOpen", "The technology lookup of the open filters", openTechnologySchema, (token) =>
    technologiesOpen(ctx, token),
  );
  lookup(
    "/open/getLanguagesOpen",
    "The languages a profile can list, named in the visit's language",
    openLanguageSchema,
    (token) => languagesOpen(ctx, token),
  );

  app.get(
    "/open/getRatesOpen",
    {
      schema: {
        tags,
        summary: "The range and bands of the rate filter (tm: daily rates, fp: project prices)",
        querystring: openRatesQuerySchema,
        response: { 200: envelope(openRatesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await ratesOpen(ctx, request.query.token, request.query.type)),
  );

  app.post(
    "/open/filterProfileOpen",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary:
          "Search published profiles as a visitor (§3 profile filter (open)): anonymised cards, total and facets",
        body: openProfileFilterSchema,
        response: { 200: envelope(openProfileSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await filterProfileOpen(ctx, request.body, request.ip)),
  );

  app.get(
    "/open/profileDetailOpen",
    {
      schema: {
        tags,
        summary: "The anonymised detail of a published profile (404 otherwise)",
        querystring: openProfileDetailQuerySchema,
        response: { 200: envelope(openProfileDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await profileDetailOpen(ctx, request.query.token, request.query.profile_id)),
  );

  app.get(
    "/open/serviceList",
    {
      schema: {
        tags,
        summary: "The services catalogue's first page, of one product category when type is its code",
        querystring: openServiceListQuerySchema,
        response: { 200: envelope(openServiceSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await serviceListOpen(ctx, request.query.token, request.query.type)),
  );

  app.post(
    "/open/searchServiceFromBar",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary: "Catalogue cards matching the words of the search bar",
        body: openServiceBarSchema,
        response: { 200: envelope(openServiceSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await searchServiceFromBar(ctx, request.body, request.ip)),
  );

  app.post(
    "/open/searchServicesOpen",
    {
      config: { changesNoSession: true },
      schema: {
        tags,
        summary: "Search listed services as a visitor: filters, sort, one page with total and facets",
        body: openServiceSearchSchema,
        response: { 200: envelope(openServiceSearchResultSchema), ...errorResponses },
      },
    },
    async (request) => ok(await searchServicesOpen(ctx, request.body, request.ip)),
  );

  app.get(
    "/open/serviceDetailOpen",
    {
      schema: {
        tags,
        summary: "The catalogue detail of a listed service (404 services.not_found otherwise)",
        querystring: openServiceDetailQuerySchema,
        response: { 200: envelope(openServiceDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await serviceDetailOpen(ctx, request.query.token, request.query.service_id)),
  );
}
