import { type TechnologyAdmin, technologyBodySchema } from "@mkt/contracts";
import { Stack } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { technologies } from "../api.ts";
import { alertError } from "../form-errors.ts";

type Values = { name: string; category: string; label_it: string; label_en: string; aliases: string };
const FIELDS = ["name", "category", "label_it", "label_en", "aliases"] as const;

/** "JS, ECMAScript" → ["JS", "ECMAScript"]. */
const splitAliases = (text: string) =>
  text
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
const toBody = (v: Values) => ({ ...v, aliases: splitAliases(v.aliases) });

/** Create (entry null) or edit a technology: name, category, labels in both languages, aliases. */
export function TechnologyDialog({ entry, onClose }: { entry: TechnologyAdmin | null; onClose: () => void }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const save = technologies.useSave();
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: contractResolver<Values>(technologyBodySchema, toBody),
    defaultValues: {
      name: entry?.name ?? "",
      category: entry?.category ?? "",
      label_it: entry?.label_it ?? "",
      label_en: entry?.label_en ?? "",
      aliases: entry?.aliases.join(", ") ?? "",
    },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: entry?.id ?? null, body: toBody(values) })
      .then(onClose)
      .catch((error: unknown) => applyServerFieldErrors(error, setError, FIELDS, language)),
  );
  return (
    <FormDialog
      title={entry ? t("technology.edit", { name: entry.name }) : t("technology.create")}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      submitTestId="technology-save"
      testId="technology-dialog"
      error={alertError(save.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label={t("technology.name")}
          required
          slotProps={{ htmlInput: { "data-testid": "technology-name" } }}
        />
        <FormTextField
          control={control}
          name="category"
          label={t("technology.category")}
          required
          helperText={t("technology.categoryHint")}
        />
        <FormTextField
          control={control}
          name="label_it"
          label={t("technology.labelIt")}
          helperText={t("technology.labelHint")}
        />
        <FormTextField
          control={control}
          name="label_en"
          label={t("technology.labelEn")}
          helperText={t("technology.labelHint")}
        />
        <FormTextField
          control={control}
          name="aliases"
          label={t("technology.aliases")}
          helperText={t("technology.aliasesHint")}
        />
      </Stack>
    </FormDialog>
  );
}
