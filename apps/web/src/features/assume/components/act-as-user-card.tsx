import { emailSchema } from "@mkt/contracts";
import SupervisorAccountOutlined from "@mui/icons-material/SupervisorAccountOutlined";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { isApiError } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { appPathOf, useStoreParamLogin } from "../api.ts";

const actAsSchema = z.object({ email: emailSchema });
type ActAsValues = { email: string };

/** Staff (§1, §4): open a session as another user by e-mail; the API records it in the audit log. */
export function ActAsUserCard() {
  const { t } = useTranslation("assume");
  const language = useLanguage();
  const navigate = useNavigate();
  const store = useStoreParamLogin();
  const { control, handleSubmit, setError } = useForm<ActAsValues>({
    defaultValues: { email: "" },
    resolver: contractResolver<ActAsValues>(actAsSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { url } = await store.mutateAsync(actAsSchema.parse(values).email);
      navigate(appPathOf(url));
    } catch (error) {
      applyServerFieldErrors(error, setError, ["email"], language);
    }
  });
  const failure = store.error;
  const showAlert = failure && !(isApiError(failure) && failure.fieldErrors.length > 0);

  return (
    <Card data-testid="act-as-user-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <SupervisorAccountOutlined color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("card.title")}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t("card.text")}
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ alignItems: { sm: "flex-start" } }}
          aria-label={t("card.title")}
        >
          <FormTextField
            control={control}
            name="email"
            label={t("card.email")}
            type="email"
            autoComplete="off"
            required
            size="small"
          />
          <Button
            type="submit"
            variant="contained"
            disabled={store.isPending}
            sx={{ flexShrink: 0, minHeight: 40 }}
            data-testid="act-as-submit"
          >
            {store.isPending ? t("card.submitting") : t("card.submit")}
          </Button>
        </Stack>
        {showAlert ? (
          <Stack sx={{ mt: 2 }}>
            <FormAlert key={isApiError(failure) ? failure.code : "error"}>
              {errorText(failure, language)}
            </FormAlert>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
