import BusinessIcon from "@mui/icons-material/Business";
import UploadIcon from "@mui/icons-material/Upload";
import { Alert, Avatar, Box, Button, LinearProgress, Stack, Typography } from "@mui/material";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUploadLogo } from "../api.ts";
import { acceptOf, checkUpload, LOGO_RULE, megabytes } from "../upload-rules.ts";

export type LogoFieldProps = { userId: number; logoUrl: string | null; companyName: string };

/**
 * The company logo: the saved one (or a placeholder), a local preview while a new one uploads with its
 * progress, and translated type/size errors. The upload is saved at once.
 */
export function LogoField({ userId, logoUrl, companyName }: LogoFieldProps) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLogo(userId, setProgress);

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
    const issue = checkUpload(file, LOGO_RULE);
    if (issue) {
      setProblem(t(`logo.errors.${issue}`, { max: megabytes(LOGO_RULE.maxBytes) }));
      return;
    }
    setProblem(null);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setPreview(null),
      onError: (error) => {
        setPreview(null);
        setProblem(errorText(error, language));
      },
    });
  };

  const shown = preview ?? logoUrl;
  return (
    <Stack spacing={1.5} data-testid="logo-field">
      <Typography variant="subtitle2" component="h3">
        {t("logo.label")}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar
          variant="rounded"
          src={shown ?? undefined}
          alt={shown ? t("logo.alt", { name: companyName }) : undefined}
          sx={{
            width: 96,
            height: 96,
            bgcolor: "grey.100",
            color: "text.secondary",
            border: 1,
            borderColor: "divider",
            "& img": { objectFit: "contain" },
          }}
          data-testid="logo-preview"
          data-has-logo={shown ? "1" : "0"}
        >
          <BusinessIcon fontSize="large" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={acceptOf(LOGO_RULE)}
            hidden
            onChange={onChange}
            data-testid="logo-input"
          />
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={upload.isPending}
          >
            {logoUrl ? t("logo.change") : t("logo.choose")}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t("logo.hint", { max: megabytes(LOGO_RULE.maxBytes) })}
          </Typography>
        </Box>
      </Stack>
      {upload.isPending ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t("logo.uploading")}
            data-testid="logo-progress"
          />
          <Typography variant="caption" color="text.secondary">
            {t("logo.progress", { percent: progress })}
          </Typography>
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" data-testid="logo-error">
          {problem}
        </Alert>
      ) : null}
      {upload.isSuccess && !problem ? (
        <Typography variant="body2" color="success.main" role="status" data-testid="logo-saved">
          {t("logo.saved")}
        </Typography>
      ) : null}
    </Stack>
  );
}
