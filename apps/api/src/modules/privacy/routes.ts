import {
  adminEraseBodySchema,
  envelope,
  eraseAccountBodySchema,
  eraseResultSchema,
  ROLE,
} from "@mkt/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { eraseOwnAccount, eraseUserByStaff, exportPersonalData } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["privacy"];
function sendArchive(reply: FastifyReply, archive: Awaited<ReturnType<typeof exportPersonalData>>) {
  return sendFile(reply, archive.stream, {
    contentType: "application/zip",
    filename: archive.filename,
    cacheControl: "no-store",
  });
}

/** Privacy (GDPR): my data as a download, erasing my account; staff do both for any user on request. */
export function registerPrivacyRoutes(app: TypedApp, ctx: AppContext) {
  const staffOnly = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const actorOf = (request: FastifyRequest, by: "self" | "staff") => {
    const auth = requireAuth(request);
    // Staff acting as the user are the actor of record, not the user.
    if (auth.assumedByUserId !== null)
      return {
        userId: auth.assumedByUserId,
        assumedByUserId: auth.assumedByUserId,
        ip: request.ip,
        by: "staff" as const,
      };
    return { userId: auth.row.userId, assumedByUserId: null, ip: request.ip, by };
  };

  app.get(
    "/privacy/export",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Download all my personal data: a ZIP (application/zip) of data.json and my files",
        security,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const archive = await exportPersonalData(ctx, auth.row.userId, actorOf(request, "self"), request.log);
      return sendArchive(reply, archive);
    },
  );

  app.post(
    "/privacy/erase",
    {
      onRequest: authenticated,
      bodyLimit: 4096,
      schema: {
        tags,
        summary: "Erase my account: my current password and my e-mail typed again",
        security,
        body: eraseAccountBodySchema,
        response: { 200: envelope(eraseResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.assumedByUserId !== null) throw new AppError("privacy.assumed_session");
      const result = await eraseOwnAccount(ctx, auth.row.userId, request.body, actorOf(request, "self"));
      return ok({ erased: true as const, files_removed: result.filesRemoved });
    },
  );

  app.get(
    "/admin/privacy/users/:id/export",
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "Staff: download a user's personal data on request (recorded in the audit log)",
        security,
        params: idParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const archive = await exportPersonalData(
        ctx,
        request.params.id,
        actorOf(request, "staff"),
        request.log,
      );
      return sendArchive(reply, archive);
    },
  );

  app.post(
    "/admin/privacy/users/:id/erase",
    {
      onRequest: staffOnly,
      bodyLimit: 4096,
      schema: {
        tags,
        summary: "Staff: erase a user on request (the user's e-mail typed again; recorded in the audit log)",
        security,
        params: idParams,
        body: adminEraseBodySchema,
        response: { 200: envelope(eraseResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await eraseUserByStaff(ctx, request.params.id, request.body, actorOf(request, "staff"));
      return ok({ erased: true as const, files_removed: result.filesRemoved });
    },
  );
}
