import { mfaRecoveryCodesBodySchema } from "@mkt/contracts";
import { Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRegenerateRecoveryCodes } from "../two-factor-api.ts";
import { TwoFactorCodeField } from "./two-factor-code-field.tsx";
import { isFieldError } from "./two-factor-enrol-dialog.tsx";

type Values = { code: string };

/** New recovery codes (the old ones stop working), confirmed with an app code. */
export function TwoFactorRegenerateDialog({
  onClose,
  onCodes,
}: {
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation("two-factor");
  const language = useLanguage();
  const regenerate = useRegenerateRecoveryCodes();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { code: "" },
    resolver: contractResolver<Values>(mfaRecoveryCodesBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCodes((await regenerate.mutateAsync(mfaRecoveryCodesBodySchema.parse(values))).recovery_codes);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["code"], language);
    }
  });

  return (
    <FormDialog
      title={t("regenerate.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={regenerate.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("regenerate.submit")}
      submitTestId="two-factor-regenerate-submit"
      testId="two-factor-regenerate-dialog"
      error={isFieldError(regenerate.error) ? null : regenerate.error}
    >
      <Stack spacing={2}>
        <Typography>{t("regenerate.text")}</Typography>
        <TwoFactorCodeField control={control} name="code" label={t("fields.code")} required autoFocus />
      </Stack>
    </FormDialog>
  );
}
