import {
  categoryAdminSchema,
  categoryBodySchema,
  categoryExportSchema,
  categoryFilterSchema,
  categoryListQuerySchema,
  categoryPageSchema,
  enabledBodySchema,
  envelope,
  mergeBodySchema,
  mergePreviewSchema,
  mergeResultSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import {
  createCategory,
  editCategory,
  exportCategories,
  listCategoryPage,
  mergeCategory,
  previewCategoryMerge,
  setCategoryEnabled,
} from "./category-service.ts";
import { actorOf, editors, managers, security, tags } from "./reference-hooks.ts";

const base = "/admin/reference/product-categories";

/** The hierarchical product categories of services. */
export function registerCategoryReferenceRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Product categories with their path and use, paginated, in tree order by default",
        querystring: categoryListQuerySchema,
        response: { 200: envelope(categoryPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listCategoryPage(ctx, request.query)),
  );
  app.get(
    `${base}/export`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Every product category of the filter (for the CSV export)",
        querystring: categoryFilterSchema,
        response: { 200: envelope(categoryExportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await exportCategories(ctx, request.query)),
  );
  app.post(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Create a product category (optionally under a parent)",
        body: categoryBodySchema,
        response: { 200: envelope(categoryAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createCategory(ctx, actorOf(request), request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Edit or move a product category (never under itself or its subcategories)",
        params: idParams,
        body: categoryBodySchema,
        response: { 200: envelope(categoryAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await editCategory(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${base}/:id/enabled`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Offer a product category in the services form, or stop offering it (Administrator)",
        params: idParams,
        body: enabledBodySchema,
        response: { 200: envelope(categoryAdminSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await setCategoryEnabled(ctx, actorOf(request), request.params.id, request.body.enabled)),
  );
  app.get(
    `${base}/:id/merge-preview`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "How many services and subcategories merging this category would move (Administrator)",
        params: idParams,
        response: { 200: envelope(mergePreviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await previewCategoryMerge(ctx, request.params.id)),
  );
  app.post(
    `${base}/:id/merge`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Merge this category into the survivor and delete it (Administrator)",
        params: idParams,
        body: mergeBodySchema,
        response: { 200: envelope(mergeResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await mergeCategory(ctx, actorOf(request), request.params.id, request.body.survivor_id)),
  );
}
