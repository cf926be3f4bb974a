import {
  envelope,
  fixedPriceListQuerySchema,
  INT4_MAX,
  isStaffRole,
  openPositionSchema,
  openProjectSchema,
  pageOf,
  positionListQuerySchema,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { MARKET_READER_ROLES } from "./market-roles.ts";
import {
  documentForViewer,
  listOpenPositions,
  listOpenProjects,
  openPosition,
  openProject,
} from "./market-service.ts";

const security = [{ bearer: [] }];
const tags = ["needs"];

/** Open positions and projects for suppliers, freelancers and academies; need documents for download. */
export function registerMarketRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const readers = requireRoles(...MARKET_READER_ROLES);

  app.get(
    "/positions",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "Published Time & Material positions: technology, seniority, city, remote, rate, start date",
        security,
        querystring: positionListQuerySchema,
        response: { 200: envelope(pageOf(openPositionSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const reader = isStaffRole(auth.roleId) ? null : auth.row.companyId;
      return ok(await listOpenPositions(db, request.query, reader));
    },
  );

  app.get(
    "/positions/fixed-price",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "Published Fixed Price projects: city, remote, budget, deadline",
        security,
        querystring: fixedPriceListQuerySchema,
        response: { 200: envelope(pageOf(openProjectSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listOpenProjects(db, request.query)),
  );

  app.get(
    "/positions/fixed-price/:id",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "One published Fixed Price project with its documents",
        security,
        params: idParams,
        response: { 200: envelope(openProjectSchema), ...errorResponses },
      },
    },
    async (request) => ok(await openProject(db, request.params.id)),
  );

  app.get(
    "/positions/:id",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "One published Time & Material position",
        security,
        params: idParams,
        response: { 200: envelope(openPositionSchema), ...errorResponses },
      },
    },
    async (request) => ok(await openPosition(db, request.params.id)),
  );

  app.get(
    "/needs/:id/documents/:documentId",
    {
      onRequest: requireRoles(...MARKET_READER_ROLES, ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES),
      schema: {
        tags,
        summary: "Download a need's document: its client, staff, and readers of published needs",
        security,
        params: idParams.extend({ documentId: z.coerce.number().int().positive().max(INT4_MAX) }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const doc = await documentForViewer(
        db,
        { companyId: auth.row.companyId, roleId: auth.roleId },
        request.params.id,
        request.params.documentId,
      );
      const kind = doc.storageKey.endsWith(".docx") ? "docx" : "pdf";
      return sendFile(reply, await ctx.storage.get(doc.storageKey), {
        contentType: MIME[kind],
        filename: doc.filename,
      });
    },
  );
}
