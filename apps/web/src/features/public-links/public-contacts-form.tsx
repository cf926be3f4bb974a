import { type Language, type PublicLinkViewer, publicLinkContactBodySchema } from "@mkt/contracts";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormCheckbox } from "../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { errorText } from "../../shared/i18n/error-text.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useSaveLinkContacts } from "./api.ts";

type Values = { firstname: string; lastname: string; company_name: string; email: string; consent: boolean };
const FIELDS = ["firstname", "lastname", "company_name", "email", "consent"] as const;
const toBody = (v: Values, token: string, language: Language) => ({ ...v, token, language });

/** The visitor's contacts, asked before the link's profiles (spec §7 publicLinkProfile/saveContacts). */
export function PublicContactsForm({
  token,
  onViewer,
  position = false,
}: {
  token: string;
  onViewer: (viewer: PublicLinkViewer) => void;
  /** A position link: the texts name the position too. */
  position?: boolean;
}) {
  const { t } = useTranslation("public-links");
  const language = useLanguage();
  const save = useSaveLinkContacts();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    mode: "onTouched",
    defaultValues: { firstname: "", lastname: "", company_name: "", email: "", consent: false },
    resolver: contractResolver<Values>(publicLinkContactBodySchema, (v) => toBody(v, token, language)),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onViewer(await save.mutateAsync(publicLinkContactBodySchema.parse(toBody(values, token, language))));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS, language)) setProblem(error);
    }
  });
  return (
    <Card sx={{ maxWidth: 640, mx: "auto" }} data-testid="public-contacts">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {position ? t("visit.positionFormTitle") : t("visit.formTitle")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("visit.formText")}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField
              control={control}
              name="firstname"
              label={t("visit.firstname")}
              required
              fullWidth
              autoComplete="given-name"
              slotProps={{ htmlInput: { maxLength: 50, "data-testid": "public-firstname" } }}
            />
            <FormTextField
              control={control}
              name="lastname"
              label={t("visit.lastname")}
              required
              fullWidth
              autoComplete="family-name"
              slotProps={{ htmlInput: { maxLength: 50, "data-testid": "public-lastname" } }}
            />
          </Stack>
          <FormTextField
            control={control}
            name="company_name"
            label={t("visit.company")}
            required
            autoComplete="organization"
            slotProps={{ htmlInput: { maxLength: 120, "data-testid": "public-company" } }}
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t("visit.email")}
            required
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 254, "data-testid": "public-email" } }}
          />
          <FormCheckbox control={control} name="consent" label={t("visit.consent")} required />
          {problem ? <FormAlert>{errorText(problem, language)}</FormAlert> : null}
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            data-testid="public-contacts-submit"
            sx={{ alignSelf: { sm: "flex-start" } }}
          >
            {position ? t("visit.positionSubmit") : t("visit.submit")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
