import {
  type SpokenLanguageAdmin,
  spokenLanguageCreateSchema,
  spokenLanguageEditSchema,
} from "@mkt/contracts";
import { Stack, TextField } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { spokenLanguages } from "../api.ts";
import { alertError } from "../form-errors.ts";

type LanguageValues = { code: string; name_it: string; name_en: string; sort: string };
const LANGUAGE_FIELDS = ["code", "name_it", "name_en", "sort"] as const;

/** Add (entry null: the ISO code is asked once) or edit a spoken language's names and order. */
export function LanguageDialog({
  entry,
  onClose,
}: {
  entry: SpokenLanguageAdmin | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const save = spokenLanguages.useSave();
  const schema = entry ? spokenLanguageEditSchema : spokenLanguageCreateSchema;
  const { control, handleSubmit, setError } = useForm<LanguageValues>({
    resolver: contractResolver<LanguageValues>(schema),
    defaultValues: {
      code: entry?.code ?? "",
      name_it: entry?.name_it ?? "",
      name_en: entry?.name_en ?? "",
      sort: String(entry?.sort ?? 0),
    },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: entry?.code ?? null, body: schema.parse(values) })
      .then(onClose)
      .catch((error: unknown) => applyServerFieldErrors(error, setError, LANGUAGE_FIELDS, language)),
  );
  const name = entry ? (language === "it" ? entry.name_it : entry.name_en) : "";
  return (
    <FormDialog
      title={entry ? t("language.edit", { name }) : t("language.create")}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      submitTestId="language-save"
      testId="language-dialog"
      error={alertError(save.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {entry ? (
          <TextField label={t("language.code")} value={entry.code} disabled fullWidth />
        ) : (
          <FormTextField
            control={control}
            name="code"
            label={t("language.code")}
            required
            helperText={t("language.codeHint")}
            slotProps={{ htmlInput: { "data-testid": "language-code-input", maxLength: 3 } }}
          />
        )}
        <FormTextField
          control={control}
          name="name_it"
          label={t("language.nameIt")}
          required
          slotProps={{ htmlInput: { "data-testid": "language-name-it" } }}
        />
        <FormTextField
          control={control}
          name="name_en"
          label={t("language.nameEn")}
          required
          slotProps={{ htmlInput: { "data-testid": "language-name-en" } }}
        />
        <FormTextField
          control={control}
          name="sort"
          label={t("language.sort")}
          type="number"
          required
          helperText={t("sector.sortHint")}
        />
      </Stack>
    </FormDialog>
  );
}
