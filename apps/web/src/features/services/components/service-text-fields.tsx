import { SERVICE_LIMITS } from "@mkt/contracts";
import { Box, Stack, Typography } from "@mui/material";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import type { ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = { control: Control<ServiceFormValues>; disabled: boolean };

/** Title and description in Italian and English: two columns on desktop, one under the other on phones. */
export function ServiceTextFields({ control, disabled }: Props) {
  const { t } = useTranslation("services");
  const column = (language: "it" | "en") => (
    <Stack spacing={2}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {language === "it" ? t("form.italian") : t("form.english")}
      </Typography>
      <FormTextField
        control={control}
        name={`title_${language}`}
        label={t(`form.title_${language}`)}
        required
        disabled={disabled}
        slotProps={{
          htmlInput: { maxLength: SERVICE_LIMITS.titleMax, "data-testid": `service-title-${language}` },
        }}
      />
      <FormTextField
        control={control}
        name={`description_${language}`}
        label={t(`form.description_${language}`)}
        helperText={t("form.descriptionHelp")}
        required
        disabled={disabled}
        multiline
        minRows={5}
        slotProps={{
          htmlInput: {
            maxLength: SERVICE_LIMITS.descriptionMax,
            "data-testid": `service-description-${language}`,
          },
        }}
      />
    </Stack>
  );
  return (
    <ServiceFormSection title={t("form.sections.texts")}>
      <Box sx={{ display: "grid", gap: { xs: 3, md: 3 }, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {column("it")}
        {column("en")}
      </Box>
    </ServiceFormSection>
  );
}
