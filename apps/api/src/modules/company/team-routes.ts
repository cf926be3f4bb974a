import {
  acceptInviteBodySchema,
  envelope,
  inviteInfoSchema,
  inviteTokenQuerySchema,
  inviteUserBodySchema,
  teamMemberSchema,
  USER_MANAGER_ROLES,
  updateTeamMemberBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  acceptInvite,
  inviteInfo,
  inviteMember,
  listTeam,
  ownTeam,
  resendInvite,
  revokeInvite,
  updateMember,
} from "./team-service.ts";

const security = [{ bearer: [] }];
const tags = ["team"];
const ACCEPTED = {
  it: "Account attivato: ora puoi accedere.",
  en: "Account activated: you can now sign in.",
};

/** Manage users (§2.2 manage_users, manage_users_supplier, manage_company_admin_users) and accepting an invitation. */
export function registerTeamRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const managers = requireRoles(...USER_MANAGER_ROLES);

  app.get(
    "/company/users",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "The company's users and pending invitations",
        security,
        response: { 200: envelope(z.array(teamMemberSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listTeam(db, requireAuth(request).row.companyId)),
  );

  app.post(
    "/company/users/invite",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Invite a colleague into a role the company allows (plan user limit applies)",
        security,
        body: inviteUserBodySchema,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await inviteMember(ctx, ownTeam(requireAuth(request)), request.body, await publicUrl(ctx, request))),
  );

  app.post(
    "/company/users/:id/resend",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Send the invitation again (earlier links stop working)",
        security,
        params: idParams,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await resendInvite(
          ctx,
          ownTeam(requireAuth(request)),
          request.params.id,
          await publicUrl(ctx, request),
        ),
      ),
  );

  app.patch(
    "/company/users/:id",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Change a colleague's role or (de)activate them",
        security,
        params: idParams,
        body: updateTeamMemberBodySchema,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateMember(db, ownTeam(requireAuth(request)), request.params.id, request.body)),
  );

  app.delete(
    "/company/users/:id",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Withdraw an invitation not accepted yet",
        security,
        params: idParams,
        response: { 200: envelope(z.object({ revoked: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => ok(await revokeInvite(db, ownTeam(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/auth/checkInvite",
    {
      schema: {
        tags,
        summary: "Who an invitation link is for",
        querystring: inviteTokenQuerySchema,
        response: { 200: envelope(inviteInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await inviteInfo(db, request.query.token)),
  );

  app.post(
    "/auth/acceptInvite",
    {
      schema: {
        tags,
        summary: "Accept an invitation by choosing a password",
        querystring: inviteTokenQuerySchema,
        body: acceptInviteBodySchema,
        response: { 200: envelope(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await acceptInvite(db, request.query.token, request.body.password), ACCEPTED[request.lang]),
  );
}
