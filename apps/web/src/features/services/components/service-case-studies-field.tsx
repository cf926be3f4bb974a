import { SERVICE_LIMITS } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Button, IconButton, MenuItem, Paper, Stack, Typography } from "@mui/material";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useJobSectors } from "../../company-profile/index.ts";
import { EMPTY_CASE_STUDY, type ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = { control: Control<ServiceFormValues>; disabled: boolean };

/** Case studies: a title, the client's sector and the outcome, as a group per project. */
export function ServiceCaseStudiesField({ control, disabled }: Props) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const sectors = useJobSectors(language);
  const { fields, append, remove } = useFieldArray({ control, name: "case_studies" });
  return (
    <ServiceFormSection
      title={t("form.sections.caseStudies")}
      help={t("form.caseStudiesHelp", { max: SERVICE_LIMITS.caseStudiesMax })}
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("form.caseStudiesEmpty")}
        </Typography>
      ) : null}
      {fields.map((item, index) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 2 }} data-testid="service-case-study">
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t("form.caseStudy", { n: index + 1 })}</Typography>
            {disabled ? null : (
              <IconButton
                aria-label={t("form.removeCaseStudy", { n: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
          <Stack spacing={2}>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" } }}>
              <FormTextField
                control={control}
                name={`case_studies.${index}.title`}
                label={t("form.caseStudyTitle")}
                required
                disabled={disabled}
                size="small"
                slotProps={{ htmlInput: { maxLength: SERVICE_LIMITS.caseStudyTitleMax } }}
              />
              <FormTextField
                control={control}
                name={`case_studies.${index}.client_sector_id`}
                label={t("form.clientSector")}
                disabled={disabled}
                size="small"
                select
              >
                <MenuItem value="">{t("form.anySector")}</MenuItem>
                {(sectors.data ?? []).map((sector) => (
                  <MenuItem key={sector.id} value={sector.id}>
                    {sector.name}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <FormTextField
              control={control}
              name={`case_studies.${index}.outcome`}
              label={t("form.outcome")}
              helperText={t("form.outcomeHelp")}
              required
              disabled={disabled}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: SERVICE_LIMITS.caseStudyOutcomeMax } }}
            />
            {item.collaboration_id === null ? null : (
              <Typography variant="caption" color="text.secondary">
                {t("form.linkedCollaboration")}
              </Typography>
            )}
          </Stack>
        </Paper>
      ))}
      {disabled || fields.length >= SERVICE_LIMITS.caseStudiesMax ? null : (
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => append({ ...EMPTY_CASE_STUDY })}
            data-testid="service-add-case-study"
          >
            {t("form.addCaseStudy")}
          </Button>
        </Box>
      )}
    </ServiceFormSection>
  );
}
