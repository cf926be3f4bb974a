/** POST auth/avatar accepts these pictures, up to 2 MB. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, checked before sending it. */
export function avatarProblem(file: Pick<File, "type" | "size">): "wrongType" | "tooLarge" | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > AVATAR_MAX_BYTES) return "tooLarge";
  return null;
}
