import type { AppContext } from "../../lib/context.ts";
import type { TypedApp } from "../../lib/http.ts";
import { addMailLinkHook } from "../notifications/index.ts";
import { registerCollaborationLifecycleRoutes } from "./collaboration-routes.ts";
import { registerInterviewRoutes } from "./interview-routes.ts";
import { collaborationMailLink } from "./open-link.ts";
import { registerReviewRoutes } from "./review-routes.ts";

/** Collaborations, interviews, feedback and employee reviews (issue 7). */
export function registerCollaborationRoutes(app: TypedApp, ctx: AppContext) {
  registerCollaborationLifecycleRoutes(app, ctx);
  registerInterviewRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  // Collaboration notices mailed to a client user carry the open (read-only, signed) link: open-link.ts.
  addMailLinkHook(ctx.bus, collaborationMailLink);
}
