import { randomUUID } from "node:crypto";
import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  envelope,
  sessionUserSchema,
  updateMeBodySchema,
} from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { appUser } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { authenticated, requireAuth } from "./authenticate.ts";
import { findSessionRowById } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";
import { changePassword } from "./sessions.ts";

const security = [{ bearer: [] }];
const tags = ["my profile"];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The stored name of an uploaded picture (built-in avatars are served by the web). */
const UPLOADED_NAME = /^avatar-[0-9a-f-]{36}\.(png|jpeg|webp)$/;
const CHANGED = { it: "Password aggiornata.", en: "Password updated." };

/** My profile (§2.2 my_profile): names, avatar, password. */
export function registerMeRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const sessionUser = async (userId: number, returnUuid: string | null) =>
    toSessionUser((await findSessionRowById(db, userId))!, { returnUuid });
  const currentImageName = async (userId: number) => {
    const [row] = await db
      .select({ name: appUser.profileImageName })
      .from(appUser)
      .where(eq(appUser.id, userId));
    return row?.name ?? null;
  };
  /** Deletes the stored file of an uploaded picture; built-in names and "" have none. */
  const removeUpload = async (userId: number, imageName: string) => {
    if (UPLOADED_NAME.test(imageName)) await ctx.storage.remove(`users/${userId}/${imageName}`);
  };

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
    async (request) => {
      const auth = requireAuth(request);
      const b = request.body;
      const avatarChosen = b.profile_image_name !== undefined;
      const previous = avatarChosen ? await currentImageName(auth.row.userId) : null;
      const changes = {
        ...(b.firstname !== undefined ? { firstname: b.firstname } : {}),
        ...(b.lastname !== undefined ? { lastname: b.lastname } : {}),
        // A built-in avatar, or "" (initials): either replaces an uploaded picture.
        ...(avatarChosen ? { profileImageName: b.profile_image_name, profileImageUrl: null } : {}),
      };
      if (Object.keys(changes).length > 0)
        await db.update(appUser).set(changes).where(eq(appUser.id, auth.row.userId));
      if (previous && previous !== b.profile_image_name) await removeUpload(auth.row.userId, previous);
      return ok({ user: await sessionUser(auth.row.userId, auth.returnUuid) });
    },
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
      const upload = await readUpload(await request.file(), {
        maxBytes: AVATAR_MAX_BYTES,
        kinds: ["png", "jpeg", "webp"],
      });
      const name = `avatar-${randomUUID()}.${upload.kind}`;
      await ctx.storage.put(`users/${auth.row.userId}/${name}`, upload.data);
      const previous = await currentImageName(auth.row.userId);
      await db
        .update(appUser)
        .set({ profileImageName: name, profileImageUrl: `/api/users/${auth.row.userId}/avatar/${name}` })
        .where(eq(appUser.id, auth.row.userId));
      if (previous) await removeUpload(auth.row.userId, previous);
      return ok({ user: await sessionUser(auth.row.userId, auth.returnUuid) });
    },
  );

  app.get(
    "/users/:id/avatar/:name",
    {
      schema: {
        tags,
        summary: "A user's uploaded picture",
        params: z.object({
          id: z.coerce.number().int().positive(),
          name: z.string().regex(UPLOADED_NAME),
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
