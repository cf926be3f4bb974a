import Image from "@mui/icons-material/Image";
import { Box, Button, FormHelperText, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useUploadLoginImage } from "../api.ts";

export type LoginImageFieldProps = { brandId: number; current: string | null };

/**
 * A saved brand's login image (the picture of the sign-in page's side panel): chosen, it is uploaded at once and
 * replaces the previous one. PNG, JPEG or WebP up to 2 MB, checked by the API from the file's content.
 */
export function LoginImageField({ brandId, current }: LoginImageFieldProps) {
  const { t } = useTranslation("brands");
  const language = useLanguage();
  const { notify } = useNotice();
  const upload = useUploadLoginImage(brandId);
  const [url, setUrl] = useState(current);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (brand) => {
        setUrl(brand.login_image_url);
        notify(t("form.loginImageSaved"), "success");
      },
    });
  };
  return (
    <Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Button component="label" variant="outlined" startIcon={<Image />} disabled={upload.isPending}>
          {t("form.loginImage")}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp"
            data-testid="brand-login-image-input"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </Button>
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t("form.loginImagePreview")}
            data-testid="brand-login-image-preview"
            sx={{ height: 48, maxWidth: 160, objectFit: "cover", borderRadius: 1 }}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t("form.loginImageHint")}
        </Typography>
      </Stack>
      {upload.isError ? (
        <FormHelperText error role="alert" data-testid="brand-login-image-error">
          {errorText(upload.error, language)}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
