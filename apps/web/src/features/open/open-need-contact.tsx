import { Box, Stack } from "@mui/material";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { FormSection } from "../profiles/index.ts";

/** The visitor's contact fields as the form holds them (spec §7 auth/saveContact). */
export type OpenNeedContactValues = {
  email: string;
  firstname: string;
  lastname: string;
  company_name: string;
  phone: string;
  consent: boolean;
};

export const EMPTY_CONTACT: OpenNeedContactValues = {
  email: "",
  firstname: "",
  lastname: "",
  company_name: "",
  phone: "",
  consent: false,
};

export const CONTACT_FIELDS = ["email", "firstname", "lastname", "company_name", "phone", "consent"] as const;

/** Names, company, e-mail, optional phone and the consent, under the need. */
export function OpenNeedContactFields<T extends OpenNeedContactValues & FieldValues>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation("open-browse");
  const name = (field: keyof OpenNeedContactValues) => field as Path<T>;
  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  return (
    <FormSection id="contact" title={t("need.contactTitle")} description={t("need.contactHint")}>
      <Stack spacing={2}>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name={name("firstname")}
            label={t("need.firstname")}
            required
            slotProps={{ htmlInput: { maxLength: 50, "data-testid": "open-need-firstname" } }}
          />
          <FormTextField
            control={control}
            name={name("lastname")}
            label={t("need.lastname")}
            required
            slotProps={{ htmlInput: { maxLength: 50, "data-testid": "open-need-lastname" } }}
          />
          <FormTextField
            control={control}
            name={name("email")}
            type="email"
            label={t("need.email")}
            required
            slotProps={{ htmlInput: { maxLength: 254, "data-testid": "open-need-email" } }}
          />
          <FormTextField
            control={control}
            name={name("company_name")}
            label={t("need.company")}
            required
            slotProps={{ htmlInput: { maxLength: 120, "data-testid": "open-need-company" } }}
          />
          <FormTextField
            control={control}
            name={name("phone")}
            type="tel"
            label={t("need.phone")}
            slotProps={{ htmlInput: { maxLength: 30, "data-testid": "open-need-phone" } }}
          />
        </Box>
        <FormCheckbox control={control} name={name("consent")} label={t("need.consent")} required />
      </Stack>
    </FormSection>
  );
}
