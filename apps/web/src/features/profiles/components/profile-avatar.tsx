import { Avatar, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";
import { usePhotoSrc } from "../hooks/use-photo-src.ts";

export type ProfileAvatarProps = {
  photoUrl: string | null;
  /** A local image (a chosen file) shown instead of the saved photo. */
  previewSrc?: string | null;
  fallback: ReactNode;
  sx?: SxProps<Theme>;
};

/** The profile photo (loaded with the session's token) or initials. */
export function ProfileAvatar({ photoUrl, previewSrc, fallback, sx }: ProfileAvatarProps) {
  const src = usePhotoSrc(previewSrc ? null : photoUrl);
  return (
    <Avatar src={previewSrc ?? src} alt="" sx={sx}>
      {fallback}
    </Avatar>
  );
}
