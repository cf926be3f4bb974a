import { envelope, INT4_MAX, SERVICE_MANAGER_ROLES, serviceFileSchema } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { serviceManagerOf } from "./access.ts";
import { serviceFileForDownload, uploadServiceFile } from "./service-files.ts";

const security = [{ bearer: [] }];
const tags = ["services"];
const fileParams = idParams.extend({ fileId: z.coerce.number().int().positive().max(INT4_MAX) });

/** Brochures of services: the supplier uploads PDFs its services' content lists; readers download them. */
export function registerServiceFileRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.post(
    "/services/files",
    {
      onRequest: requireRoles(...SERVICE_MANAGER_ROLES),
      schema: {
        tags,
        summary: "Upload a brochure (PDF, at most 10 MB, multipart field file) for the company's services",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(serviceFileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const manager = serviceManagerOf(requireAuth(request));
      const file = request.isMultipart() ? await request.file() : undefined;
      return ok(await uploadServiceFile(db, ctx.storage, manager, file));
    },
  );

  app.get(
    "/services/:id/files/:fileId",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "Download a brochure of a service: its company and staff (any revision's files), searching roles (the live files of a listed service); 404 otherwise",
        security,
        params: fileParams,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const file = await serviceFileForDownload(
        db,
        { roleId: auth.roleId, companyId: auth.row.companyId },
        request.params.id,
        request.params.fileId,
      );
      return sendFile(reply, await ctx.storage.get(file.key), {
        contentType: MIME.pdf,
        filename: file.name,
        size: file.size,
      });
    },
  );
}
