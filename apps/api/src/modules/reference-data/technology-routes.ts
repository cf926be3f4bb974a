import {
  enabledBodySchema,
  envelope,
  mergeBodySchema,
  mergePreviewSchema,
  mergeResultSchema,
  technologyAdminSchema,
  technologyBodySchema,
  technologyCategoriesSchema,
  technologyExportSchema,
  technologyFilterSchema,
  technologyListQuerySchema,
  technologyPageSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, editors, managers, security, tags } from "./reference-hooks.ts";
import { mergeTechnology, previewTechnologyMerge } from "./technology-merge.ts";
import {
  createTechnology,
  editTechnology,
  exportTechnologies,
  listTechnologyCategories,
  listTechnologyPage,
  setTechnologyEnabled,
} from "./technology-service.ts";

const base = "/admin/reference/technologies";

/** The staff's technology list (issue 17 item 3): list, export, create, edit, enable/disable, merge. */
export function registerTechnologyReferenceRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Technologies, paginated: search by name, label or alias; filter by category and enabled",
        querystring: technologyListQuerySchema,
        response: { 200: envelope(technologyPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listTechnologyPage(ctx, request.query)),
  );
  app.get(
    `${base}/export`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Every technology of the filter (for the CSV export)",
        querystring: technologyFilterSchema,
        response: { 200: envelope(technologyExportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await exportTechnologies(ctx, request.query)),
  );
  app.get(
    `${base}/categories`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "The technology categories in use",
        response: { 200: envelope(technologyCategoriesSchema), ...errorResponses },
      },
    },
    async () => ok(await listTechnologyCategories(ctx)),
  );
  app.post(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Create a technology with its aliases",
        body: technologyBodySchema,
        response: { 200: envelope(technologyAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createTechnology(ctx, actorOf(request), request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Edit a technology's name, category, labels and aliases",
        params: idParams,
        body: technologyBodySchema,
        response: { 200: envelope(technologyAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await editTechnology(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${base}/:id/enabled`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Offer a technology in forms, or stop offering it (Administrator)",
        params: idParams,
        body: enabledBodySchema,
        response: { 200: envelope(technologyAdminSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await setTechnologyEnabled(ctx, actorOf(request), request.params.id, request.body.enabled)),
  );
  app.get(
    `${base}/:id/merge-preview`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "How many references merging this technology would move (Administrator)",
        params: idParams,
        response: { 200: envelope(mergePreviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await previewTechnologyMerge(ctx, request.params.id)),
  );
  app.post(
    `${base}/:id/merge`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Merge this technology into the survivor, repointing every reference (Administrator)",
        params: idParams,
        body: mergeBodySchema,
        response: { 200: envelope(mergeResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await mergeTechnology(ctx, actorOf(request), request.params.id, request.body.survivor_id)),
  );
}
