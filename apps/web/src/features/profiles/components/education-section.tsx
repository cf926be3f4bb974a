import { PROFILE_LIMITS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, IconButton } from "@mui/material";
import { type Control, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { EMPTY_EDUCATION, type ProfileFormValues } from "../profile-form-model.ts";
import { RepeatableSection } from "./form-section.tsx";

export type EducationSectionProps = { control: Control<ProfileFormValues> };

const yearInput = { htmlInput: { min: 1950, max: 2100, step: 1 } } as const;

/** Schools and degrees with their years. */
export function EducationSection({ control }: EducationSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, append, remove } = useFieldArray({ control, name: "education" });
  return (
    <RepeatableSection
      id="education"
      title={t("form.sections.education")}
      addLabel={t("form.addEducation")}
      addTestId="education-add"
      onAdd={() => append({ ...EMPTY_EDUCATION })}
      addDisabled={fields.length >= PROFILE_LIMITS.educationMax}
      emptyText={t("form.noEducation")}
      isEmpty={fields.length === 0}
    >
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr 1fr", md: "2fr 1.5fr 1.5fr 0.8fr 0.8fr auto" },
            alignItems: "start",
          }}
          data-testid="education-row"
        >
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`education.${index}.institution`}
              label={t("form.institution")}
              required
              slotProps={{ htmlInput: { maxLength: 160 } }}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`education.${index}.degree`}
              label={t("form.degree")}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Box>
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }}>
            <FormTextField
              control={control}
              name={`education.${index}.field`}
              label={t("form.field")}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          </Box>
          <FormTextField
            control={control}
            name={`education.${index}.start_year`}
            label={t("form.startYear")}
            type="number"
            slotProps={yearInput}
          />
          <FormTextField
            control={control}
            name={`education.${index}.end_year`}
            label={t("form.endYear")}
            type="number"
            slotProps={yearInput}
          />
          <Box sx={{ gridColumn: { xs: "1 / -1", md: "auto" }, textAlign: "right" }}>
            <IconButton aria-label={t("form.remove")} onClick={() => remove(index)} sx={{ mt: { md: 1 } }}>
              <DeleteOutline />
            </IconButton>
          </Box>
        </Box>
      ))}
    </RepeatableSection>
  );
}
