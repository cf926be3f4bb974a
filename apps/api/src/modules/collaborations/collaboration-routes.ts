import {
  adminCollaborationListQuerySchema,
  cancelCollaborationBodySchema,
  collaborationCreateBodySchema,
  collaborationListQuerySchema,
  collaborationPageSchema,
  envelope,
  ROLE,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { transitionCollaboration } from "./collaboration-lifecycle.ts";
import {
  listAllCollaborations,
  listOwnCollaborations,
  listStudentCollaborations,
} from "./list-collaborations.ts";
import { createCollaboration } from "./open-collaboration.ts";
import { detail, security, tags } from "./route-common.ts";
import { CLIENT_ROLES, getCollaboration, STAFF_ROLES, SUPPLIER_ROLES } from "./service.ts";

const MESSAGES = {
  created: { it: "Collaborazione avviata.", en: "Collaboration started." },
};

/** Collaborations: open one, the lists (own, student's, staff's), one in detail, start, complete, cancel. */
export function registerCollaborationLifecycleRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const clients = requireRoles(...CLIENT_ROLES);
  const parties = requireRoles(...CLIENT_ROLES, ...SUPPLIER_ROLES);
  const staff = requireRoles(...STAFF_ROLES);

  app.post(
    "/collaborations",
    {
      onRequest: clients,
      schema: {
        tags,
        summary:
          "Open a collaboration from an accepted candidacy (nomination_id) or on a published profile (profile_id)",
        security,
        body: collaborationCreateBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await createCollaboration(db, ctx.bus, actorOf(requireAuth(request)), request.body),
        MESSAGES.created[request.lang],
      ),
  );

  app.get(
    "/collaborations",
    {
      onRequest: parties,
      schema: {
        tags,
        summary: "The caller company's collaborations (as client or as supplier) with counts per status",
        security,
        querystring: collaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listOwnCollaborations(db, actorOf(requireAuth(request)), request.query)),
  );

  app.get(
    "/collaborations/student",
    {
      onRequest: requireRoles(ROLE.PROFILE_ACCADEMY),
      schema: {
        tags,
        summary: "The student's own collaborations (their linked profile), read-only",
        security,
        querystring: collaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listStudentCollaborations(db, requireAuth(request).row.userId, request.query)),
  );

  app.get(
    "/admin/collaborations",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: every collaboration, by status and company name",
        security,
        querystring: adminCollaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listAllCollaborations(db, request.query)),
  );

  app.get(
    "/collaborations/:id",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "One collaboration with its interviews, timeline and feedback (its parties and staff)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await getCollaboration(db, actorOf(requireAuth(request)), request.params.id)),
  );

  for (const action of ["start", "complete"] as const)
    app.post(
      `/collaborations/:id/${action}`,
      {
        onRequest: clients,
        schema: {
          tags,
          summary: action === "start" ? "The client starts the engagement" : "The client marks it completed",
          security,
          params: idParams,
          response: detail,
        },
      },
      async (request) =>
        ok(
          await transitionCollaboration(
            db,
            ctx.bus,
            actorOf(requireAuth(request)),
            request.params.id,
            action,
          ),
        ),
    );

  app.post(
    "/collaborations/:id/cancel",
    {
      onRequest: requireRoles(...CLIENT_ROLES, ...SUPPLIER_ROLES, ...STAFF_ROLES),
      schema: {
        tags,
        summary: "Cancel an open collaboration with a reason (client, supplier or staff)",
        security,
        params: idParams,
        body: cancelCollaborationBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await transitionCollaboration(
          db,
          ctx.bus,
          actorOf(requireAuth(request)),
          request.params.id,
          "cancel",
          request.body,
        ),
      ),
  );
}
