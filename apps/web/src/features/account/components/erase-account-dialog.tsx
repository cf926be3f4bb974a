import { eraseAccountBodySchema } from "@mkt/contracts";
import { Alert, Stack, Typography } from "@mui/material";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { hardNavigate } from "../../../shared/api/navigation.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { flashNoticeForNextPage } from "../../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { PasswordField } from "../../../shared/forms/password-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { clearSession } from "../../../shared/session/session-store.ts";
import { type EraseAccountInput, useEraseAccount } from "../privacy-api.ts";
import { confirmsEmail } from "../privacy-rules.ts";

const EMPTY: EraseAccountInput = { password: "", confirmation: "" };
const FIELDS = ["password", "confirmation"] as const;

/**
 * Erasing my account: what goes and what stays, the current password and the e-mail typed again. Once erased,
 * the local session ends and the browser goes to the landing page with a notice.
 */
export function EraseAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const erase = useEraseAccount();
  const { control, handleSubmit, setError } = useForm<EraseAccountInput>({
    defaultValues: EMPTY,
    resolver: contractResolver<EraseAccountInput>(eraseAccountBodySchema),
  });
  const typed = useWatch({ control, name: "confirmation" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    try {
      await erase.mutateAsync(values);
      clearSession();
      flashNoticeForNextPage({ message: t("privacy.erased"), severity: "success" });
      hardNavigate("/");
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  return (
    <FormDialog
      title={t("privacy.eraseTitle")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={erase.isPending}
      cancelLabel={t("privacy.cancel")}
      submitLabel={t("privacy.eraseSubmit")}
      submitColor="error"
      submitDisabled={!confirmsEmail(typed, email)}
      submitTestId="erase-account-submit"
      testId="erase-account-dialog"
      error={erase.error}
    >
      <Stack spacing={2}>
        <Alert severity="warning">{t("privacy.eraseWarning")}</Alert>
        <Typography variant="body2">{t("privacy.eraseKept")}</Typography>
        <PasswordField
          control={control}
          name="password"
          label={t("privacy.password")}
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="confirmation"
          label={t("privacy.confirmation", { email })}
          autoComplete="off"
          required
        />
      </Stack>
    </FormDialog>
  );
}
