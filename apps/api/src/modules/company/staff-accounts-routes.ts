import {
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  checkValidFreelanceBodySchema,
  envelope,
  FREELANCE_VERIFIER_ROLES,
  freelanceVerificationSchema,
  freelanceVerificationStateSchema,
  INSCRIPTION_DECIDER_ROLES,
  inscriptionDecisionBodySchema,
  inscriptionDecisionResultSchema,
  inscriptionsPageSchema,
  inscriptionsQuerySchema,
  STAFF_ACCOUNT_MANAGER_ROLES,
  staffInviteBodySchema,
  staffUpdateBodySchema,
  staffUserSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { freelancerVerification, verifyFreelancer } from "./freelance-verification.ts";
import {
  bulkApproveInscriptions,
  decideInscription,
  inscriptionsCsv,
  listInscriptions,
} from "./inscriptions.ts";
import { staffActorOf } from "./staff-audit.ts";
import { inviteStaffUser, listStaffUsers, updateStaffUser } from "./staff-users.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

/** Back office: pending inscriptions, freelancer verification and staff users (issue 17 item 2). */
export function registerStaffAccountRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const deciders = requireRoles(...INSCRIPTION_DECIDER_ROLES);
  const verifiers = requireRoles(...FREELANCE_VERIFIER_ROLES);
  const administrators = requireRoles(...STAFF_ACCOUNT_MANAGER_ROLES);
  // Admin Management sees the staff users (the sidebar shows it every admin entry, §6); only the Administrator changes them.
  const staff = requireRoles(...INSCRIPTION_DECIDER_ROLES);

  app.get(
    "/admin/inscriptions",
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: "Staff: sign-ups waiting for approval, searchable, sortable, paginated",
        security,
        querystring: inscriptionsQuerySchema,
        response: { 200: envelope(inscriptionsPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listInscriptions(db, request.query)),
  );

  app.get(
    "/admin/inscriptions/export",
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: "Staff: the current filter's sign-ups as CSV (every page)",
        security,
        querystring: inscriptionsQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = Buffer.from(await inscriptionsCsv(db, request.query), "utf8");
      return sendFile(reply, csv, { contentType: "text/csv", filename: "pending-inscriptions.csv" });
    },
  );

  app.post(
    "/admin/inscriptions/:id/decision",
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: "Staff: approve a sign-up, or reject it with a reason (3–500 characters)",
        security,
        params: idParams,
        body: inscriptionDecisionBodySchema,
        response: { 200: envelope(inscriptionDecisionResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await decideInscription(
          ctx,
          staffActorOf(requireAuth(request), request.ip),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.post(
    "/admin/inscriptions/approve",
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: "Staff: approve several sign-ups at once (those already decided are skipped)",
        security,
        body: bulkApproveBodySchema,
        response: { 200: envelope(bulkApproveResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await bulkApproveInscriptions(ctx, staffActorOf(requireAuth(request), request.ip), request.body.ids),
      ),
  );

  app.post(
    "/freelance/checkValidFreelance",
    {
      onRequest: verifiers,
      schema: {
        tags,
        summary: "Staff: mark a freelancer verified (VAT and identity documents checked); it may then quote",
        security,
        body: checkValidFreelanceBodySchema,
        response: { 200: envelope(freelanceVerificationSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await verifyFreelancer(db, staffActorOf(requireAuth(request), request.ip), request.body.id)),
  );

  app.get(
    "/admin/companies/:id/freelance-verification",
    {
      onRequest: verifiers,
      schema: {
        tags,
        summary: "Staff: whether a freelancer company was verified, and when",
        security,
        params: idParams,
        response: { 200: envelope(freelanceVerificationStateSchema), ...errorResponses },
      },
    },
    async (request) => ok(await freelancerVerification(db, request.params.id)),
  );

  app.get(
    "/admin/staff-users",
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Staff: the staff users (Administrators and Admin Management), read-only for Admin Management",
        security,
        response: { 200: envelope(z.array(staffUserSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listStaffUsers(db, requireAuth(request))),
  );

  app.post(
    "/admin/staff-users",
    {
      onRequest: administrators,
      schema: {
        tags,
        summary: "Administrator: invite a staff user (e-mailed link to set the password)",
        security,
        body: staffInviteBodySchema,
        response: { 200: envelope(staffUserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await inviteStaffUser(
          ctx,
          auth,
          staffActorOf(auth, request.ip),
          request.body,
          await publicUrl(ctx, request),
        ),
      );
    },
  );

  app.patch(
    "/admin/staff-users/:id",
    {
      onRequest: administrators,
      schema: {
        tags,
        summary:
          "Administrator: change a staff user's role or (de)activate them; the last Administrator stays",
        security,
        params: idParams,
        body: staffUpdateBodySchema,
        response: { 200: envelope(staffUserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await updateStaffUser(db, auth, staffActorOf(auth, request.ip), request.params.id, request.body),
      );
    },
  );
}
