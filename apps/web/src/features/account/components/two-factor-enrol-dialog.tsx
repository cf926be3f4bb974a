import { mfaEnableBodySchema } from "@mkt/contracts";
import { Box, CircularProgress, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useEnableTwoFactor, useStartEnrolment } from "../two-factor-api.ts";
import { TwoFactorCodeField } from "./two-factor-code-field.tsx";

type Values = { code: string };

export type TwoFactorEnrolDialogProps = { onClose: () => void; onEnabled: (codes: string[]) => void };

/** Enrolment: a new secret as QR code (and key to type), then the app's first code turns it on. */
export function TwoFactorEnrolDialog({ onClose, onEnabled }: TwoFactorEnrolDialogProps) {
  const { t } = useTranslation("two-factor");
  const language = useLanguage();
  const start = useStartEnrolment();
  const enable = useEnableTwoFactor();
  const started = useRef(false);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { code: "" },
    resolver: contractResolver<Values>(mfaEnableBodySchema),
  });

  const begin = start.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { recovery_codes } = await enable.mutateAsync(mfaEnableBodySchema.parse(values));
      onEnabled(recovery_codes);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["code"], language);
    }
  });

  const setup = start.data;
  const failure = start.error ?? (enable.error && !isFieldError(enable.error) ? enable.error : null);
  return (
    <FormDialog
      title={t("enrol.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={enable.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("enrol.submit")}
      submitDisabled={!setup}
      submitTestId="two-factor-enable-submit"
      testId="two-factor-enrol-dialog"
      error={failure}
    >
      <Stack spacing={2}>
        <Typography>{t("enrol.step1")}</Typography>
        <Box sx={{ display: "flex", justifyContent: "center", minHeight: 200, alignItems: "center" }}>
          {setup ? (
            <Box
              component="img"
              src={setup.qr_data_url}
              alt={t("enrol.qrAlt")}
              data-testid="two-factor-qr"
              sx={{ width: 200, height: 200, bgcolor: "common.white" }}
            />
          ) : start.isPending ? (
            <CircularProgress aria-label={t("enrol.loading")} />
          ) : null}
        </Box>
        {setup ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t("enrol.manual")}
            </Typography>
            <Typography
              data-testid="two-factor-secret"
              sx={{ fontFamily: "monospace", wordBreak: "break-all", fontSize: "0.95rem", mt: 0.5 }}
            >
              {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
            </Typography>
          </Box>
        ) : null}
        <Typography>{t("enrol.step2")}</Typography>
        <TwoFactorCodeField control={control} name="code" label={t("fields.code")} required autoFocus />
      </Stack>
    </FormDialog>
  );
}

/** A failure already shown under the code field needs no alert too. */
export function isFieldError(error: unknown): boolean {
  return isApiError(error) && error.fieldErrors.length > 0;
}
