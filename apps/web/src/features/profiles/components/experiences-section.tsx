import { PROFILE_LIMITS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Card, CardContent, IconButton, Stack, Typography } from "@mui/material";
import { type Control, Controller, useFieldArray, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { EMPTY_EXPERIENCE, type ProfileFormValues } from "../profile-form-model.ts";
import { RepeatableSection } from "./form-section.tsx";
import { TechnologiesPicker } from "./technology-autocomplete.tsx";

export type ExperiencesSectionProps = { control: Control<ProfileFormValues> };

const dateLabel = { inputLabel: { shrink: true } } as const;

/** §2.2 working_experience: work experiences with dates, description and technologies used. */
export function ExperiencesSection({ control }: ExperiencesSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, prepend, remove } = useFieldArray({ control, name: "experiences" });
  const { errors } = useFormState({ control, name: "experiences" });
  return (
    <RepeatableSection
      id="experiences"
      title={t("form.sections.experiences")}
      description={t("form.sections.experiencesHint")}
      addLabel={t("form.addExperience")}
      addTestId="experience-add"
      onAdd={() => prepend({ ...EMPTY_EXPERIENCE, technologies: [] })}
      addDisabled={fields.length >= PROFILE_LIMITS.experiencesMax}
      emptyText={t("form.noExperiences")}
      isEmpty={fields.length === 0}
    >
      {fields.map((field, index) => (
        <Card key={field.id} variant="outlined" sx={{ bgcolor: "action.hover" }} data-testid="experience-row">
          <CardContent sx={{ "&:last-child": { pb: 2 } }}>
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
              <Typography variant="subtitle2">{t("form.experienceN", { n: index + 1 })}</Typography>
              <IconButton aria-label={t("form.remove")} onClick={() => remove(index)} size="small">
                <DeleteOutline />
              </IconButton>
            </Stack>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormTextField
                control={control}
                name={`experiences.${index}.company`}
                label={t("form.company")}
                required
                slotProps={{ htmlInput: { maxLength: 120, "data-testid": "experience-company" } }}
              />
              <FormTextField
                control={control}
                name={`experiences.${index}.role`}
                label={t("form.role")}
                required
                slotProps={{ htmlInput: { maxLength: 120, "data-testid": "experience-role" } }}
              />
              <FormTextField
                control={control}
                name={`experiences.${index}.start_date`}
                label={t("form.startDate")}
                type="date"
                required
                slotProps={{ ...dateLabel, htmlInput: { "data-testid": "experience-start" } }}
              />
              <FormTextField
                control={control}
                name={`experiences.${index}.end_date`}
                label={t("form.endDate")}
                type="date"
                helperText={t("form.endDateHint")}
                slotProps={{ ...dateLabel, htmlInput: { "data-testid": "experience-end" } }}
              />
              <Box sx={{ gridColumn: "1 / -1" }}>
                <FormTextField
                  control={control}
                  name={`experiences.${index}.description`}
                  label={t("form.description")}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.descriptionMax } }}
                />
              </Box>
              <Box sx={{ gridColumn: "1 / -1" }}>
                <Controller
                  control={control}
                  name={`experiences.${index}.technologies`}
                  render={({ field: techField }) => (
                    <TechnologiesPicker
                      label={t("form.experienceTechnologies")}
                      value={techField.value}
                      onChange={techField.onChange}
                      onBlur={techField.onBlur}
                      max={30}
                      error={technologyIdsError(errors.experiences?.[index])}
                    />
                  )}
                />
              </Box>
            </Box>
          </CardContent>
        </Card>
      ))}
    </RepeatableSection>
  );
}

/** The form keeps technologies as chips; the schema and the API name the list technology_ids. */
function technologyIdsError(row: unknown): string | undefined {
  if (typeof row !== "object" || row === null || !("technology_ids" in row)) return undefined;
  const error = (row as { technology_ids?: { message?: string } }).technology_ids;
  return error?.message;
}
