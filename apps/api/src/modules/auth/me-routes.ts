import { randomUUID } from "node:crypto";
import { changePasswordBodySchema, envelope, sessionUserSchema, updateMeBodySchema } from "@mkt/contracts";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { appUser, authSession } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { readUpload } from "../company/profile-service.ts";
import { authenticated, requireAuth } from "./authenticate.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { findSessionRowById } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";

const security = [{ bearer: [] }];
const tags = ["my profile"];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const CHANGED = { it: "Password aggiornata.", en: "Password updated." };

/** My profile (§2.2 my_profile): names, avatar, password. */
export function registerMeRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const sessionUser = async (userId: number, returnUuid: string | null) =>
    toSessionUser((await findSessionRowById(db, userId))!, { returnUuid });

  app.put(
    "/auth/me",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Update my names and built-in avatar",
        security,
        body: updateMeBodySchema,
        response: { 200: envelope(z.object({ user: sessionUserSchema })), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const b = request.body;
      await db
        .update(appUser)
        .set({
          firstname: b.firstname,
          lastname: b.lastname,
          ...(b.profile_image_name ? { profileImageName: b.profile_image_name, profileImageUrl: null } : {}),
        })
        .where(eq(appUser.id, auth.row.userId));
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
      const upload = await readUpload(await request.file(), AVATAR_MAX_BYTES, ["png", "jpeg", "webp"]);
      const name = `avatar-${randomUUID()}.${upload.kind}`;
      await ctx.storage.put(`users/${auth.row.userId}/${name}`, upload.data);
      const [previous] = await db
        .select({ name: appUser.profileImageName })
        .from(appUser)
        .where(eq(appUser.id, auth.row.userId));
      await db
        .update(appUser)
        .set({ profileImageName: name, profileImageUrl: `/api/users/${auth.row.userId}/avatar/${name}` })
        .where(eq(appUser.id, auth.row.userId));
      if (
        previous?.name.startsWith("avatar-") &&
        previous.name.includes(".") &&
        !previous.name.endsWith(".svg")
      ) {
        await ctx.storage.remove(`users/${auth.row.userId}/${previous.name}`);
      }
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
          name: z.string().regex(/^avatar-[0-9a-f-]{36}\.(png|jpeg|webp)$/),
        }),
      },
    },
    async (request, reply) => {
      const key = `users/${request.params.id}/${request.params.name}`;
      if (!(await ctx.storage.exists(key))) throw new AppError("common.not_found");
      const ext = request.params.name.split(".").pop() as "png" | "jpeg" | "webp";
      return reply
        .type(MIME[ext])
        .header("cache-control", "public, max-age=86400, immutable")
        .send(await ctx.storage.get(key));
    },
  );

  app.post(
    "/auth/changePassword",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Change my password (other sessions are signed out)",
        security,
        body: changePasswordBodySchema,
        response: { 200: envelope(z.object({ changed: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!(await verifyPassword(auth.row.passwordHash, request.body.current_password))) {
        throw new AppError("auth.wrong_password", {
          status: 400,
          fieldErrors: [{ field: "current_password", code: "auth.wrong_password", message: "" }],
        });
      }
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx.update(appUser).set({ passwordHash }).where(eq(appUser.id, auth.row.userId));
        await tx
          .update(authSession)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(authSession.userId, auth.row.userId),
              ne(authSession.id, auth.sessionId),
              isNull(authSession.revokedAt),
            ),
          );
      });
      return ok({ changed: true as const }, CHANGED[request.lang]);
    },
  );
}
