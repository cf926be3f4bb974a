import type { SessionUser } from "@mkt/contracts";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import { Avatar, Button, Card, CardContent, FormHelperText, Stack, Typography } from "@mui/material";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { UserAvatar } from "../../../shared/components/user-avatar.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUploadAvatar } from "../api.ts";
import { AVATAR_TYPES, avatarProblem } from "../avatar-rules.ts";

export type AvatarCardProps = { user: SessionUser };

/** My profile picture: choose a file, see the preview, upload it (POST auth/avatar). */
export function AvatarCard({ user }: AvatarCardProps) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { notify } = useNotice();
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const reason = avatarProblem(chosen);
    setProblem(reason ? t(`avatar.${reason}`) : null);
    if (reason) clear();
    else setFile(chosen);
  };

  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        notify(t("avatar.uploaded"), "success");
      },
      onError: (error) => setProblem(errorText(error, language)),
    });
  };

  return (
    <Card data-testid="avatar-card" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("avatar.heading")}
        </Typography>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: "center", mb: 2 }}>
          {preview ? (
            <Avatar
              src={preview}
              alt={t("avatar.preview")}
              sx={{ width: 96, height: 96 }}
              data-testid="avatar-preview"
            />
          ) : (
            <UserAvatar user={user} size={96} />
          )}
          <Typography variant="body2" color="text.secondary">
            {preview ? t("avatar.preview") : t("avatar.current")}
            <br />
            {t("avatar.hint")}
          </Typography>
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          hidden
          onChange={onChoose}
          aria-describedby={problem ? errorId : undefined}
          data-testid="avatar-input"
        />
        {problem ? (
          <FormHelperText error role="alert" id={errorId} sx={{ mb: 1 }}>
            {problem}
          </FormHelperText>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {file ? (
            <>
              <Button
                variant="contained"
                onClick={onUpload}
                disabled={upload.isPending}
                data-testid="avatar-upload"
              >
                {t("avatar.upload")}
              </Button>
              <Button onClick={clear} disabled={upload.isPending}>
                {t("avatar.cancel")}
              </Button>
            </>
          ) : (
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => inputRef.current?.click()}
              data-testid="avatar-choose"
            >
              {t("avatar.choose")}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
