import {
  addCountSkipBodySchema,
  counterSchema,
  documentationStatusSchema,
  envelope,
  ROLE,
  sendFeedbackBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import * as company from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["shell"];

export function registerCompanyShellRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);

  app.get(
    "/company/getDocumentationStatus",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Documentation status (§4) of the caller's company",
        security,
        response: { 200: envelope(documentationStatusSchema), ...errorResponses },
      },
    },
    async (request) => ok(await company.documentationStatus(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/company/getStatusCompletedCompanyProfile",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "1 when the caller's company profile is complete, else 0",
        security,
        response: { 200: envelope(z.number()), ...errorResponses },
      },
    },
    async (request) => ok(await company.profileCompleted(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/company/getCounterListRequest",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Pending vendor-list requests addressed to the caller's company",
        security,
        response: { 200: envelope(counterSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await company.pendingAssociations(db, requireAuth(request).row.companyId, "request")),
  );

  app.get(
    "/company/getCounterListInvite",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Pending vendor-list invitations addressed to the caller's company",
        security,
        response: { 200: envelope(counterSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await company.pendingAssociations(db, requireAuth(request).row.companyId, "invite")),
  );

  app.get(
    "/company/countCompanyPending",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: companies waiting for review",
        security,
        response: { 200: envelope(counterSchema), ...errorResponses },
      },
    },
    async () => ok(await company.pendingCompanies(db)),
  );

  app.get(
    "/services/getCountServiceFromApproved",
    {
      onRequest: requireRoles(
        ROLE.ADMINISTRATOR,
        ROLE.ADMIN_MANAGEMENT,
        ROLE.COMPANY_ADMINISTRATOR,
        ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
      ),
      schema: {
        tags,
        summary: "Services waiting for review (a company administrator: its member companies' services)",
        security,
        response: { 200: envelope(counterSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const staff = auth.roleId === ROLE.ADMINISTRATOR || auth.roleId === ROLE.ADMIN_MANAGEMENT;
      return ok(await company.pendingServices(db, staff ? null : auth.row.companyId));
    },
  );

  app.post(
    "/company/setSendFeedback",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Record that the user answered the feedback survey",
        security,
        body: sendFeedbackBodySchema,
        response: { 200: envelope(z.object({ send_feedback: z.number() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await company.setSendFeedback(db, requireAuth(request).row.userId, request.body.send_feedback)),
  );

  app.post(
    "/company/addCountSkip",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Count a skip of the complete-profile modal",
        security,
        body: addCountSkipBodySchema,
        response: { 200: envelope(z.object({ skips: z.number() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await company.addCountSkip(db, requireAuth(request).row.userId, request.body.counter)),
  );
}
