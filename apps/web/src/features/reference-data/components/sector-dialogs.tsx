import {
  type JobSectorAdmin,
  jobSectorBodySchema,
  type LookupValueAdmin,
  lookupValueBodySchema,
} from "@mkt/contracts";
import { Stack, TextField } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { jobSectors, lookups } from "../api.ts";
import { alertError } from "../form-errors.ts";

type SectorValues = { code: string; name_it: string; name_en: string; sort: string };
const SECTOR_FIELDS = ["code", "name_it", "name_en", "sort"] as const;

/** Create (entry null) or edit a job sector. */
export function SectorDialog({ entry, onClose }: { entry: JobSectorAdmin | null; onClose: () => void }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const save = jobSectors.useSave();
  const { control, handleSubmit, setError } = useForm<SectorValues>({
    resolver: contractResolver<SectorValues>(jobSectorBodySchema),
    defaultValues: {
      code: entry?.code ?? "",
      name_it: entry?.name_it ?? "",
      name_en: entry?.name_en ?? "",
      sort: String(entry?.sort ?? 0),
    },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: entry?.id ?? null, body: jobSectorBodySchema.parse(values) })
      .then(onClose)
      .catch((error: unknown) => applyServerFieldErrors(error, setError, SECTOR_FIELDS, language)),
  );
  return (
    <FormDialog
      title={entry ? t("sector.edit", { name: entry.name_en }) : t("sector.create")}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      submitTestId="sector-save"
      testId="sector-dialog"
      error={alertError(save.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="code"
          label={t("sector.code")}
          required
          helperText={t("sector.codeHint")}
        />
        <FormTextField control={control} name="name_it" label={t("sector.nameIt")} required />
        <FormTextField control={control} name="name_en" label={t("sector.nameEn")} required />
        <FormTextField
          control={control}
          name="sort"
          label={t("sector.sort")}
          type="number"
          required
          helperText={t("sector.sortHint")}
        />
      </Stack>
    </FormDialog>
  );
}

type LookupValues = { label_it: string; label_en: string; sort: string };
const LOOKUP_FIELDS = ["label_it", "label_en", "sort"] as const;

/** Edit a lookup value's labels and order (its code is fixed). */
export function LookupDialog({ entry, onClose }: { entry: LookupValueAdmin; onClose: () => void }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const save = lookups.useSave();
  const { control, handleSubmit, setError } = useForm<LookupValues>({
    resolver: contractResolver<LookupValues>(lookupValueBodySchema),
    defaultValues: { label_it: entry.label_it, label_en: entry.label_en, sort: String(entry.sort) },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: entry.id, body: lookupValueBodySchema.parse(values) })
      .then(onClose)
      .catch((error: unknown) => applyServerFieldErrors(error, setError, LOOKUP_FIELDS, language)),
  );
  return (
    <FormDialog
      title={t("lookup.edit", { name: language === "it" ? entry.label_it : entry.label_en })}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      submitTestId="lookup-save"
      testId="lookup-dialog"
      error={alertError(save.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t("lookup.code")} value={entry.code} disabled fullWidth />
        <FormTextField control={control} name="label_it" label={t("lookup.labelIt")} required />
        <FormTextField control={control} name="label_en" label={t("lookup.labelEn")} required />
        <FormTextField
          control={control}
          name="sort"
          label={t("lookup.sort")}
          type="number"
          required
          helperText={t("sector.sortHint")}
        />
      </Stack>
    </FormDialog>
  );
}
