import {
  envelope,
  productCategorySchema,
  SERVICE_MANAGER_ROLES,
  SERVICE_REVIEWER_ROLES,
  serviceContentSchema,
  serviceDetailSchema,
  serviceListQuerySchema,
  serviceListSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { serviceActorOf, serviceManagerOf } from "./access.ts";
import { createService } from "./create-service.ts";
import { deleteService } from "./delete-service.ts";
import { duplicateService } from "./duplicate-service.ts";
import { editService } from "./edit-service.ts";
import { listOwnServices } from "./list-services.ts";
import { publishService, unpublishService } from "./publish-service.ts";
import { getService, productCategories } from "./read-service.ts";
import { submitService } from "./submit-service.ts";

const security = [{ bearer: [] }];
const tags = ["services"];
const detail = { 200: envelope(serviceDetailSchema), ...errorResponses };

/** The supplier side of the services catalogue: its own services, their content, review and publication. */
export function registerServiceRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const managers = requireRoles(...SERVICE_MANAGER_ROLES);
  const managersAndStaff = requireRoles(...SERVICE_MANAGER_ROLES, ...SERVICE_REVIEWER_ROLES);
  const manager = (request: Parameters<typeof requireAuth>[0]) => serviceManagerOf(requireAuth(request));

  app.get(
    "/services/categories",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The product categories of services in the reader's language, parents before children",
        security,
        response: { 200: envelope(z.array(productCategorySchema)), ...errorResponses },
      },
    },
    async (request) => ok(await productCategories(db, request.lang)),
  );

  app.get(
    "/services/mine",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "The company's services (status, search word), newest updated first",
        security,
        querystring: serviceListQuerySchema,
        response: { 200: envelope(serviceListSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listOwnServices(db, manager(request), request.query, request.lang)),
  );

  app.post(
    "/services",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Create a service: its content is saved as a draft",
        security,
        body: serviceContentSchema,
        response: { 201: envelope(serviceDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await createService(db, manager(request), request.body));
    },
  );

  app.get(
    "/services/:id",
    {
      onRequest: managersAndStaff,
      schema: {
        tags,
        summary: "One service: its live version and its working revision (own company; staff: any)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await getService(db, serviceActorOf(requireAuth(request)), request.params.id)),
  );

  app.put(
    "/services/:id",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Save the content as the working draft (409 services.in_review while in review)",
        security,
        params: idParams,
        body: serviceContentSchema,
        response: detail,
      },
    },
    async (request) => ok(await editService(db, manager(request), request.params.id, request.body)),
  );

  app.post(
    "/services/:id/submit",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Send the working draft for review (staff are notified)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await submitService(db, ctx.bus, manager(request), request.params.id)),
  );

  app.post(
    "/services/:id/publish",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "List an approved service in the catalogue (documentation, plan and its limit permitting)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await publishService(db, manager(request), request.params.id)),
  );

  app.post(
    "/services/:id/unpublish",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Take the service out of the catalogue",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await unpublishService(db, manager(request), request.params.id)),
  );

  app.post(
    "/services/:id/duplicate",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "A new draft service copied from this one's working (or live) content",
        security,
        params: idParams,
        response: { 201: envelope(serviceDetailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok(await duplicateService(db, manager(request), request.params.id));
    },
  );

  app.delete(
    "/services/:id",
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Delete a service never approved and not in review",
        security,
        params: idParams,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await deleteService(db, manager(request), request.params.id);
      return ok(null);
    },
  );
}
