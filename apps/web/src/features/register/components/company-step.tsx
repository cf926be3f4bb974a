import type { EncodedValue, RegistrableRoleId } from "@mkt/contracts";
import { FormControlLabel, MenuItem, Stack, Switch } from "@mui/material";
import { type Control, Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { RegisterValues } from "../register-form-model.ts";
import { ROLE_OPTIONS } from "../role-options.ts";
import { CountryField } from "./country-field.tsx";

export type CompanyStepProps = {
  control: Control<RegisterValues>;
  role: RegistrableRoleId;
  howDoYouKnow: EncodedValue[];
};

export function CompanyStep({ control, role, howDoYouKnow }: CompanyStepProps) {
  const { t } = useTranslation("register");
  const foreign = useWatch({ control, name: "foreign_company" });
  const roleKey = ROLE_OPTIONS[role].key;

  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="company_name"
        label={t(`fields.companyName.${roleKey}`)}
        autoComplete="organization"
        required
      />
      <Controller
        control={control}
        name="foreign_company"
        render={({ field }) => (
          <FormControlLabel
            label={t("fields.foreignCompany")}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
        )}
      />
      {foreign ? <CountryField control={control} /> : null}
      <FormTextField
        control={control}
        name="vat_number"
        label={foreign ? t("fields.vatForeign") : t("fields.vatItalian")}
        helperText={foreign ? t("fields.vatForeignHint") : t("fields.vatItalianHint")}
        required
        slotProps={{ htmlInput: { inputMode: foreign ? "text" : "numeric", autoCapitalize: "characters" } }}
      />
      <FormTextField
        control={control}
        name="city"
        label={t("fields.city")}
        autoComplete="address-level2"
        helperText={t("fields.optional")}
      />
      {howDoYouKnow.length > 0 ? (
        <FormTextField
          control={control}
          name="how_do_you_know"
          label={t("fields.howDoYouKnow")}
          select
          helperText={t("fields.optional")}
        >
          <MenuItem value="">{t("fields.noAnswer")}</MenuItem>
          {howDoYouKnow.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
    </Stack>
  );
}
