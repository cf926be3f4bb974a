import { NEED_LIMITS } from "@mkt/contracts";
import { Box, MenuItem, Stack } from "@mui/material";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCheckbox } from "../../../shared/forms/form-checkbox.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { FormCityField } from "../../../shared/places/form-city-field.tsx";
import { useJobSectors } from "../../company-profile/index.ts";

type CommonFields = {
  title: string;
  description: string;
  sector_code: string;
  city: string;
  remote_allowed: boolean;
  anonymous: boolean;
};

export type NeedCommonFieldsProps<T extends CommonFields & FieldValues> = {
  control: Control<T>;
  descriptionRequired?: boolean;
};

/** The fields every need has: title, description, sector, place, remote and anonymity. */
export function NeedCommonFields<T extends CommonFields & FieldValues>({
  control,
  descriptionRequired = false,
}: NeedCommonFieldsProps<T>) {
  const { t } = useTranslation("needs");
  const language = useLanguage();
  const sectors = useJobSectors(language);
  const name = (field: keyof CommonFields) => field as Path<T>;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={name("title")}
        label={t("form.title")}
        required
        slotProps={{ htmlInput: { maxLength: NEED_LIMITS.titleMax, "data-testid": "need-title" } }}
      />
      <FormTextField
        control={control}
        name={name("description")}
        label={t("form.description")}
        required={descriptionRequired}
        multiline
        minRows={3}
        slotProps={{
          htmlInput: { maxLength: NEED_LIMITS.descriptionMax, "data-testid": "need-description" },
        }}
      />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <FormTextField control={control} name={name("sector_code")} label={t("form.sector")} select>
          <MenuItem value="">{t("form.noSector")}</MenuItem>
          {(sectors.data ?? []).map((s) => (
            <MenuItem key={s.code} value={s.code}>
              {s.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormCityField
          control={control}
          name={name("city")}
          label={t("form.city")}
          maxLength={NEED_LIMITS.cityMax}
        />
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 3 }}>
        <FormCheckbox control={control} name={name("remote_allowed")} label={t("form.remote")} />
        <FormCheckbox control={control} name={name("anonymous")} label={t("form.anonymous")} />
      </Stack>
    </Stack>
  );
}
