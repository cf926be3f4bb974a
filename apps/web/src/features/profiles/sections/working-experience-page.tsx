import {
  formatDayMonthYear,
  PROFILE_LIMITS,
  type ProfileExperienceItem,
  profileExperienceInputSchema,
} from "@mkt/contracts";
import { Box, Chip, Stack, Typography } from "@mui/material";
import { type Control, Controller, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { TechnologiesPicker } from "../components/technology-autocomplete.tsx";
import type { ExperienceValues } from "../profile-form-model.ts";
import { todayIso } from "../profile-format.ts";
import {
  EMPTY_EXPERIENCE_VALUES,
  experienceDuration,
  experienceToBody,
  experienceToValues,
} from "./section-model.ts";
import { SectionPage } from "./section-page.tsx";

const day = (iso: string) => formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
const dateLabel = { inputLabel: { shrink: true } } as const;

const FIELDS = ["company", "role", "start_date", "end_date", "description", "technologies"] as const;

/** §2.2 working_experience (page help "employee work experience"): a profile's work experiences as a timeline. */
export function WorkingExperiencePage() {
  return (
    <SectionPage<"experiences", ExperienceValues>
      section="experiences"
      emptyValues={EMPTY_EXPERIENCE_VALUES}
      toValues={experienceToValues}
      toBody={experienceToBody}
      schema={profileExperienceInputSchema}
      fieldNames={FIELDS}
      renderFields={(control) => <ExperienceFields control={control} />}
      renderItem={(item) => <ExperienceEntry item={item} />}
      itemName={(item) => `${item.role} · ${item.company}`}
    />
  );
}

function ExperienceEntry({ item }: { item: ProfileExperienceItem }) {
  const { t } = useTranslation("profile-sections");
  const duration = experienceDuration(item, todayIso());
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }} data-testid="experience-role">
        {item.role}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{item.company}</Typography>
      <Typography variant="body2" color="text.secondary" data-testid="experience-dates">
        {day(item.start_date)} – {item.end_date ? day(item.end_date) : t("present")}
        {duration ? ` · ${durationText(t, duration)}` : ""}
      </Typography>
      {item.description ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
          {item.description}
        </Typography>
      ) : null}
      {item.technologies.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
          {item.technologies.map((tech) => (
            <Chip key={tech.id} size="small" variant="outlined" label={tech.name} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

type T = ReturnType<typeof useTranslation<"profile-sections">>["t"];
function durationText(t: T, d: { years: number; months: number }): string {
  const parts = [
    d.years > 0 ? t("duration.years", { count: d.years }) : null,
    d.months > 0 ? t("duration.months", { count: d.months }) : null,
  ].filter((p): p is string => p !== null);
  return parts.join(" ");
}

function ExperienceFields({ control }: { control: Control<ExperienceValues> }) {
  const { t } = useTranslation("profiles");
  const { errors } = useFormState({ control });
  // The schema names the list technology_ids; the form keeps chips under technologies.
  const techError = (errors as { technology_ids?: { message?: string } }).technology_ids?.message;
  return (
    <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <FormTextField
        control={control}
        name="role"
        label={t("form.role")}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 120, "data-testid": "experience-role-input" } }}
      />
      <FormTextField
        control={control}
        name="company"
        label={t("form.company")}
        required
        slotProps={{ htmlInput: { maxLength: 120, "data-testid": "experience-company-input" } }}
      />
      <FormTextField
        control={control}
        name="start_date"
        label={t("form.startDate")}
        type="date"
        required
        slotProps={{ ...dateLabel, htmlInput: { "data-testid": "experience-start-input" } }}
      />
      <FormTextField
        control={control}
        name="end_date"
        label={t("form.endDate")}
        type="date"
        helperText={t("form.endDateHint")}
        slotProps={{ ...dateLabel, htmlInput: { "data-testid": "experience-end-input" } }}
      />
      <Box sx={{ gridColumn: "1 / -1" }}>
        <FormTextField
          control={control}
          name="description"
          label={t("form.description")}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.descriptionMax } }}
        />
      </Box>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <Controller
          control={control}
          name="technologies"
          render={({ field }) => (
            <TechnologiesPicker
              label={t("form.experienceTechnologies")}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={30}
              error={techError}
            />
          )}
        />
      </Box>
    </Box>
  );
}
