import { PROFILE_LIMITS, SKILL_LEVELS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, IconButton, MenuItem } from "@mui/material";
import { type Control, Controller, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { EMPTY_SKILL, type ProfileFormValues } from "../profile-form-model.ts";
import { RepeatableSection } from "./form-section.tsx";
import { ListError } from "./list-error.tsx";
import { TechnologyPicker } from "./technology-autocomplete.tsx";

export type SkillsSectionProps = { control: Control<ProfileFormValues> };

/** Technologies with years of experience and a level 1–5. */
export function SkillsSection({ control }: SkillsSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, append, remove } = useFieldArray({ control, name: "skills" });
  const skills = useWatch({ control, name: "skills" });
  const { errors } = useFormState({ control, name: "skills" });
  const full = fields.length >= PROFILE_LIMITS.skillsMax;
  return (
    <RepeatableSection
      id="skills"
      title={t("form.sections.skills")}
      description={t("form.sections.skillsHint")}
      addLabel={t("form.addSkill")}
      addTestId="skill-add"
      onAdd={() => append({ ...EMPTY_SKILL })}
      addDisabled={full}
      emptyText={t("form.noSkills")}
      isEmpty={fields.length === 0}
      after={<ListError error={errors.skills} />}
    >
      {fields.map((field, index) => {
        const others = (skills ?? [])
          .filter((_, i) => i !== index)
          .flatMap((s) => (s.technology_id ? [s.technology_id] : []));
        return (
          <Box
            key={field.id}
            sx={{
              display: "grid",
              gap: 1.5,
              // Phones and tablets: the technology with its remove button, then years and a level wide enough to
              // read whole ("2 · Discreto"); one row from lg.
              gridTemplateColumns: { xs: "minmax(5.5rem, 7rem) 1fr auto", lg: "2fr 1fr 1fr auto" },
              gridTemplateAreas: {
                xs: '"technology technology remove" "years level level"',
                lg: '"technology years level remove"',
              },
              alignItems: "start",
            }}
            data-testid="skill-row"
          >
            <Box sx={{ gridArea: "technology", minWidth: 0 }}>
              <Controller
                control={control}
                name={`skills.${index}.technology_id`}
                render={({ field: idField, fieldState }) => (
                  <Controller
                    control={control}
                    name={`skills.${index}.name`}
                    render={({ field: nameField }) => (
                      <TechnologyPicker
                        label={t("form.technology")}
                        value={idField.value ? { id: idField.value, name: nameField.value } : null}
                        onChange={(next) => {
                          idField.onChange(next?.id ?? null);
                          nameField.onChange(next?.name ?? "");
                        }}
                        onBlur={idField.onBlur}
                        excludeIds={others}
                        error={fieldState.error?.message}
                        testId="skill-technology"
                      />
                    )}
                  />
                )}
              />
            </Box>
            <FormTextField
              control={control}
              name={`skills.${index}.years`}
              label={t("form.years")}
              type="number"
              required
              sx={{ gridArea: "years" }}
              slotProps={{
                htmlInput: { min: 0, max: PROFILE_LIMITS.yearsMax, "data-testid": "skill-years" },
              }}
            />
            <FormTextField
              control={control}
              name={`skills.${index}.level`}
              label={t("form.level")}
              select
              sx={{ gridArea: "level", minWidth: 0 }}
            >
              {SKILL_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(`skillLevel.${level}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <IconButton
              aria-label={t("form.remove")}
              onClick={() => remove(index)}
              sx={{ mt: 1, gridArea: "remove" }}
              data-testid="skill-remove"
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        );
      })}
    </RepeatableSection>
  );
}
