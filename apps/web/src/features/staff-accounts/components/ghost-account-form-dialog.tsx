import { ghostAccountBodySchema, LANGUAGES, type Language, SENIORITIES } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Button, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCreateGhost } from "../api.ts";

type ProfileValues = { firstname: string; lastname: string; title: string; seniority: string };
export type GhostFormValues = {
  company_name: string;
  vat_number: string;
  foreign_company: boolean;
  country: string;
  firstname: string;
  lastname: string;
  email: string;
  language: Language;
  profiles: ProfileValues[];
};

const emptyProfile: ProfileValues = { firstname: "", lastname: "", title: "", seniority: "" };
const MAX_PROFILES = 10;

/** The request body the form stands for (the checkbox is the contract's 0/1 flag; no country for Italy). */
export function toGhostBody(v: GhostFormValues) {
  return {
    company_name: v.company_name,
    vat_number: v.vat_number,
    foreign_company: v.foreign_company ? 1 : 0,
    ...(v.foreign_company ? { country: v.country } : {}),
    firstname: v.firstname,
    lastname: v.lastname,
    email: v.email,
    language: v.language,
    profiles: v.profiles.map((p) => ({ ...p, seniority: p.seniority || undefined })),
  };
}

/**
 * ghost_account (Administrator): a supplier company created on its behalf — name, VAT checked as at sign-up,
 * contact e-mail and language — with one or more profiles. The contact claims it later through an e-mailed link.
 */
export function GhostAccountFormDialog({ onClose }: { onClose: (created: string | null) => void }) {
  const { t } = useTranslation("staff-accounts");
  const language = useLanguage();
  const create = useCreateGhost();
  const { control, handleSubmit, setError } = useForm<GhostFormValues>({
    defaultValues: {
      company_name: "",
      vat_number: "",
      foreign_company: false,
      country: "",
      firstname: "",
      lastname: "",
      email: "",
      language,
      profiles: [{ ...emptyProfile }],
    },
    resolver: contractResolver<GhostFormValues>(ghostAccountBodySchema, toGhostBody),
  });
  const profiles = useFieldArray({ control, name: "profiles" });
  const foreign = useWatch({ control, name: "foreign_company" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(ghostAccountBodySchema.parse(toGhostBody(values)));
      onClose(created.name);
    } catch (error) {
      const fields: FieldPath<GhostFormValues>[] = [
        "company_name",
        "vat_number",
        "country",
        "firstname",
        "lastname",
        "email",
        "language",
        ...values.profiles.flatMap(
          (_, i) =>
            [
              `profiles.${i}.firstname`,
              `profiles.${i}.lastname`,
              `profiles.${i}.title`,
              `profiles.${i}.seniority`,
            ] as const,
        ),
      ];
      applyServerFieldErrors(error, setError, fields, language);
    }
  });

  return (
    <FormDialog
      title={t("ghost.createTitle")}
      onClose={() => onClose(null)}
      onSubmit={onSubmit}
      pending={create.isPending}
      error={create.error}
      cancelLabel={t("cancel")}
      submitLabel={t("ghost.create")}
      submitTestId="ghost-save"
      testId="ghost-form-dialog"
      maxWidth="md"
      fullScreenOnPhone
      dividers
    >
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          {t("ghost.companySection")}
        </Typography>
        <FormTextField
          control={control}
          name="company_name"
          label={t("ghost.companyName")}
          slotProps={{ htmlInput: { maxLength: 120, "data-testid": "ghost-company-name" } }}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
          <FormTextField
            control={control}
            name="vat_number"
            label={t("ghost.vatNumber")}
            slotProps={{ htmlInput: { maxLength: 30, "data-testid": "ghost-vat" } }}
          />
          {foreign ? (
            <FormTextField
              control={control}
              name="country"
              label={t("ghost.country")}
              helperText={t("ghost.countryHint")}
              slotProps={{ htmlInput: { maxLength: 2, "data-testid": "ghost-country" } }}
            />
          ) : null}
        </Box>
        <FormCheckbox control={control} name="foreign_company" label={t("ghost.foreign")} />
        <Typography variant="subtitle2" component="h3">
          {t("ghost.contactSection")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField
            control={control}
            name="firstname"
            label={t("ghost.firstname")}
            slotProps={{ htmlInput: { maxLength: 50, "data-testid": "ghost-firstname" } }}
          />
          <FormTextField
            control={control}
            name="lastname"
            label={t("ghost.lastname")}
            slotProps={{ htmlInput: { maxLength: 50, "data-testid": "ghost-lastname" } }}
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t("ghost.email")}
            slotProps={{ htmlInput: { maxLength: 254, "data-testid": "ghost-email" } }}
          />
          <FormSelectField
            control={control}
            name="language"
            label={t("ghost.language")}
            options={LANGUAGES.map((value) => ({
              value,
              label: t(`languages.${value}`),
              testId: `ghost-language-${value}`,
            }))}
            data-testid="ghost-language"
          />
        </Box>
        <Typography variant="subtitle2" component="h3">
          {t("ghost.profilesSection")}
        </Typography>
        {profiles.fields.map((field, index) => (
          <Box
            key={field.id}
            data-testid="ghost-profile"
            sx={{
              display: "grid",
              gap: 2,
              alignItems: "start",
              gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 2fr 1fr auto" },
              p: 1.5,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
            }}
          >
            <FormTextField
              control={control}
              name={`profiles.${index}.firstname`}
              label={t("ghost.firstname")}
              slotProps={{ htmlInput: { maxLength: 50, "data-testid": `ghost-profile-${index}-firstname` } }}
            />
            <FormTextField
              control={control}
              name={`profiles.${index}.lastname`}
              label={t("ghost.lastname")}
              slotProps={{ htmlInput: { maxLength: 50, "data-testid": `ghost-profile-${index}-lastname` } }}
            />
            <FormTextField
              control={control}
              name={`profiles.${index}.title`}
              label={t("ghost.title")}
              slotProps={{ htmlInput: { maxLength: 120, "data-testid": `ghost-profile-${index}-title` } }}
            />
            <FormSelectField
              control={control}
              name={`profiles.${index}.seniority`}
              label={t("ghost.seniority")}
              options={SENIORITIES.map((value) => ({
                value,
                label: t(`seniorities.${value}`),
                testId: `ghost-profile-${index}-seniority-${value}`,
              }))}
              data-testid={`ghost-profile-${index}-seniority`}
            />
            {profiles.fields.length > 1 ? (
              <Tooltip title={t("ghost.removeProfile")}>
                <IconButton
                  onClick={() => profiles.remove(index)}
                  aria-label={t("ghost.removeProfile")}
                  data-testid={`ghost-profile-${index}-remove`}
                >
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        ))}
        {profiles.fields.length < MAX_PROFILES ? (
          <Box>
            <Button
              startIcon={<Add />}
              onClick={() => profiles.append({ ...emptyProfile })}
              data-testid="ghost-add-profile"
            >
              {t("ghost.addProfile")}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
