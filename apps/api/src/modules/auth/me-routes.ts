import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  envelope,
  INT4_MAX,
  sessionUserSchema,
  updateMeBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { authenticated, requireAuth } from "./auth-hooks.ts";
import { UPLOADED_AVATAR_NAME, updateMe, uploadAvatar } from "./my-profile.ts";
import { changePassword } from "./sessions.ts";

const security = [{ bearer: [] }];
const tags = ["my profile"];
const CHANGED = { it: "Password aggiornata.", en: "Password updated." };

/** My profile (§2.2 my_profile): names, avatar, password. */
export function registerMeRoutes(app: TypedApp, ctx: AppContext) {
  app.put(
    "/auth/me",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Update my names and/or my avatar choice (a built-in avatar, or "" for initials)',
        security,
        body: updateMeBodySchema,
        response: { 200: envelope(z.object({ user: sessionUserSchema })), ...errorResponses },
      },
    },
    async (request) => ok(await updateMe(ctx, requireAuth(request), request.body)),
  );

  app.post(
    "/auth/avatar",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Upload my picture (PNG, JPEG or WebP, at most 2 MB)",
        security,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ user: sessionUserSchema })), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await uploadAvatar(ctx, auth, await request.file()));
    },
  );

  app.get(
    "/users/:id/avatar/:name",
    {
      schema: {
        tags,
        summary: "A user's uploaded picture",
        params: z.object({
          id: z.coerce.number().int().positive().max(INT4_MAX),
          name: z.string().regex(UPLOADED_AVATAR_NAME),
        }),
      },
    },
    async (request, reply) => {
      const key = `users/${request.params.id}/${request.params.name}`;
      if (!(await ctx.storage.exists(key))) throw new AppError("common.not_found");
      const ext = request.params.name.split(".").pop() as "png" | "jpeg" | "webp";
      return sendFile(reply, await ctx.storage.get(key), {
        contentType: MIME[ext],
        disposition: "inline",
        cacheControl: "public, max-age=86400, immutable",
      });
    },
  );

  app.post(
    "/auth/changePassword",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Change my password: other sessions are signed out, this one gets a fresh token",
        security,
        body: changePasswordBodySchema,
        response: { 200: envelope(changePasswordResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await changePassword(ctx, requireAuth(request), request.body, request.ip), CHANGED[request.lang]),
  );
}
