import { LANGUAGE_LEVELS, PROFILE_LIMITS } from "@mkt/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, IconButton, MenuItem } from "@mui/material";
import { type Control, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { pickableLanguages, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { EMPTY_LANGUAGE, type ProfileFormValues } from "../profile-form-model.ts";
import { RepeatableSection } from "./form-section.tsx";
import { ListError } from "./list-error.tsx";

export type LanguagesSectionProps = { control: Control<ProfileFormValues> };

/** Spoken languages with their CEFR level (or native); the languages come from the staff's table (GET languages). */
export function LanguagesSection({ control }: LanguagesSectionProps) {
  const { t } = useTranslation("profiles");
  const { fields, append, remove } = useFieldArray({ control, name: "languages" });
  const { errors } = useFormState({ control, name: "languages" });
  const language = useLanguage();
  const lookup = useSpokenLanguages();
  const chosen = useWatch({ control, name: "languages" }).map((l) => l.code);
  return (
    <RepeatableSection
      id="languages"
      title={t("form.sections.languages")}
      addLabel={t("form.addLanguage")}
      addTestId="language-add"
      onAdd={() => append({ ...EMPTY_LANGUAGE })}
      addDisabled={fields.length >= PROFILE_LIMITS.languagesMax}
      emptyText={t("form.noLanguages")}
      isEmpty={fields.length === 0}
      after={<ListError error={errors.languages} />}
    >
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{
            display: "grid",
            gap: 1.5,
            // Phones and tablets: the language with its remove button, the level on its own line below, wide enough
            // for "B2 · Intermedio superiore"; one row from lg.
            gridTemplateColumns: "1fr 1fr auto",
            gridTemplateAreas: { xs: '"code code remove" "level level ."', lg: '"code level remove"' },
            alignItems: "start",
          }}
          data-testid="language-row"
        >
          <FormTextField
            control={control}
            name={`languages.${index}.code`}
            label={t("form.language")}
            select
            required
            sx={{ gridArea: "code", minWidth: 0 }}
            slotProps={{ htmlInput: { "data-testid": "language-code" } }}
          >
            {pickableLanguages(lookup.data, chosen, language).map((option) => (
              <MenuItem key={option.code} value={option.code} data-testid={`language-option-${option.code}`}>
                {option.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name={`languages.${index}.level`}
            label={t("form.languageLevel")}
            select
            required
            sx={{ gridArea: "level", minWidth: 0 }}
            slotProps={{ htmlInput: { "data-testid": "language-level" } }}
          >
            {LANGUAGE_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`languageLevel.${level}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <IconButton
            aria-label={t("form.remove")}
            onClick={() => remove(index)}
            sx={{ mt: 1, gridArea: "remove" }}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
    </RepeatableSection>
  );
}
