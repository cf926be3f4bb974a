import { isBuiltInAvatar, type SessionUser } from "@mkt/contracts";
import { Avatar } from "@mui/material";

type AvatarUser = Pick<SessionUser, "firstname" | "lastname" | "profile_image_name" | "profile_image_url">;

/** Where the web serves the built-in avatars (§3 avatar-woman.svg / avatar-man.svg): apps/web/public/avatars. */
export const builtInAvatarUrl = (name: string) => `/avatars/${name}`;

/**
 * What a user's avatar shows: the uploaded picture, the chosen built-in avatar, or (no choice, "" or an
 * unknown name) the initials.
 */
export function avatarPicture(user: AvatarUser): string | null {
  if (isBuiltInAvatar(user.profile_image_name)) return builtInAvatarUrl(user.profile_image_name);
  if (user.profile_image_name && user.profile_image_url) return user.profile_image_url;
  return null;
}

export const initialsOf = (user: Pick<SessionUser, "firstname" | "lastname">) =>
  `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();

export type UserAvatarProps = { user: AvatarUser; size?: number };

/** The signed-in user's avatar (top bar, menus, My profile); decorative: the name is always written nearby. */
export function UserAvatar({ user, size = 40 }: UserAvatarProps) {
  const picture = avatarPicture(user);
  return (
    <Avatar
      src={picture ?? undefined}
      alt=""
      data-testid="user-avatar"
      data-avatar={picture ? (isBuiltInAvatar(user.profile_image_name) ? "built-in" : "picture") : "initials"}
      sx={{
        width: size,
        height: size,
        // Also the background of the initials shown while a picture loads or if it fails.
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontSize: size * 0.4,
      }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
