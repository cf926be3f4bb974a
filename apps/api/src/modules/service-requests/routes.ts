import {
  envelope,
  INT4_MAX,
  pageOf,
  SERVICE_MANAGER_ROLES,
  SERVICE_REQUESTER_ROLES,
  serviceRequestAcceptBodySchema,
  serviceRequestCreateBodySchema,
  serviceRequestDeclineBodySchema,
  serviceRequestIncomingQuerySchema,
  serviceRequestListQuerySchema,
  serviceRequestSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, requireAuth, requireRoles } from "../auth/index.ts";
import { readProposalForm } from "../quotes/index.ts";
import { declineTarget, proposeOnTarget } from "./answer-target.ts";
import { createServiceRequest } from "./create-request.ts";
import { acceptServiceRequest, cancelServiceRequest } from "./decide-request.ts";
import {
  getIncomingRequest,
  getServiceRequest,
  listIncomingRequests,
  listServiceRequests,
} from "./read-requests.ts";

const security = [{ bearer: [] }];
const tags = ["service-requests"];
const one = { 200: envelope(serviceRequestSchema), ...errorResponses };
const page = { 200: envelope(pageOf(serviceRequestSchema)), ...errorResponses };
const targetParams = z.object({ targetId: z.coerce.number().int().positive().max(INT4_MAX) });

/** Quote requests on services (issue 15 step 5): the client's requests and the suppliers' answers. */
export function registerServiceRequestRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const requesters = requireRoles(...SERVICE_REQUESTER_ROLES);
  const managers = requireRoles(...SERVICE_MANAGER_ROLES);
  const actor = (request: Parameters<typeof requireAuth>[0]) => actorOf(requireAuth(request));

  app.post(
    "/service-requests",
    {
      onRequest: requesters,
      schema: {
        tags,
        summary:
          "Ask 1–5 listed services for a quote: scope, budget, dates; each supplier is notified (a Fixed Price need never listed in the market)",
        security,
        body: serviceRequestCreateBodySchema,
        response: { 201: envelope(serviceRequestSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createServiceRequest(db, ctx.bus, actor(request), request.body, request.lang);
      reply.code(201);
      return ok(created);
    },
  );

  app.get(
    "/service-requests",
    {
      onRequest: requesters,
      schema: {
        tags,
        summary: "The company's quote requests with their targets and answers, newest first",
        security,
        querystring: serviceRequestListQuerySchema,
        response: page,
      },
    },
    async (request) => ok(await listServiceRequests(db, actor(request), request.query, request.lang)),
  );

  app.get(
    "/service-requests/incoming",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "The quote requests the company's services received, each with only the company's own target",
        security,
        querystring: serviceRequestIncomingQuerySchema,
        response: page,
      },
    },
    async (request) => ok(await listIncomingRequests(db, actor(request), request.query, request.lang)),
  );

  app.get(
    "/service-requests/incoming/:targetId",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "One received request with the company's target; a sent target becomes viewed",
        security,
        params: targetParams,
        response: one,
      },
    },
    async (request) =>
      ok(await getIncomingRequest(db, actor(request), request.params.targetId, request.lang)),
  );

  app.get(
    "/service-requests/:id",
    {
      onRequest: requesters,
      schema: {
        tags,
        summary:
          "One of the company's quote requests: every target with its answer, decline, chat, collaboration",
        security,
        params: idParams,
        response: one,
      },
    },
    async (request) => ok(await getServiceRequest(db, actor(request), request.params.id, request.lang)),
  );

  app.post(
    "/service-requests/:id/cancel",
    {
      onRequest: requesters,
      schema: {
        tags,
        summary: "Cancel an open request: its live targets are cancelled and their suppliers notified",
        security,
        params: idParams,
        response: one,
      },
    },
    async (request) =>
      ok(await cancelServiceRequest(db, ctx.bus, actor(request), request.params.id, request.lang)),
  );

  app.post(
    "/service-requests/:id/accept",
    {
      onRequest: requesters,
      schema: {
        tags,
        summary:
          "Accept one answer: the request is awarded, the other targets not chosen, a service collaboration opened at the quoted price",
        security,
        params: idParams,
        body: serviceRequestAcceptBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await acceptServiceRequest(
          db,
          ctx.bus,
          actor(request),
          request.params.id,
          request.body.target_id,
          request.lang,
        ),
      ),
  );

  app.post(
    "/service-requests/targets/:id/proposal",
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "Answer a request with a Fixed Price proposal (multipart: price, delivery_date, note, optional PDF in file; or JSON without the file)",
        security,
        consumes: ["multipart/form-data", "application/json"],
        params: idParams,
        response: one,
      },
    },
    async (request) => {
      const supplier = actor(request);
      const { input, document } = await readProposalForm(request, { allowJson: true });
      return ok(
        await proposeOnTarget(
          db,
          ctx.bus,
          ctx.storage,
          supplier,
          request.params.id,
          input,
          document,
          request.lang,
        ),
      );
    },
  );

  app.post(
    "/service-requests/targets/:id/decline",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Decline a request with a reason the client reads",
        security,
        params: idParams,
        body: serviceRequestDeclineBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await declineTarget(
          db,
          ctx.bus,
          actor(request),
          request.params.id,
          request.body.reason,
          request.lang,
        ),
      ),
  );
}
