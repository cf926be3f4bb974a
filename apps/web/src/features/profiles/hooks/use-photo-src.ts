import { useEffect, useMemo } from "react";
import { useProfilePhoto } from "../api.ts";

/** An <img> source for a profile photo URL of the API (fetched with the session's token), or undefined. */
export function usePhotoSrc(url: string | null): string | undefined {
  const photo = useProfilePhoto(url);
  const src = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : undefined), [photo.data]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  return src;
}
