import type { EncodedValue, RegistrableRoleId } from "@mkt/contracts";
import { Box, Divider, Stack, Typography } from "@mui/material";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { TermsLinks } from "../../legal/index.ts";
import { countryOptions } from "../countries.ts";
import type { RegisterValues } from "../register-form-model.ts";
import { ROLE_OPTIONS } from "../role-options.ts";

export type ConfirmStepProps = {
  control: Control<RegisterValues>;
  role: RegistrableRoleId;
  howDoYouKnow: EncodedValue[];
};

/** A summary of what will be sent, the terms (each text opens in a dialog over the form) and the newsletter choice. */
export function ConfirmStep({ control, role, howDoYouKnow }: ConfirmStepProps) {
  const { t } = useTranslation("register");
  const language = useLanguage();
  const values = useWatch({ control });
  const roleKey = ROLE_OPTIONS[role].key;
  const country = values.foreign_company
    ? countryOptions(language).find((option) => option.code === values.country)?.name
    : undefined;
  const source = howDoYouKnow.find((option) => option.id === values.how_do_you_know)?.label;

  const rows: [string, string | undefined][] = [
    [t("summary.role"), t(`roles.${roleKey}.title`)],
    [t("summary.name"), `${values.firstname ?? ""} ${values.lastname ?? ""}`.trim()],
    [t("fields.email"), values.email],
    [t("fields.phone"), values.phone],
    [t(`fields.companyName.${roleKey}`), values.company_name],
    [values.foreign_company ? t("fields.vatForeign") : t("fields.vatItalian"), values.vat_number],
    [t("fields.country"), country],
    [t("fields.city"), values.city],
    [t("fields.howDoYouKnow"), source],
  ];

  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "200px 1fr" }, gap: 1 }}
      >
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, wordBreak: "break-word" }}
              >
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      <Divider />
      <Stack spacing={0.5}>
        <FormCheckbox control={control} name="terms_accepted" label={t("fields.terms")} required />
        <TermsLinks />
      </Stack>
      <FormCheckbox control={control} name="newsletter" label={t("fields.newsletter")} />
    </Stack>
  );
}
