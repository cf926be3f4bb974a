import { SERVICE_LIMITS } from "@mkt/contracts";
import { Autocomplete, Box, Chip, Stack, TextField, Typography } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useJobSectors } from "../../company-profile/index.ts";
import { TechnologiesPicker, useTechnologies } from "../../profiles/index.ts";
import type { ServiceFormValues } from "../service-form-model.ts";
import { ServiceFormSection } from "./form-section.tsx";

type Props = { control: Control<ServiceFormValues>; disabled: boolean };
type Named = { id: number; name: string };

/** The chosen names as chips, for a form that cannot be edited now. */
function ReadOnlyChips({ label, items }: { label: string; items: Named[] }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap", mt: 0.5 }}>
        {items.map((item) => (
          <Chip key={item.id} size="small" label={item.name} />
        ))}
      </Stack>
    </Box>
  );
}

/** The technologies (the profiles' technology picker) and the job sectors the service addresses. */
export function ServiceScopeFields({ control, disabled }: Props) {
  const { t } = useTranslation("services");
  const language = useLanguage();
  const technologies = useTechnologies();
  const sectors = useJobSectors(language);
  const pick = (all: readonly Named[] | undefined, ids: readonly number[]) =>
    ids.flatMap((id) => {
      const found = all?.find((item) => item.id === id);
      return found ? [{ id: found.id, name: found.name }] : [];
    });
  return (
    <ServiceFormSection title={t("form.sections.scope")}>
      <Controller
        control={control}
        name="technology_ids"
        render={({ field, fieldState }) =>
          disabled ? (
            <ReadOnlyChips label={t("form.technologies")} items={pick(technologies.data, field.value)} />
          ) : (
            <Box>
              <TechnologiesPicker
                label={t("form.technologies")}
                value={pick(technologies.data, field.value)}
                onChange={(next) => field.onChange(next.map((item) => item.id))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                max={SERVICE_LIMITS.technologiesMax}
                testId="service-technologies"
              />
              {fieldState.error ? null : (
                <Typography variant="caption" color="text.secondary" sx={{ mx: 1.75 }}>
                  {t("form.technologiesHelp", { max: SERVICE_LIMITS.technologiesMax })}
                </Typography>
              )}
            </Box>
          )
        }
      />
      <Controller
        control={control}
        name="sector_ids"
        render={({ field, fieldState }) =>
          disabled ? (
            <ReadOnlyChips label={t("form.sectors")} items={pick(sectors.data, field.value)} />
          ) : (
            <Autocomplete
              multiple
              options={sectors.data ?? []}
              value={pick(sectors.data, field.value)}
              loading={sectors.isPending}
              onChange={(_, next) =>
                field.onChange(next.slice(0, SERVICE_LIMITS.sectorsMax).map((s) => s.id))
              }
              onBlur={field.onBlur}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterSelectedOptions
              noOptionsText={t("form.noSector")}
              loadingText={t("loading")}
              data-testid="service-sectors"
              renderValue={(selected, getItemProps) =>
                selected.map((option, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={option.name} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t("form.sectors")}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? t("form.sectorsHelp", { max: SERVICE_LIMITS.sectorsMax })
                  }
                  slotProps={{
                    formHelperText: { role: fieldState.error ? "alert" : undefined },
                  }}
                />
              )}
            />
          )
        }
      />
    </ServiceFormSection>
  );
}
