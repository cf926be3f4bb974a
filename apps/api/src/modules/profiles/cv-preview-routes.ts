import { cvPreviewTextSchema, cvUploadParamsSchema, envelope, PROFILE_MANAGER_ROLES } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { managerOf } from "./access.ts";
import { uploadedCv, uploadedCvText } from "./cv-preview.ts";
import { CvPreviewPool } from "./cv-preview-pool.ts";

const security = [{ bearer: [] }];
const tags = ["profiles"];

/** The review screen's preview of an uploaded CV, before any profile exists (issue 19 item 4). */
export function registerCvPreviewRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const managers = requireRoles(...PROFILE_MANAGER_ROLES);
  const pool = new CvPreviewPool(ctx.config.CV_PARSE_TIMEOUT_MS);
  app.addHook("onClose", async () => {
    await pool.close();
  });

  app.get(
    "/profiles/cv/:uploadId/file",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "The uploaded CV file a draft came from (PDF inline, DOCX as an attachment): profile managers of the company that uploaded it",
        security,
        params: cvUploadParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await uploadedCv(db, managerOf(requireAuth(request)), request.params.uploadId);
      return sendFile(reply, await ctx.storage.get(file.key), {
        contentType: MIME[file.kind],
        filename: file.filename,
        disposition: "inline",
      });
    },
  );

  app.get(
    "/profiles/cv/:uploadId/text",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "The plain text read from an uploaded CV, in reading order (the review screen's preview of a DOCX): profile managers of the company that uploaded it",
        security,
        params: cvUploadParamsSchema,
        response: { 200: envelope(cvPreviewTextSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await uploadedCvText(db, ctx.storage, pool, managerOf(requireAuth(request)), request.params.uploadId),
      ),
  );
}
