import { LANGUAGES, MEMBER_COMPANY_TYPES } from "@mkt/contracts";
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError, isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { CountryField } from "../../register/index.ts";
import {
  ADD_COMPANY_FIELDS,
  type AddCompanyValues,
  addCompanyDefaults,
  addCompanySchema,
  toCreateBody,
} from "../add-company-model.ts";
import { useCreateMemberCompany } from "../api.ts";
import { OrganisationField } from "./organisation-field.tsx";

export type AddCompanyFormProps = {
  /** Staff post to admin/companies and may choose the organisation; company administrators add to their own. */
  asStaff: boolean;
  onCreated: (result: { company_id: number; owner_email: string }) => void;
};

/** Add Company (company_create): the company, its VAT number as at sign-up, and its owner to invite. */
export function AddCompanyForm({ asStaff, onCreated }: AddCompanyFormProps) {
  const { t } = useTranslation(["company-admin", "register"]);
  const language = useLanguage();
  const create = useCreateMemberCompany(asStaff);
  const { control, handleSubmit, setError } = useForm<AddCompanyValues>({
    defaultValues: addCompanyDefaults(language),
    resolver: contractResolver<AddCompanyValues>(addCompanySchema, toCreateBody),
  });
  const foreign = useWatch({ control, name: "foreign_company" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(toCreateBody(values)));
    } catch (error) {
      if (!isFunctionBlocked(error)) applyServerFieldErrors(error, setError, ADD_COMPANY_FIELDS, language);
    }
  });

  const failure = create.error;
  const showAlert =
    failure && !isFunctionBlocked(failure) && !(isApiError(failure) && failure.fieldErrors.length > 0);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="add-company-form">
      <Stack spacing={2.5}>
        {showAlert ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t("form.companySection")}
        </Typography>
        <FormSelectField
          control={control}
          name="type"
          label={t("form.type")}
          required
          data-testid="add-company-type"
          options={MEMBER_COMPANY_TYPES.map((value) => ({
            value,
            label: t(`types.${value}`),
            testId: `add-company-type-${value}`,
          }))}
        />
        <FormTextField
          control={control}
          name="company_name"
          label={t("form.companyName")}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Controller
          control={control}
          name="foreign_company"
          render={({ field }) => (
            <FormControlLabel
              label={t("register:fields.foreignCompany")}
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { "data-testid": "add-company-foreign" } as object }}
                />
              }
            />
          )}
        />
        {foreign ? <CountryField control={control} /> : null}
        <FormTextField
          control={control}
          name="vat_number"
          label={foreign ? t("register:fields.vatForeign") : t("register:fields.vatItalian")}
          helperText={foreign ? t("register:fields.vatForeignHint") : t("register:fields.vatItalianHint")}
          required
          slotProps={{ htmlInput: { inputMode: foreign ? "text" : "numeric", autoCapitalize: "characters" } }}
        />
        <FormTextField
          control={control}
          name="city"
          label={t("form.city")}
          helperText={t("form.optional")}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        {asStaff ? <OrganisationField control={control} /> : null}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
          {t("form.ownerSection")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("form.ownerHint")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={control}
            name="owner_firstname"
            label={t("form.firstname")}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <FormTextField
            control={control}
            name="owner_lastname"
            label={t("form.lastname")}
            autoComplete="off"
            required
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </Stack>
        <FormTextField
          control={control}
          name="owner_email"
          type="email"
          label={t("form.email")}
          autoComplete="off"
          required
        />
        <FormSelectField
          control={control}
          name="language"
          label={t("form.language")}
          data-testid="add-company-language"
          options={LANGUAGES.map((value) => ({ value, label: t(`form.languages.${value}`) }))}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            data-testid="add-company-submit"
          >
            {t("form.submit")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
