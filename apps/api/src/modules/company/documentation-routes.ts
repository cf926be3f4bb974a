import {
  DOCUMENT_EDITOR_ROLES,
  documentationDecisionBodySchema,
  documentationOverviewSchema,
  documentationSettingsSchema,
  envelope,
  ROLE,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  type Actor,
  decideDocumentation,
  documentationOverview,
  submitDocumentation,
} from "./documentation-service.ts";
import { changeDocumentationSettings, readDocumentationSettings } from "./documentation-settings.ts";

const security = [{ bearer: [] }];
const statusSchema = z.object({ id_doc_status: z.number() });

/** The signed-in actor of a request, with the staff user behind an assumed session. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  return { userId: auth.row.userId, assumedByUserId: auth.assumedByUserId, ip: request.ip };
}

/** §4 documentation status: the company's documentation screen, its sending, staff's decisions, the kinds. */
export function registerDocumentationRoutes(app: TypedApp, ctx: AppContext) {
  const editors = requireRoles(...DOCUMENT_EDITOR_ROLES);
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const administrator = requireRoles(ROLE.ADMINISTRATOR);

  app.get(
    "/company/documentation",
    {
      onRequest: editors,
      schema: {
        tags: ["company"],
        summary:
          "The caller's documentation: status, deadline, kinds to send, what is missing and the last change",
        security,
        response: { 200: envelope(documentationOverviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await documentationOverview(ctx, requireAuth(request).row.companyId, request.lang)),
  );

  app.post(
    "/company/documentation/submit",
    {
      onRequest: editors,
      schema: {
        tags: ["company"],
        summary: "Send the documentation for review (4 → 1) once every required kind is uploaded and valid",
        security,
        response: { 200: envelope(statusSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await submitDocumentation(ctx, actorOf(request), requireAuth(request).row.companyId)),
  );

  app.post(
    "/admin/companies/:id/documentation",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Staff: approve (2) or block (3, with a 3–500 character reason) a company's documentation",
        security,
        params: idParams,
        body: documentationDecisionBodySchema,
        response: { 200: envelope(statusSchema), ...errorResponses },
      },
    },
    async (request) => ok(await decideDocumentation(ctx, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    "/admin/documentation/settings",
    {
      onRequest: staff,
      schema: {
        tags: ["admin"],
        summary: "Staff: the document kinds companies send and the expiry reminder lead time",
        security,
        response: { 200: envelope(documentationSettingsSchema), ...errorResponses },
      },
    },
    async () => ok(await readDocumentationSettings(ctx.settings)),
  );

  app.put(
    "/admin/documentation/settings",
    {
      onRequest: administrator,
      schema: {
        tags: ["admin"],
        summary: "Administrator: replace the document kinds and the expiry reminder lead time",
        security,
        body: documentationSettingsSchema,
        response: { 200: envelope(documentationSettingsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await changeDocumentationSettings(ctx, actorOf(request), request.body)),
  );
}
