import { forgotPasswordBodySchema } from "@mkt/contracts";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useDocumentTitle } from "../../../shared/components/use-document-title.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useForgotPassword } from "../api.ts";

type ForgotValues = { email: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  useDocumentTitle(t("forgot.title"));
  const language = useLanguage();
  const forgot = useForgotPassword();
  const { control, handleSubmit, setError, getValues } = useForm<ForgotValues>({
    defaultValues: { email: "" },
    resolver: contractResolver<ForgotValues>(forgotPasswordBodySchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    const { email } = forgotPasswordBodySchema.parse(values);
    try {
      await forgot.mutateAsync(email);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["email"], language);
    }
  });

  if (forgot.isSuccess) {
    return (
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }} role="status">
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("forgot.sentTitle")}
        </Typography>
        <Typography color="text.secondary">
          {t("forgot.sentText", { email: getValues("email").trim() })}
        </Typography>
        <Button component={RouterLink} to="/authentication/login" variant="contained">
          {t("common.backToLogin")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t("forgot.title")}
        </Typography>
        <Typography color="text.secondary">{t("forgot.subtitle")}</Typography>
      </Box>
      {forgot.isError ? <FormAlert>{errorText(forgot.error, language)}</FormAlert> : null}
      <FormTextField
        control={control}
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
        {t("forgot.submit")}
      </Button>
      <Link component={RouterLink} to="/authentication/login" variant="body2" sx={{ textAlign: "center" }}>
        {t("common.backToLogin")}
      </Link>
    </Stack>
  );
}
