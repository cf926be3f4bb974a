import {
  availabilityAnswerBodySchema,
  availabilityCreatedSchema,
  availabilityPositionOptionSchema,
  availabilityReceivedQuerySchema,
  availabilityRequestBodySchema,
  availabilityRequestSchema,
  availabilitySentQuerySchema,
  envelope,
  pageOf,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { eventSourceOf, recordServerEvent } from "../analytics/index.ts";
import { actorOf, requireAuth, requireRoles } from "../auth/index.ts";
import {
  ANSWERING_ROLES,
  answerRequest,
  cancelRequest,
  listReceived,
  listSent,
  positionOptions,
  REQUESTING_ROLES,
  requestAvailability,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["availability requests"];

/**
 * Availability requests (§4 request_available): client roles ask about a published profile and follow their
 * requests; the profile's company (supplier, academy, freelancer managers) answers yes with a date or no.
 */
export function registerAvailabilityRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const clients = requireRoles(...REQUESTING_ROLES);
  const answerers = requireRoles(...ANSWERING_ROLES);

  app.post(
    "/profiles/:id/availability-requests",
    {
      onRequest: clients,
      schema: {
        tags,
        summary:
          "Ask whether a published profile is available (request_available: one credit per request; one pending request per profile)",
        security,
        params: idParams,
        body: availabilityRequestBodySchema,
        response: { 200: envelope(availabilityCreatedSchema), ...errorResponses },
      },
    },
    async (request) => {
      const created = await requestAvailability(
        ctx,
        actorOf(requireAuth(request)),
        request.params.id,
        request.body,
      );
      const props = {
        request_id: created.request.id,
        profile_id: request.params.id,
        ...(request.body.position_id ? { position_id: request.body.position_id } : {}),
      };
      await recordServerEvent(ctx, eventSourceOf(request), "request_availability", props, (err) =>
        request.log.warn({ err }, "analytics request_availability not recorded"),
      );
      return ok(created);
    },
  );

  app.get(
    "/availability-requests/sent",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The company's availability requests, newest first, with their answers",
        security,
        querystring: availabilitySentQuerySchema,
        response: { 200: envelope(pageOf(availabilityRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listSent(db, requireAuth(request).row.companyId, request.query)),
  );

  app.get(
    "/availability-requests/positions",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The company's published positions, to name one in a request",
        security,
        response: { 200: envelope(z.array(availabilityPositionOptionSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await positionOptions(db, requireAuth(request).row.companyId)),
  );

  app.post(
    "/availability-requests/:id/cancel",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Withdraw a pending request (the credit is not refunded)",
        security,
        params: idParams,
        response: { 200: envelope(availabilityRequestSchema), ...errorResponses },
      },
    },
    async (request) => ok(await cancelRequest(db, actorOf(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/availability-requests/received",
    {
      onRequest: answerers,
      schema: {
        tags,
        summary: "Requests about the company's profiles, newest first, by status",
        security,
        querystring: availabilityReceivedQuerySchema,
        response: { 200: envelope(pageOf(availabilityRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listReceived(db, requireAuth(request).row.companyId, request.query)),
  );

  app.post(
    "/availability-requests/:id/answer",
    {
      onRequest: answerers,
      schema: {
        tags,
        summary:
          "Answer a pending request: available from a date (today or later; it becomes the profile's availability) or not available",
        security,
        params: idParams,
        body: availabilityAnswerBodySchema,
        response: { 200: envelope(availabilityRequestSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await answerRequest(ctx, actorOf(requireAuth(request)), request.params.id, request.body)),
  );
}
