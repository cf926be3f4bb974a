import { type BuiltInAvatar, isBuiltInAvatar } from "@mkt/contracts";

/** POST auth/avatar accepts these pictures, up to 2 MB. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, checked before sending it. */
export function avatarProblem(file: Pick<File, "type" | "size">): "wrongType" | "tooLarge" | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}

/** The avatar options of My profile: initials (no choice), a built-in avatar, or an uploaded picture. */
export type AvatarChoice = "initials" | BuiltInAvatar | "picture";

/** Which option the stored user has chosen ("" or an unknown name: initials). */
export function avatarChoiceOf(user: {
  profile_image_name: string;
  profile_image_url: string | null;
}): AvatarChoice {
  if (isBuiltInAvatar(user.profile_image_name)) return user.profile_image_name;
  if (user.profile_image_name && user.profile_image_url) return "picture";
  return "initials";
}
