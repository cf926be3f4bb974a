import {
  cvDraftSchema,
  envelope,
  PROFILE_MANAGER_ROLES,
  profileCvQuerySchema,
  profileDetailSchema,
} from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { getBrand } from "../general/index.ts";
import {
  editorOf,
  managerOf,
  PROFILE_EDITOR_ROLES,
  PROFILE_READER_ROLES,
  viewerOf,
  visibleProfile,
} from "./access.ts";
import { CvParserPool } from "./cv-parser-pool.ts";
import { registerCvPreviewRoutes } from "./cv-preview-routes.ts";
import { digitizeCv, profileCvFile, profileCvPdf } from "./cv-service.ts";
import { removePhoto, savePhoto } from "./profile-photo.ts";

const security = [{ bearer: [] }];
const tags = ["profiles"];

/** Files of profiles: CV upload and digitizing, the PDF CV export, the original CV and the photo. */
export function registerProfileFileRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const managers = requireRoles(...PROFILE_MANAGER_ROLES);
  const readers = requireRoles(...PROFILE_READER_ROLES);
  const editors = requireRoles(...PROFILE_EDITOR_ROLES);
  // CVs are read in worker threads, never on the event loop; the pool's workers stop with the app.
  const parser = new CvParserPool({
    timeoutMs: ctx.config.CV_PARSE_TIMEOUT_MS,
    keepWarm: ctx.config.NODE_ENV !== "test",
  });
  app.addHook("onClose", async () => {
    await parser.close();
  });
  registerCvPreviewRoutes(app, ctx);

  app.post(
    "/profiles/cv",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "Upload a CV (PDF or DOCX, at most 5 MB; DOCX at most 2,000 parts and 50 MB expanded, PDF at most 50 pages, text at most 300,000 characters, read within 10 s) and get a draft profile to review; nothing is saved as a profile",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(cvDraftSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await digitizeCv(db, ctx.storage, parser, managerOf(requireAuth(request)), await request.file())),
  );

  app.get(
    "/profiles/:id/cv.pdf",
    {
      onRequest: readers,
      schema: {
        tags,
        summary:
          "The profile as a PDF CV in it or en; clients pay download_cv once per profile and get contacts only when unlocked",
        security,
        params: idParams,
        querystring: profileCvQuerySchema,
      },
    },
    async (request, reply) => {
      const brand = await getBrand(ctx, request.hostname);
      const { pdf, filename } = await profileCvPdf(db, viewerOf(requireAuth(request)), request.params.id, {
        language: request.query.lang ?? request.lang,
        contacts: request.query.contacts,
        brandName: brand.name,
        brandColor: brand.colors.main,
      });
      return sendFile(reply, pdf, { contentType: "application/pdf", filename });
    },
  );

  app.get(
    "/profiles/:id/cv-file",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The original CV file the profile was digitized from (owner and staff)",
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await profileCvFile(db, viewerOf(requireAuth(request)), request.params.id);
      return sendFile(reply, await ctx.storage.get(file.key), {
        contentType: MIME[file.kind as "pdf" | "docx"],
        filename: file.filename,
      });
    },
  );

  app.post(
    "/profiles/:id/photo",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Upload the profile photo (PNG, JPEG or WebP, at most 2 MB)",
        security,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await savePhoto(
          db,
          ctx.storage,
          editorOf(requireAuth(request)),
          request.params.id,
          await request.file(),
        ),
      ),
  );

  app.delete(
    "/profiles/:id/photo",
    {
      onRequest: editors,
      schema: {
        tags,
        summary: "Remove the profile photo",
        security,
        params: idParams,
        response: { 200: envelope(profileDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await removePhoto(db, ctx.storage, editorOf(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/profiles/:id/photo",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The profile photo (hidden with the contact details)",
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(requireAuth(request));
      const found = await visibleProfile(db, viewer, request.params.id);
      const key = found.profile.photoKey;
      if (!key || !found.contactsVisible) throw new AppError("common.not_found");
      const ext = key.split(".").pop() as "png" | "jpeg" | "webp";
      return sendFile(reply, await ctx.storage.get(key), {
        contentType: MIME[ext],
        disposition: "inline",
        cacheControl: "private, max-age=86400",
      });
    },
  );
}
