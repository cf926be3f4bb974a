import { adminPageDescriptionSchema, envelope, LANGUAGES, pageHelpBodySchema, ROLE } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { listPageHelp, savePageHelp } from "./page-description-admin.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const pageParamsSchema = z.object({
  name_page: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(60, { message: "validation.too_long" }),
  language: z.enum(LANGUAGES, { message: "validation.language" }),
});

/** Back office `description_pages` (§2.6 page help, §3): Administrator and Admin Management read and edit. */
export function registerPageDescriptionAdminRoutes(app: TypedApp, ctx: AppContext) {
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  app.get(
    "/admin/description_pages",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Every page with its help texts and tutorial steps, in Italian and English",
        security,
        response: { 200: envelope(z.array(adminPageDescriptionSchema)), ...errorResponses },
      },
    },
    async () => ok(await listPageHelp(ctx.database.db)),
  );
  app.put(
    "/admin/description_pages/:name_page/:language",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Save (or create) one language version of a page's help texts (audited)",
        security,
        params: pageParamsSchema,
        body: pageHelpBodySchema,
        response: { 200: envelope(adminPageDescriptionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = { userId: auth.row.userId, assumedByUserId: auth.assumedByUserId, ip: request.ip };
      const { name_page, language } = request.params;
      return ok(await savePageHelp(ctx.database.db, actor, name_page, language, request.body));
    },
  );
}
