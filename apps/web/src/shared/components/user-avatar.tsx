import type { SessionUser } from "@mkt/contracts";
import { Avatar } from "@mui/material";

/** The built-in avatar names (§3) carry no picture of the person: initials are shown for them. */
const BUILT_IN_AVATARS = new Set(["avatar-woman.svg", "avatar-man.svg"]);

export type UserAvatarProps = {
  user: Pick<SessionUser, "firstname" | "lastname" | "profile_image_name" | "profile_image_url">;
  size?: number;
};

export function UserAvatar({ user, size = 40 }: UserAvatarProps) {
  const initials = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  const picture =
    user.profile_image_url && !BUILT_IN_AVATARS.has(user.profile_image_name)
      ? user.profile_image_url
      : undefined;
  return (
    <Avatar
      src={picture}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontSize: size * 0.4,
      }}
    >
      {initials}
    </Avatar>
  );
}
