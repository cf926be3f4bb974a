import {
  enabledBodySchema,
  envelope,
  jobSectorAdminSchema,
  jobSectorBodySchema,
  jobSectorExportSchema,
  jobSectorFilterSchema,
  jobSectorListQuerySchema,
  jobSectorPageSchema,
  lookupExportSchema,
  lookupFilterSchema,
  lookupListQuerySchema,
  lookupPageSchema,
  lookupValueAdminSchema,
  lookupValueBodySchema,
  mergeBodySchema,
  mergePreviewSchema,
  mergeResultSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { editLookup, exportLookups, listLookupPage, setLookupEnabled } from "./lookup-service.ts";
import { actorOf, editors, managers, security, tags } from "./reference-hooks.ts";
import {
  createSector,
  editSector,
  exportSectors,
  listSectorPage,
  mergeSector,
  previewSectorMerge,
  setSectorEnabled,
} from "./sector-service.ts";

const sectors = "/admin/reference/job-sectors";
const lookups = "/admin/reference/lookups";

/** Job sectors and the lookup lists of §3 (number of employees, revenue, seniority…). */
export function registerSectorReferenceRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    sectors,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Job sectors, paginated, searchable, sortable",
        querystring: jobSectorListQuerySchema,
        response: { 200: envelope(jobSectorPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listSectorPage(ctx, request.query)),
  );
  app.get(
    `${sectors}/export`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Every job sector of the filter (for the CSV export)",
        querystring: jobSectorFilterSchema,
        response: { 200: envelope(jobSectorExportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await exportSectors(ctx, request.query)),
  );
  app.post(
    sectors,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Create a job sector",
        body: jobSectorBodySchema,
        response: { 200: envelope(jobSectorAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createSector(ctx, actorOf(request), request.body)),
  );
  app.put(
    `${sectors}/:id`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Edit a job sector (a new code follows to the needs that use it)",
        params: idParams,
        body: jobSectorBodySchema,
        response: { 200: envelope(jobSectorAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await editSector(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${sectors}/:id/enabled`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Offer a job sector in forms, or stop offering it (Administrator)",
        params: idParams,
        body: enabledBodySchema,
        response: { 200: envelope(jobSectorAdminSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await setSectorEnabled(ctx, actorOf(request), request.params.id, request.body.enabled)),
  );
  app.get(
    `${sectors}/:id/merge-preview`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "How many references merging this sector would move (Administrator)",
        params: idParams,
        response: { 200: envelope(mergePreviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await previewSectorMerge(ctx, request.params.id)),
  );
  app.post(
    `${sectors}/:id/merge`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Merge this sector into the survivor, repointing every reference (Administrator)",
        params: idParams,
        body: mergeBodySchema,
        response: { 200: envelope(mergeResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await mergeSector(ctx, actorOf(request), request.params.id, request.body.survivor_id)),
  );

  app.get(
    lookups,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Values of the lookup lists, paginated, filtered by list",
        querystring: lookupListQuerySchema,
        response: { 200: envelope(lookupPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listLookupPage(ctx, request.query)),
  );
  app.get(
    `${lookups}/export`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Every lookup value of the filter (for the CSV export)",
        querystring: lookupFilterSchema,
        response: { 200: envelope(lookupExportSchema), ...errorResponses },
      },
    },
    async (request) => ok(await exportLookups(ctx, request.query)),
  );
  app.put(
    `${lookups}/:id`,
    {
      onRequest: editors,
      schema: {
        tags,
        security,
        summary: "Edit a lookup value's labels and order",
        params: idParams,
        body: lookupValueBodySchema,
        response: { 200: envelope(lookupValueAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await editLookup(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${lookups}/:id/enabled`,
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Offer a lookup value in forms, or stop offering it (Administrator)",
        params: idParams,
        body: enabledBodySchema,
        response: { 200: envelope(lookupValueAdminSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await setLookupEnabled(ctx, actorOf(request), request.params.id, request.body.enabled)),
  );
}
