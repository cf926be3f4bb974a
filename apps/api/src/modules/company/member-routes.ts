import {
  COMPANY_ADMIN_ROLES,
  companyAdminCountersSchema,
  createMemberCompanyBodySchema,
  createMemberCompanyResultSchema,
  envelope,
  INT4_MAX,
  inviteUserBodySchema,
  MEMBER_OWNER_ROLE,
  type MemberCompanyType,
  memberCompaniesPageSchema,
  memberCompaniesQuerySchema,
  memberCompanyDetailSchema,
  ROLE,
  teamMemberSchema,
  updateTeamMemberBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { type AuthContext, requireAuth, requireRoles } from "../auth/index.ts";
import {
  assertOrganisation,
  createMemberCompany,
  listMemberCompanies,
  memberCompanyDetail,
  memberTeamRow,
  type OrganisationActor,
  organisationCounters,
} from "./member-companies.ts";
import {
  inviteMember,
  listTeam,
  resendInvite,
  revokeInvite,
  type TeamScope,
  updateMember,
} from "./team-service.ts";

const security = [{ bearer: [] }];
const tags = ["company-admin"];
const userParams = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  userId: z.coerce.number().int().positive().max(INT4_MAX),
});

const actorOf = (auth: AuthContext, ip: string): OrganisationActor => ({
  userId: auth.row.userId,
  companyId: auth.row.companyId,
  assumedByUserId: auth.assumedByUserId,
  ip,
});

/**
 * Company Administrators (spec §6, issue 17 item 5): their organisation's member companies with onboarding steps,
 * Add Company, the member companies' users, and the §9 counters; staff create companies too (company_create).
 */
export function registerMemberCompanyRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const companyAdmins = requireRoles(...COMPANY_ADMIN_ROLES);

  /** A member company as the scope of its users' management; 404 for another organisation's company. */
  async function memberScope(auth: AuthContext, companyId: number): Promise<TeamScope> {
    const row = await memberTeamRow(db, auth.row.companyId, companyId);
    return {
      companyId: row.id,
      companyType: row.type,
      companyName: row.name,
      actorUserId: auth.row.userId,
      planRoleId: MEMBER_OWNER_ROLE[row.type as MemberCompanyType] ?? ROLE.CLIENT,
      language: auth.row.language,
    };
  }

  app.get(
    "/company-admin/companies",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: the organisation's member companies with their onboarding steps",
        security,
        querystring: memberCompaniesQuerySchema,
        response: { 200: envelope(memberCompaniesPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listMemberCompanies(db, requireAuth(request).row.companyId, request.query)),
  );

  app.get(
    "/company-admin/companies/:id",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: one member company with its users and activity",
        security,
        params: idParams,
        response: { 200: envelope(memberCompanyDetailSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await memberCompanyDetail(db, requireAuth(request).row.companyId, request.params.id)),
  );

  app.post(
    "/company-admin/companies",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: add a member company; its owner is e-mailed an invitation",
        security,
        body: createMemberCompanyBodySchema,
        response: { 200: envelope(createMemberCompanyResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const origin = await publicUrl(ctx, request);
      return ok(
        await createMemberCompany(ctx, actorOf(auth, request.ip), auth.row.companyId, request.body, origin),
      );
    },
  );

  app.post(
    "/admin/companies",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT),
      schema: {
        tags,
        summary:
          "Staff: create a company (optionally in a Company Administrator organisation) and invite its owner",
        security,
        body: createMemberCompanyBodySchema,
        response: { 200: envelope(createMemberCompanyResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organisation = request.body.admin_company_id ?? null;
      if (organisation !== null) await assertOrganisation(db, organisation);
      const origin = await publicUrl(ctx, request);
      return ok(
        await createMemberCompany(ctx, actorOf(auth, request.ip), organisation, request.body, origin),
      );
    },
  );

  app.get(
    "/company-admin/counters",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary:
          "Company administrators' counters (§9): member companies, their services to review and approved",
        security,
        response: { 200: envelope(companyAdminCountersSchema), ...errorResponses },
      },
    },
    async (request) => ok(await organisationCounters(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/company-admin/companies/:id/users",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: a member company's users and pending invitations",
        security,
        params: idParams,
        response: { 200: envelope(z.array(teamMemberSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await memberScope(requireAuth(request), request.params.id);
      return ok(await listTeam(db, scope.companyId));
    },
  );

  app.post(
    "/company-admin/companies/:id/users/invite",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: invite a user into a member company (the roles its type allows)",
        security,
        params: idParams,
        body: inviteUserBodySchema,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await memberScope(requireAuth(request), request.params.id);
      return ok(await inviteMember(ctx, scope, request.body, await publicUrl(ctx, request)));
    },
  );

  app.post(
    "/company-admin/companies/:id/users/:userId/resend",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: send a member company user's invitation again",
        security,
        params: userParams,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await memberScope(requireAuth(request), request.params.id);
      return ok(await resendInvite(ctx, scope, request.params.userId, await publicUrl(ctx, request)));
    },
  );

  app.patch(
    "/company-admin/companies/:id/users/:userId",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: change a member company user's role or (de)activate them",
        security,
        params: userParams,
        body: updateTeamMemberBodySchema,
        response: { 200: envelope(teamMemberSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await memberScope(requireAuth(request), request.params.id);
      return ok(await updateMember(db, scope, request.params.userId, request.body));
    },
  );

  app.delete(
    "/company-admin/companies/:id/users/:userId",
    {
      onRequest: companyAdmins,
      schema: {
        tags,
        summary: "Company administrators: withdraw a member company user's invitation",
        security,
        params: userParams,
        response: { 200: envelope(z.object({ revoked: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      const scope = await memberScope(requireAuth(request), request.params.id);
      return ok(await revokeInvite(db, scope, request.params.userId));
    },
  );
}
