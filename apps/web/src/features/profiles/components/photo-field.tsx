import PhotoCamera from "@mui/icons-material/PhotoCamera";
import { Alert, Button, LinearProgress, Stack, Typography } from "@mui/material";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptOf, checkUpload, megabytes, PHOTO_RULE } from "../file-rules.ts";
import { ProfileAvatar } from "./profile-avatar.tsx";

export type PhotoFieldProps = {
  /** The saved photo. */
  photoUrl: string | null;
  /** A chosen photo not uploaded yet (new profiles upload it after the first save). */
  pendingFile: File | null;
  onPick: (file: File) => void;
  uploading: boolean;
  error: string | null;
  initials: string;
};

/** The profile photo: saved or chosen image, a picker with type/size checks, and upload state. */
export function PhotoField({ photoUrl, pendingFile, onPick, uploading, error, initials }: PhotoFieldProps) {
  const { t } = useTranslation("profiles");
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (pendingFile ? URL.createObjectURL(pendingFile) : null), [pendingFile]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const issue = checkUpload(file, PHOTO_RULE);
    if (issue) {
      setProblem(t(`upload.errors.${issue}`, { max: megabytes(PHOTO_RULE.maxBytes) }));
      return;
    }
    setProblem(null);
    onPick(file);
  };

  const shown = preview ?? photoUrl;
  const message = problem ?? error;
  return (
    <Stack
      spacing={1}
      sx={{ alignItems: "center", width: { xs: "100%", md: 160 } }}
      data-testid="photo-field"
    >
      <ProfileAvatar
        photoUrl={photoUrl}
        previewSrc={preview}
        fallback={initials || <PhotoCamera fontSize="large" />}
        sx={{ width: 112, height: 112, fontSize: 36 }}
      />
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        accept={acceptOf(PHOTO_RULE)}
        onChange={onChange}
        data-testid="photo-input"
      />
      <Button size="small" variant="outlined" onClick={() => inputRef.current?.click()} disabled={uploading}>
        {shown ? t("photo.change") : t("photo.choose")}
      </Button>
      {uploading ? <LinearProgress sx={{ width: "100%" }} aria-label={t("photo.uploading")} /> : null}
      {pendingFile && !uploading ? (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("photo.pending")}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("photo.hint", { max: megabytes(PHOTO_RULE.maxBytes) })}
        </Typography>
      )}
      {message ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {message}
        </Alert>
      ) : null}
    </Stack>
  );
}
