import {
  companyDocumentSchema,
  companyProfileBodySchema,
  companyProfileSchema,
  DOCUMENT_EDITOR_ROLES,
  documentUploadQuerySchema,
  envelope,
  jobSectorSchema,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import {
  companyLogoKey,
  documentForDownload,
  getCompanyProfile,
  listDocuments,
  listJobSectors,
  saveDocument,
  saveLogo,
  updateCompanyProfile,
} from "./profile-service.ts";

const security = [{ bearer: [] }];
const tags = ["company"];

export function registerCompanyProfileRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const editors = requireRoles(...DOCUMENT_EDITOR_ROLES);

  app.get(
    "/job_sectors",
    {
      schema: {
        tags,
        summary: "Job sectors in the caller's language",
        response: { 200: envelope(z.array(jobSectorSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listJobSectors(db, request.lang)),
  );

  app.get(
    "/company/profile",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The caller's company profile",
        security,
        response: { 200: envelope(companyProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getCompanyProfile(db, requireAuth(request).row.companyId, request.lang)),
  );

  app.put(
    "/company/profile",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Save the company profile (registration stepper)",
        security,
        body: companyProfileBodySchema,
        response: { 200: envelope(companyProfileSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateCompanyProfile(db, requireAuth(request).row.companyId, request.body, request.lang)),
  );

  app.post(
    "/company/logo",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Upload the company logo (PNG, JPEG or WebP, at most 2 MB)",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(companyProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await saveLogo(db, ctx.storage, auth.row.companyId, await request.file());
      return ok(await getCompanyProfile(db, auth.row.companyId, request.lang));
    },
  );

  app.get(
    "/company/:id/logo",
    { schema: { tags, summary: "A company's logo image", params: idParams } },
    async (request, reply) => {
      const key = await companyLogoKey(db, request.params.id);
      const ext = key.split(".").pop() as "png" | "jpeg" | "webp";
      return sendFile(reply, await ctx.storage.get(key), {
        contentType: MIME[ext],
        disposition: "inline",
        cacheControl: "public, max-age=86400",
      });
    },
  );

  app.post(
    "/company/documents",
    {
      onRequest: editors,
      schema: {
        tags,
        summary:
          "Upload a documentation PDF (at most 10 MB) of a configured kind; it expires on expires_at or after the kind's validity",
        security,
        consumes: ["multipart/form-data"],
        querystring: documentUploadQuerySchema,
        response: { 200: envelope(companyDocumentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await saveDocument(
          { db, storage: ctx.storage, settings: ctx.settings },
          auth.row.companyId,
          auth.row.userId,
          request.query,
          await request.file(),
        ),
      );
    },
  );

  app.get(
    "/company/documents",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "The company's documentation",
        security,
        response: { 200: envelope(z.array(companyDocumentSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listDocuments(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/company/documents/:id",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Download a documentation PDF (its company's editors, or staff)",
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const doc = await documentForDownload(
        db,
        { companyId: auth.row.companyId, roleId: auth.roleId },
        request.params.id,
      );
      return sendFile(reply, await ctx.storage.get(doc.storageKey), {
        contentType: "application/pdf",
        filename: doc.filename,
      });
    },
  );

  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  app.get(
    "/admin/companies/:id/documents",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Staff: a company's documentation",
        security,
        params: idParams,
        response: { 200: envelope(z.array(companyDocumentSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listDocuments(db, request.params.id)),
  );
}
