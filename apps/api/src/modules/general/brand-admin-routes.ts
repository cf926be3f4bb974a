import {
  brandAdminSchema,
  brandBodySchema,
  brandIdParamsSchema,
  brandListQuerySchema,
  envelope,
  INT4_MAX,
  pageOf,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { requireRoles } from "../auth/index.ts";
import { createBrand, listBrandsAdmin, readBrandAdmin, updateBrand } from "./brand-admin.ts";
import { readLoginImage, setLoginImage } from "./brand-login-image.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * Brands by host in the back office (issue 17 item 6): staff read them, only the Administrator changes them
 * (Admin Management's part of the back office is read-only here: a brand decides what every user of a host sees).
 */
export function registerBrandAdminRoutes(app: TypedApp, ctx: AppContext) {
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const administrator = requireRoles(ROLE.ADMINISTRATOR);

  app.get(
    "/admin/brands",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Brands (name, host, kind, colours, mailbox, analytics), the default first",
        security,
        querystring: brandListQuerySchema,
        response: { 200: envelope(pageOf(brandAdminSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listBrandsAdmin(ctx, request.query)),
  );

  app.get(
    "/admin/brands/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "One brand",
        security,
        params: brandIdParamsSchema,
        response: { 200: envelope(brandAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readBrandAdmin(ctx, request.params.id)),
  );

  app.post(
    "/admin/brands",
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Create a brand (Administrator)",
        security,
        body: brandBodySchema,
        response: { 200: envelope(brandAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await createBrand(ctx, request.body)),
  );

  app.put(
    "/admin/brands/:id",
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Change a brand (Administrator); making it the default unsets the previous default",
        security,
        params: brandIdParamsSchema,
        body: brandBodySchema,
        response: { 200: envelope(brandAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await updateBrand(ctx, request.params.id, request.body)),
  );

  app.post(
    "/admin/brands/:id/loginImage",
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Replace a brand's login image (PNG, JPEG or WebP, at most 2 MB; Administrator)",
        security,
        consumes: ["multipart/form-data"],
        params: brandIdParamsSchema,
        response: { 200: envelope(brandAdminSchema), ...errorResponses },
      },
    },
    async (request) => ok(await setLoginImage(ctx, request.params.id, await request.file())),
  );

  app.get(
    "/auth/getLoginImage",
    {
      schema: {
        tags: ["general"],
        summary: "A brand's login image",
        querystring: z.object({
          brand: z.coerce.number().int().positive().max(INT4_MAX),
          /** The brand's update time (getBrand's login_image_url): a new image gets a new address. */
          v: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const image = await readLoginImage(ctx, request.query.brand);
      return sendFile(reply, image.data, {
        contentType: MIME[image.kind],
        disposition: "inline",
        cacheControl: "public, max-age=86400",
      });
    },
  );
}
