import {
  enabledBodySchema,
  envelope,
  spokenLanguageAdminSchema,
  spokenLanguageCodeParams,
  spokenLanguageCreateSchema,
  spokenLanguageEditSchema,
  spokenLanguageExportSchema,
  spokenLanguageFilterSchema,
  spokenLanguageListQuerySchema,
  spokenLanguageLookupSchema,
  spokenLanguagePageSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated } from "../auth/index.ts";
import {
  createLanguage,
  editLanguage,
  exportLanguages,
  listLanguageLookup,
  listLanguagePage,
  setLanguageEnabled,
} from "./language-service.ts";
import { actorOf, editors, managers, security, tags } from "./reference-hooks.ts";

const base = "/admin/reference/languages";

/** Spoken languages (spec §2.2 `languages`): the staff's list, and the lookup every signed-in form reads. */
export function registerLanguageReferenceRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/languages",
    {
      onRequest: authenticated,
      schema: {
        tags,
        security,
        summary: "The spoken languages, disabled ones flagged (forms offer enabled ones only)",
        response: { 200: envelope(z.array(spokenLanguageLookupSchema)), ...errorResponses },
      },
    },
    async () => ok(await listLanguageLookup(ctx.database.db)),
  );
  app.get(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Spoken languages, paginated, searchable, sortable",
        querystring: spokenLanguageListQuerySchema,
        response: { 200: envelope(spokenLanguagePageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listLanguagePage(ctx, request.query)),
  );
  app.get(
    `${base}/export`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Every spoken language of the filter (for the CSV export)",
        querystring: spokenLanguageFilterSchema,
        response: { 200: envelope(spokenLanguageExportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await exportLanguages(ctx, request.query)),
  );
  app.post(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Add a spoken language (ISO code, names, order)",
        body: spokenLanguageCreateSchema,
        response: { 200: envelope(spokenLanguageAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createLanguage(ctx, actorOf(request), request.body)),
  );
  app.put(
    `${base}/:code`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Edit a spoken language's names and order (the code is fixed)",
        params: spokenLanguageCodeParams,
        body: spokenLanguageEditSchema,
        response: { 200: envelope(spokenLanguageAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await editLanguage(ctx, actorOf(request), request.params.code, request.body)),
  );
  app.post(
    `${base}/:code/enabled`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Offer a spoken language in forms, or stop offering it (Administrator)",
        params: spokenLanguageCodeParams,
        body: enabledBodySchema,
        response: { 200: envelope(spokenLanguageAdminSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await setLanguageEnabled(ctx, actorOf(request), request.params.code, request.body.enabled)),
  );
}
