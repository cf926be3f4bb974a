import {
  envelope,
  OPEN_LIMITS,
  openCollaborationRequestSchema,
  openCollaborationSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { hit } from "../../lib/rate-limit.ts";
import { readOpenCollaboration } from "../collaborations/index.ts";

/**
 * POST open/getDetailCollaborationOpen (issue 16 item 6): public on purpose, the collaboration link's signed token
 * (mailed to a client user) is the credential; counted per IP with the open writes (OPEN_LIMITS.postsPerIp).
 */
export function registerOpenCollaborationRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/open/getDetailCollaborationOpen",
    {
      schema: {
        tags: ["open"],
        summary: "A collaboration, read-only, from the link mailed to one of its client users",
        body: openCollaborationRequestSchema,
        response: { 200: envelope(openCollaborationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const db = ctx.database.db;
      await hit(db, "open_post_ip", request.ip, OPEN_LIMITS.postsPerIp, "open.rate_limited");
      return ok(await readOpenCollaboration(db, ctx.tokens, request.body.token));
    },
  );
}
