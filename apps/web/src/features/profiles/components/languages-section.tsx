import { LANGUAGE_LEVELS, PROFILE_LANGUAGE_CODES, PROFILE_LIMITS } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Button, IconButton, MenuItem, Stack, Typography } from "@mui/material";
import { type Control, useFieldArray, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { EMPTY_LANGUAGE, type ProfileFormValues } from "../profile-form-model.ts";
import { FormSection } from "./form-section.tsx";
import { ListError } from "./list-error.tsx";

export type LanguagesSectionProps = { control: Control<ProfileFormValues> };

/** Spoken languages with their CEFR level (or native). */
export function LanguagesSection({ control }: LanguagesSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, append, remove } = useFieldArray({ control, name: "languages" });
  const { errors } = useFormState({ control, name: "languages" });
  return (
    <FormSection
      id="languages"
      title={t("form.sections.languages")}
      action={
        <Button
          startIcon={<Add />}
          onClick={() => append({ ...EMPTY_LANGUAGE })}
          disabled={fields.length >= PROFILE_LIMITS.languagesMax}
          data-testid="language-add"
        >
          {t("form.addLanguage")}
        </Button>
      }
    >
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t("form.noLanguages")}</Typography>
      ) : (
        <Stack spacing={2}>
          {fields.map((field, index) => (
            <Box
              key={field.id}
              sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr auto", alignItems: "start" }}
              data-testid="language-row"
            >
              <FormTextField
                control={control}
                name={`languages.${index}.code`}
                label={t("form.language")}
                select
                required
                slotProps={{ htmlInput: { "data-testid": "language-code" } }}
              >
                {PROFILE_LANGUAGE_CODES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {t(`languageNames.${code}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name={`languages.${index}.level`}
                label={t("form.languageLevel")}
                select
                required
                slotProps={{ htmlInput: { "data-testid": "language-level" } }}
              >
                {LANGUAGE_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {t(`languageLevel.${level}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <IconButton aria-label={t("form.remove")} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <ListError error={errors.languages} />
    </FormSection>
  );
}
