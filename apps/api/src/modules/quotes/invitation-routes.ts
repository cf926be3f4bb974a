import { envelope, positionInvitationBodySchema, positionInvitationSchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, requireAuth, requireRoles } from "../auth/index.ts";
import { inviteToPosition } from "./invite-profile.ts";
import { QUOTE_CLIENT_ROLES } from "./quote-access.ts";

const MESSAGES = {
  invited: {
    it: "Invito inviato: l'azienda del profilo può proporlo con un preventivo.",
    en: "Invitation sent: the profile's company can propose it with a quote.",
  },
};

/** A client invites a profile to one of its positions (the profile detail and the compatible profiles). */
export function registerInvitationRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/profiles/:id/position-invitations",
    {
      onRequest: requireRoles(...QUOTE_CLIENT_ROLES),
      schema: {
        tags: ["quotes"],
        summary:
          "Invite a published profile to one of the company's published T&M positions: its company is notified and may propose it",
        security: [{ bearer: [] }],
        params: idParams,
        body: positionInvitationBodySchema,
        response: { 200: envelope(positionInvitationSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await inviteToPosition(ctx, actorOf(requireAuth(request)), request.params.id, request.body),
        MESSAGES.invited[request.lang],
      ),
  );
}
