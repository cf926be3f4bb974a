import { AVATARS, type BuiltInAvatar, isBuiltInAvatar, type SessionUser } from "@mkt/contracts";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { builtInAvatarUrl, initialsOf, UserAvatar } from "../../../shared/components/user-avatar.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUpdateMe, useUploadAvatar } from "../api.ts";
import { AVATAR_TYPES, type AvatarChoice, avatarChoiceOf, avatarProblem } from "../avatar-rules.ts";

export type AvatarCardProps = { user: SessionUser };

const CHOICES: AvatarChoice[] = ["initials", ...AVATARS, "picture"];
const CHOICE_KEYS: Record<AvatarChoice, "initials" | "woman" | "man" | "picture"> = {
  initials: "initials",
  "avatar-woman.svg": "woman",
  "avatar-man.svg": "man",
  picture: "picture",
};

/**
 * My profile avatar (§2.2 my_profile): initials, a built-in avatar (saved with PUT auth/me) or an uploaded
 * picture (POST auth/avatar), shown everywhere the user's avatar appears.
 */
export function AvatarCard({ user }: AvatarCardProps) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const { notify } = useNotice();
  const upload = useUploadAvatar();
  const update = useUpdateMe();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const labelId = useId();
  const current = avatarChoiceOf(user);
  const [choice, setChoice] = useState<AvatarChoice>(current);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const busy = upload.isPending || update.isPending;
  const uploadedUrl = current === "picture" ? user.profile_image_url : null;

  // A saved choice (here or in another tab) becomes the selection.
  useEffect(() => setChoice(current), [current]);

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

  const onChoice = (event: ChangeEvent<HTMLInputElement>) => {
    setChoice(event.target.value as AvatarChoice);
    setProblem(null);
    clear();
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

  const onSave = () => {
    if (choice === "picture") return;
    const name: "" | BuiltInAvatar = choice === "initials" ? "" : choice;
    update.mutate(
      { profile_image_name: name },
      {
        onSuccess: () => notify(t("avatar.saved"), "success"),
        onError: (error) => setProblem(errorText(error, language)),
      },
    );
  };

  const big = 96;
  let shown = <UserAvatar user={user} size={big} />;
  if (preview) shown = <Avatar src={preview} alt="" sx={{ width: big, height: big }} />;
  else if (choice !== current) shown = <ChoiceAvatar user={user} choice={choice} size={big} />;

  return (
    <Card data-testid="avatar-card" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t("avatar.heading")}
        </Typography>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: "center", mb: 2 }}>
          <Box data-testid="avatar-preview">{shown}</Box>
          <Typography variant="body2" color="text.secondary">
            {preview || choice !== current ? t("avatar.preview") : t("avatar.current")}
          </Typography>
        </Stack>
        <FormControl component="fieldset" fullWidth>
          <FormLabel id={labelId} sx={{ mb: 1 }}>
            {t("avatar.choiceLabel")}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="avatar-choice"
            value={choice}
            onChange={onChoice}
            // As many columns as the card's width holds (two in the narrow card beside the personal details).
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(136px, 1fr))", gap: 1 }}
            data-testid="avatar-choices"
          >
            {CHOICES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                disabled={busy}
                control={<Radio size="small" />}
                data-testid={`avatar-choice-${CHOICE_KEYS[value]}`}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <ChoiceAvatar user={user} choice={value} size={32} />
                    <span>{t(`avatar.choices.${CHOICE_KEYS[value]}`)}</span>
                  </Stack>
                }
                sx={{
                  m: 0,
                  pr: 1,
                  border: 1,
                  borderRadius: 1,
                  borderColor: choice === value ? "primary.main" : "divider",
                  bgcolor: choice === value ? "action.selected" : "transparent",
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
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
          <FormHelperText error role="alert" id={errorId} sx={{ mt: 1 }}>
            {problem}
          </FormHelperText>
        ) : null}
        <Box sx={{ mt: 2 }}>
          {choice === "picture" ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {uploadedUrl && !file ? t("avatar.replaceHint") : t("avatar.hint")}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                {file ? (
                  <>
                    <Button
                      variant="contained"
                      onClick={onUpload}
                      disabled={busy}
                      data-testid="avatar-upload"
                    >
                      {t("avatar.upload")}
                    </Button>
                    <Button onClick={clear} disabled={busy}>
                      {t("avatar.cancel")}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<PhotoCameraOutlined />}
                    onClick={() => inputRef.current?.click()}
                    disabled={busy}
                    data-testid="avatar-choose"
                  >
                    {t("avatar.choose")}
                  </Button>
                )}
              </Stack>
            </>
          ) : (
            <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
              <Button
                variant="contained"
                onClick={onSave}
                disabled={busy || choice === current}
                data-testid="avatar-save"
              >
                {t("avatar.save")}
              </Button>
            </Stack>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** How one choice looks for this user (the picture option shows the uploaded picture, if any). */
function ChoiceAvatar({ user, choice, size }: { user: SessionUser; choice: AvatarChoice; size: number }) {
  const sx = { width: size, height: size, fontSize: size * 0.4, bgcolor: "primary.main" };
  if (isBuiltInAvatar(choice)) return <Avatar src={builtInAvatarUrl(choice)} alt="" sx={sx} />;
  if (choice === "picture") {
    const url = avatarChoiceOf(user) === "picture" ? user.profile_image_url : null;
    return url ? (
      <Avatar src={url} alt="" sx={sx} />
    ) : (
      <Avatar alt="" sx={{ ...sx, bgcolor: "action.selected", color: "text.secondary" }}>
        <PhotoCameraOutlined sx={{ fontSize: size * 0.55 }} />
      </Avatar>
    );
  }
  return (
    <Avatar alt="" sx={{ ...sx, color: "primary.contrastText" }}>
      {initialsOf(user)}
    </Avatar>
  );
}
