import { randomUUID } from "node:crypto";
import { type Language, must } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { type IncomingFile, readUpload } from "../../storage/uploads.ts";
import { findProfileImageName, setLanguage, updateProfileFields } from "./account-queries.ts";
import type { AuthContext } from "./auth-context.ts";
import { findSessionRowById } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";

/** My profile (§2.2 my_profile): names, avatar and interface language of the signed-in user. */

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The stored name of an uploaded picture (built-in avatars are served by the web). */
export const UPLOADED_AVATAR_NAME = /^avatar-[0-9a-f-]{36}\.(png|jpeg|webp)$/;

async function sessionUser(ctx: AppContext, userId: number, returnUuid: string | null) {
  const row = must(await findSessionRowById(ctx.database.db, userId), "the signed-in user's session row");
  return toSessionUser(row, { returnUuid });
}

/** Deletes the stored file of an uploaded picture; built-in names and "" have none. */
async function removeUpload(ctx: AppContext, userId: number, imageName: string) {
  if (UPLOADED_AVATAR_NAME.test(imageName)) await ctx.storage.remove(`users/${userId}/${imageName}`);
}

export async function updateLanguage(ctx: AppContext, auth: AuthContext, language: Language) {
  const userId = auth.row.userId;
  await setLanguage(ctx.database.db, userId, language);
  return { user: await sessionUser(ctx, userId, auth.returnUuid) };
}

/** New names and/or avatar choice (a built-in avatar, or "" for initials): either replaces an uploaded picture. */
export async function updateMe(
  ctx: AppContext,
  auth: AuthContext,
  input: {
    firstname?: string | undefined;
    lastname?: string | undefined;
    profile_image_name?: string | undefined;
  },
) {
  const db = ctx.database.db;
  const userId = auth.row.userId;
  const avatarChosen = input.profile_image_name !== undefined;
  const previous = avatarChosen ? await findProfileImageName(db, userId) : null;
  const changes = {
    ...(input.firstname !== undefined ? { firstname: input.firstname } : {}),
    ...(input.lastname !== undefined ? { lastname: input.lastname } : {}),
    // A built-in avatar, or "" (initials): either replaces an uploaded picture.
    ...(avatarChosen ? { profileImageName: input.profile_image_name, profileImageUrl: null } : {}),
  };
  if (Object.keys(changes).length > 0) await updateProfileFields(db, userId, changes);
  if (previous && previous !== input.profile_image_name) await removeUpload(ctx, userId, previous);
  return { user: await sessionUser(ctx, userId, auth.returnUuid) };
}

/** An uploaded picture (PNG, JPEG or WebP, at most 2 MB) replaces the current one. */
export async function uploadAvatar(ctx: AppContext, auth: AuthContext, file: IncomingFile | undefined) {
  const db = ctx.database.db;
  const userId = auth.row.userId;
  const upload = await readUpload(file, { maxBytes: AVATAR_MAX_BYTES, kinds: ["png", "jpeg", "webp"] });
  const name = `avatar-${randomUUID()}.${upload.kind}`;
  await ctx.storage.put(`users/${userId}/${name}`, upload.data);
  const previous = await findProfileImageName(db, userId);
  await updateProfileFields(db, userId, {
    profileImageName: name,
    profileImageUrl: `/api/users/${userId}/avatar/${name}`,
  });
  if (previous) await removeUpload(ctx, userId, previous);
  return { user: await sessionUser(ctx, userId, auth.returnUuid) };
}
