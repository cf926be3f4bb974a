import {
  type ClientNeed,
  clientNeedListItemSchema,
  clientNeedListQuerySchema,
  clientNeedSchema,
  envelope,
  fpNeedBodySchema,
  needDocumentQuerySchema,
  needDocumentSchema,
  pageOf,
  tmNeedBodySchema,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { eventSourceOf, recordNeedPublished } from "../analytics/index.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  closeNeed,
  createFpNeed,
  createTmNeed,
  getOwnNeed,
  listOwnNeeds,
  NEED_OWNER_ROLES,
  ownerOf,
  publishNeed,
  saveNeedDocument,
  updateDraft,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["needs"];
const needResponse = { 200: envelope(clientNeedSchema), ...errorResponses };

/** The client's needs (§7 Client needs): create T&M and FP needs, documents, drafts, publish, close. */
export function registerNeedRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const owners = requireRoles(...NEED_OWNER_ROLES);
  /** A need that comes out published records publish_T&M / publish_FP (issue 18; a tracking failure is only logged). */
  const tracked = async (request: FastifyRequest, need: ClientNeed) => {
    await recordNeedPublished(ctx, eventSourceOf(request), need, (err) =>
      request.log.warn({ err }, "analytics need publication not recorded"),
    );
    return ok(need);
  };

  app.post(
    "/client/need/createNeedAndNeedResource",
    {
      onRequest: owners,
      bodyLimit: BODY_LIMITS.largeForm,
      schema: {
        tags,
        summary: "Create a Time & Material need with its positions in one transaction (draft, or published)",
        security,
        body: tmNeedBodySchema,
        response: needResponse,
      },
    },
    async (request) => tracked(request, await createTmNeed(db, ownerOf(requireAuth(request)), request.body)),
  );

  app.post(
    "/client/need/projectFixedPrice/create",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Create a Fixed Price need: description, budget, deadline (draft, or published)",
        security,
        body: fpNeedBodySchema,
        response: needResponse,
      },
    },
    async (request) => tracked(request, await createFpNeed(db, ownerOf(requireAuth(request)), request.body)),
  );

  app.post(
    "/client/need/projectFixedPrice/projectFixedDoc",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Upload the functional analysis (PDF or DOCX, at most 10 MB) of a Fixed Price need",
        security,
        consumes: ["multipart/form-data"],
        querystring: needDocumentQuerySchema,
        response: { 200: envelope(needDocumentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await saveNeedDocument(
          db,
          ctx.storage,
          ownerOf(requireAuth(request)),
          request.query.need_id,
          "functional_analysis",
          await request.file(),
        ),
      ),
  );

  app.post(
    "/client/need/projectDoc",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Attach a document (PDF or DOCX, at most 10 MB) to any need",
        security,
        consumes: ["multipart/form-data"],
        querystring: needDocumentQuerySchema,
        response: { 200: envelope(needDocumentSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await saveNeedDocument(
          db,
          ctx.storage,
          ownerOf(requireAuth(request)),
          request.query.need_id,
          "attachment",
          await request.file(),
        ),
      ),
  );

  app.get(
    "/client/need",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "The company's needs, newest change first, by status and type",
        security,
        querystring: clientNeedListQuerySchema,
        response: { 200: envelope(pageOf(clientNeedListItemSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listOwnNeeds(db, ownerOf(requireAuth(request)), request.query)),
  );

  app.get(
    "/client/need/:id",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "One of the company's needs, whole",
        security,
        params: idParams,
        response: needResponse,
      },
    },
    async (request) => ok(await getOwnNeed(db, ownerOf(requireAuth(request)), request.params.id)),
  );

  app.put(
    "/client/need/:id/time-material",
    {
      onRequest: owners,
      bodyLimit: BODY_LIMITS.largeForm,
      schema: {
        tags,
        summary: "Save a T&M draft (autosave): the need and its whole list of positions",
        security,
        params: idParams,
        body: tmNeedBodySchema,
        response: needResponse,
      },
    },
    async (request) =>
      tracked(
        request,
        await updateDraft(db, ownerOf(requireAuth(request)), request.params.id, {
          type: "tm",
          body: request.body,
        }),
      ),
  );

  app.put(
    "/client/need/:id/fixed-price",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Save a Fixed Price draft (autosave)",
        security,
        params: idParams,
        body: fpNeedBodySchema,
        response: needResponse,
      },
    },
    async (request) =>
      tracked(
        request,
        await updateDraft(db, ownerOf(requireAuth(request)), request.params.id, {
          type: "fp",
          body: request.body,
        }),
      ),
  );

  app.post(
    "/client/need/:id/publish",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Publish a draft: suppliers see it",
        security,
        params: idParams,
        response: needResponse,
      },
    },
    async (request) =>
      tracked(request, await publishNeed(db, ownerOf(requireAuth(request)), request.params.id)),
  );

  app.post(
    "/client/need/:id/close",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Close a need and its positions",
        security,
        params: idParams,
        response: needResponse,
      },
    },
    async (request) => ok(await closeNeed(db, ownerOf(requireAuth(request)), request.params.id)),
  );
}
