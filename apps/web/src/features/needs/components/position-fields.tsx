import { LANGUAGE_LEVELS, NEED_LIMITS, SENIORITIES } from "@mkt/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutline";
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, Typography } from "@mui/material";
import { type Control, Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { pickableLanguages, useSpokenLanguages } from "../../../shared/api/spoken-languages.ts";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { FormCityField } from "../../../shared/places/form-city-field.tsx";
import { TechnologiesPicker } from "../../profiles/index.ts";
import { type TmFormValues, withMinYears } from "../need-form-model.ts";

export type PositionFieldsProps = {
  control: Control<TmFormValues>;
  index: number;
  onRemove: (() => void) | null;
};

const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

/** One position of a T&M need: role, seniority, technologies, languages, place, rate, people and dates. */
export function PositionFields({ control, index, onRemove }: PositionFieldsProps) {
  const { t } = useTranslation("needs");
  const { t: tp } = useTranslation("profiles");
  const base = `positions.${index}` as const;
  const [mandatory, nice] = useWatch({ control, name: [`${base}.mandatory_skills`, `${base}.nice_skills`] });
  const languages = useFieldArray({ control, name: `${base}.languages` });
  // The staff's spoken-language table: enabled languages, plus any the position already holds.
  const language = useLanguage();
  const lookup = useSpokenLanguages();
  const chosen = (useWatch({ control, name: `${base}.languages` }) ?? []).map((l) => l.code);
  const languageOptions = pickableLanguages(lookup.data, chosen, language);
  return (
    <Card variant="outlined" data-testid="position-card" sx={{ bgcolor: "background.default" }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            {t("form.positionNumber", { number: index + 1 })}
          </Typography>
          {onRemove ? (
            <IconButton
              aria-label={t("form.removePosition")}
              onClick={onRemove}
              data-testid="position-remove"
            >
              <DeleteOutline />
            </IconButton>
          ) : null}
        </Stack>
        <Stack spacing={2}>
          <Box sx={grid}>
            <FormTextField
              control={control}
              name={`${base}.title`}
              label={t("form.positionTitle")}
              required
              slotProps={{ htmlInput: { "data-testid": "position-title", maxLength: NEED_LIMITS.titleMax } }}
            />
            <FormTextField
              control={control}
              name={`${base}.seniority`}
              label={t("form.seniority")}
              select
              required
              slotProps={{ htmlInput: { "data-testid": "position-seniority" } }}
            >
              {SENIORITIES.map((s) => (
                <MenuItem key={s} value={s}>
                  {tp(`seniority.${s}`)}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
          <Controller
            control={control}
            name={`${base}.mandatory_skills`}
            render={({ field, fieldState }) => (
              <TechnologiesPicker
                label={t("form.mandatorySkills")}
                value={field.value}
                onChange={(next) => field.onChange(withMinYears(next, field.value))}
                onBlur={field.onBlur}
                excludeIds={nice.map((s) => s.id)}
                error={fieldState.error?.message}
                max={NEED_LIMITS.skillsMax}
                testId="position-mandatory"
              />
            )}
          />
          {mandatory.length > 0 ? (
            <Box data-testid="position-min-years">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t("form.minYears")}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
                {t("form.minYearsHint", { max: NEED_LIMITS.yearsMax })}
              </Typography>
              <Box
                sx={{
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(auto-fill, minmax(160px, 1fr))" },
                }}
              >
                {mandatory.map((skill, si) => (
                  <FormTextField
                    key={skill.id}
                    control={control}
                    name={`${base}.mandatory_skills.${si}.min_years`}
                    label={t("form.minYearsFor", { name: skill.name })}
                    type="number"
                    size="small"
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: NEED_LIMITS.yearsMax,
                        step: 1,
                        inputMode: "numeric",
                        "data-testid": "position-min-years-input",
                        "data-technology": skill.name,
                      },
                    }}
                  />
                ))}
              </Box>
            </Box>
          ) : null}
          <Controller
            control={control}
            name={`${base}.nice_skills`}
            render={({ field, fieldState }) => (
              <TechnologiesPicker
                label={t("form.niceSkills")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                excludeIds={mandatory.map((s) => s.id)}
                error={fieldState.error?.message}
                max={NEED_LIMITS.skillsMax}
                testId="position-nice"
              />
            )}
          />
          <Box sx={{ ...grid, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr 1fr" } }}>
            <FormTextField
              control={control}
              name={`${base}.max_daily_rate`}
              label={t("form.maxDailyRate")}
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 10, "data-testid": "position-rate" } }}
            />
            <FormTextField
              control={control}
              name={`${base}.date_start`}
              label={t("form.dateStart")}
              type="date"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "position-start" } }}
            />
            <FormTextField
              control={control}
              name={`${base}.date_end`}
              label={t("form.dateEnd")}
              type="date"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "position-end" } }}
            />
          </Box>
          <Box sx={{ ...grid, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr auto" }, alignItems: "center" }}>
            <FormCityField
              control={control}
              name={`${base}.city`}
              label={t("form.city")}
              maxLength={NEED_LIMITS.cityMax}
              testId="position-city"
            />
            <FormTextField
              control={control}
              name={`${base}.profiles_wanted`}
              label={t("form.profilesWanted")}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: NEED_LIMITS.profilesMax } }}
            />
            <FormCheckbox control={control} name={`${base}.remote_allowed`} label={t("form.remote")} />
          </Box>
          <Box>
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t("form.languages")}
              </Typography>
              <Button
                size="small"
                startIcon={<Add />}
                disabled={languages.fields.length >= NEED_LIMITS.languagesMax}
                onClick={() => languages.append({ code: "", min_level: "" })}
              >
                {t("form.addLanguage")}
              </Button>
            </Stack>
            <Stack spacing={1.5} sx={{ mt: 1 }}>
              {languages.fields.map((field, li) => (
                <Box
                  key={field.id}
                  sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr auto", alignItems: "start" }}
                >
                  <FormTextField
                    control={control}
                    name={`${base}.languages.${li}.code`}
                    label={tp("form.language")}
                    select
                    required
                    size="small"
                  >
                    {languageOptions.map((option) => (
                      <MenuItem key={option.code} value={option.code}>
                        {option.name}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    control={control}
                    name={`${base}.languages.${li}.min_level`}
                    label={t("form.minLevel")}
                    select
                    required
                    size="small"
                  >
                    {LANGUAGE_LEVELS.map((level) => (
                      <MenuItem key={level} value={level}>
                        {tp(`languageLevel.${level}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <IconButton aria-label={tp("form.remove")} onClick={() => languages.remove(li)}>
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
            </Stack>
          </Box>
          <FormTextField
            control={control}
            name={`${base}.description`}
            label={t("form.positionDescription")}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: NEED_LIMITS.descriptionMax } }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
