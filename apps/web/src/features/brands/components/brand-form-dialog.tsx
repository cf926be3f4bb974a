import { BRAND_COLOR_KEYS, BRAND_KINDS, BRAND_LOGO_MAX, brandBodySchema } from "@mkt/contracts";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, FormHelperText, Grid, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type BrandAdmin, useSaveBrand } from "../api.ts";
import {
  BRAND_FORM_FIELDS,
  type BrandFormValues,
  brandBody,
  brandFormValues,
  EMPTY_BRAND,
} from "../brand-form.ts";
import { LoginImageField } from "./login-image-field.tsx";

export type BrandFormDialogProps = {
  /** The brand to edit, or null for a new one. */
  brand: BrandAdmin | null;
  onClose: () => void;
};

/** A colour input: the #rrggbb text with a swatch of the colour beside it. */
function ColorSwatch({ value }: { value: string }) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <Box
      aria-hidden
      sx={{
        width: 20,
        height: 20,
        borderRadius: 1,
        border: 1,
        borderColor: "divider",
        flexShrink: 0,
        bgcolor: valid ? value : "transparent",
      }}
    />
  );
}

/**
 * Administrator: a brand's name, host pattern, kind, the colours of §1 (each checked for contrast with the text it
 * carries), logo (SVG), sales mailbox, analytics switch and whether it is the default. The logo is previewed as an
 * image, which runs no script.
 */
export function BrandFormDialog({ brand, onClose }: BrandFormDialogProps) {
  const { t } = useTranslation("brands");
  const language = useLanguage();
  const { notify } = useNotice();
  const save = useSaveBrand();
  const [logoName, setLogoName] = useState("");
  const form = useForm<BrandFormValues>({
    defaultValues: brand ? brandFormValues(brand) : EMPTY_BRAND,
    resolver: contractResolver(brandBodySchema, brandBody),
  });
  const colors = useWatch({ control: form.control, name: "colors" });
  const logo = useWatch({ control: form.control, name: "logo_svg" });
  const kind = useWatch({ control: form.control, name: "kind" });
  const logoError = form.formState.errors.logo_svg?.message;
  const preview = logo
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(logo)}`
    : (brand?.logo_url ?? null);

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > BRAND_LOGO_MAX) {
      form.setError("logo_svg", { message: t("form.logoTooLarge") });
      return;
    }
    setLogoName(file.name);
    form.setValue("logo_svg", await file.text(), { shouldValidate: true, shouldDirty: true });
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: brand?.id ?? null, body: brandBody(values) },
      {
        onSuccess: () => {
          notify(t(brand ? "form.updated" : "form.created"), "success");
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, BRAND_FORM_FIELDS, language))
            notify(errorText(error, language), "error");
        },
      },
    ),
  );

  return (
    <FormDialog
      title={brand ? t("form.editTitle", { name: brand.name }) : t("form.createTitle")}
      onClose={onClose}
      onSubmit={submit}
      cancelLabel={t("form.cancel")}
      submitLabel={t("form.save")}
      submitDisabled={save.isPending}
      pending={save.isPending}
      submitTestId="brand-save"
      testId="brand-dialog"
      maxWidth="md"
      fullScreenOnPhone
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t("form.name")}
            required
            slotProps={{ htmlInput: { maxLength: 80, "data-testid": "brand-name" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="host_pattern"
            label={t("form.host")}
            helperText={t("form.hostHint")}
            slotProps={{ htmlInput: { maxLength: 200, "data-testid": "brand-host" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="kind"
            label={t("form.kind")}
            data-testid="brand-kind"
            options={BRAND_KINDS.map((value) => ({
              value,
              label: t(`kinds.${value}`),
              testId: `brand-kind-${value}`,
            }))}
          />
          <FormHelperText>{t(`kindHints.${kind}`)}</FormHelperText>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="sales_email"
            label={t("form.salesEmail")}
            helperText={t("form.salesEmailHint")}
            slotProps={{
              htmlInput: { maxLength: 254, inputMode: "email", "data-testid": "brand-sales-email" },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox control={form.control} name="analytics_enabled" label={t("form.analytics")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCheckbox control={form.control} name="is_default" label={t("form.isDefault")} />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t("form.colours")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("form.coloursHint")}
          </Typography>
        </Grid>
        {BRAND_COLOR_KEYS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={form.control}
              name={`colors.${key}`}
              label={t(`colors.${key}`)}
              required
              slotProps={{
                input: { startAdornment: <ColorSwatch value={colors[key]} /> },
                htmlInput: { maxLength: 7, "data-testid": `brand-color-${key}`, style: { marginLeft: 8 } },
              }}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              {t("form.logo")}
              <input
                hidden
                type="file"
                accept=".svg,image/svg+xml"
                data-testid="brand-logo-input"
                onChange={(e) => void chooseLogo(e.target.files?.[0])}
              />
            </Button>
            {preview ? (
              <Box
                component="img"
                src={preview}
                alt={t("form.logoPreview")}
                data-testid="brand-logo-preview"
                sx={{ height: 40, maxWidth: 200, objectFit: "contain" }}
              />
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {logoName || t("form.logoHint")}
            </Typography>
          </Stack>
          {logoError ? (
            <FormHelperText error role="alert" data-testid="brand-logo-error">
              {logoError}
            </FormHelperText>
          ) : null}
        </Grid>
        <Grid size={12}>
          {brand ? (
            <LoginImageField brandId={brand.id} current={brand.login_image_url} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("form.loginImageLater")}
            </Typography>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
