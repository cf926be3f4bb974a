import { sendConfirmEmailBodySchema } from "@mkt/contracts";
import { Button, Stack } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useResendConfirmation } from "../api.ts";

type ResendValues = { email: string };

/** Asks for a new confirmation e-mail (POST auth/sendConfirmEmailApi). */
export function ResendConfirmationForm() {
  const { t } = useTranslation("auth");
  const language = useLanguage();
  const resend = useResendConfirmation();
  const { control, handleSubmit, setError } = useForm<ResendValues>({
    defaultValues: { email: "" },
    resolver: contractResolver<ResendValues>(sendConfirmEmailBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(sendConfirmEmailBodySchema.parse(values).email);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["email"], language);
    }
  });

  if (resend.isSuccess) return <FormAlert severity="success">{t("confirm.resent")}</FormAlert>;

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
      {resend.isError ? <FormAlert>{errorText(resend.error, language)}</FormAlert> : null}
      <FormTextField
        control={control}
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" variant="outlined" disabled={resend.isPending}>
        {t("confirm.resend")}
      </Button>
    </Stack>
  );
}
