import { Readable } from "node:stream";
import {
  envelope,
  openFunnelQuerySchema,
  openFunnelSchema,
  openLeadsPageSchema,
  openLeadsQuerySchema,
  openOnboardingBodySchema,
  openOnboardingCreatedSchema,
  ROLE,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { leadsCsv, leadsFunnel, listLeads } from "./leads.ts";
import { createOnboardingLead } from "./onboarding.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

/** Staff's open-area leads (issue 16 slice 2): the list, its CSV and the funnel per UTM source. */
export function registerOpenLeadsRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);

  app.get(
    "/admin/open-leads",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: the open area's leads by status, kind, source or words, newest first",
        security,
        querystring: openLeadsQuerySchema,
        response: { 200: envelope(openLeadsPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listLeads(db, request.query)),
  );

  app.get(
    "/admin/open-leads.csv",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: the leads of the filter as CSV (newest first, at most 10,000 rows), streamed",
        security,
        querystring: openLeadsQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, Readable.from(leadsCsv(db, request.query)), {
        contentType: "text/csv",
        filename: "open-leads.csv",
      }),
  );

  app.get(
    "/admin/open-leads/funnel",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: per UTM source, visits → contacts → registrations → first needs of a period",
        security,
        querystring: openFunnelQuerySchema,
        response: { 200: envelope(openFunnelSchema), ...errorResponses },
      },
    },
    async (request) => ok(await leadsFunnel(db, request.query)),
  );

  app.post(
    "/admin/open-leads",
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Staff: invite a prospect client (an onboarding lead); the prospect gets the registration link",
        security,
        body: openOnboardingBodySchema,
        response: { 200: envelope(openOnboardingCreatedSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await createOnboardingLead(
          ctx,
          requireAuth(request).row.userId,
          request.body,
          await publicUrl(ctx, request),
        ),
      ),
  );
}
