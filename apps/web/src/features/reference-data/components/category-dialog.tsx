import { type CategoryAdmin, categoryBodySchema } from "@mkt/contracts";
import { Stack } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { productCategories } from "../api.ts";
import { alertError } from "../form-errors.ts";

type Values = { parent_id: string; code: string; name_it: string; name_en: string; sort: string };
const FIELDS = ["parent_id", "code", "name_it", "name_en", "sort"] as const;
const toBody = (v: Values) => ({ ...v, parent_id: v.parent_id === "" ? null : Number(v.parent_id) });

/** Create (entry null) or edit and move a product category. */
export function CategoryDialog({ entry, onClose }: { entry: CategoryAdmin | null; onClose: () => void }) {
  const { t } = useTranslation("reference-data");
  const language = useLanguage();
  const save = productCategories.useSave();
  const all = useQuery({
    queryKey: [...productCategories.key, "all"],
    queryFn: () => productCategories.exportAll({ sort: "path" }),
  });
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: contractResolver<Values>(categoryBodySchema, toBody),
    defaultValues: {
      parent_id: entry?.parent_id ? String(entry.parent_id) : "",
      code: entry?.code ?? "",
      name_it: entry?.name_it ?? "",
      name_en: entry?.name_en ?? "",
      sort: String(entry?.sort ?? 0),
    },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ id: entry?.id ?? null, body: categoryBodySchema.parse(toBody(values)) })
      .then(onClose)
      .catch((error: unknown) => applyServerFieldErrors(error, setError, FIELDS, language)),
  );
  const parents = (all.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: language === "it" ? c.path_it : c.path_en,
  }));
  return (
    <FormDialog
      title={
        entry
          ? t("category.edit", { name: language === "it" ? entry.name_it : entry.name_en })
          : t("category.create")
      }
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      submitTestId="category-save"
      testId="category-dialog"
      error={alertError(save.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormSelectField
          control={control}
          name="parent_id"
          label={t("category.parent")}
          options={[{ value: "", label: t("category.noParent") }, ...parents]}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <FormTextField
          control={control}
          name="code"
          label={t("category.code")}
          required
          helperText={t("category.codeHint")}
        />
        <FormTextField control={control} name="name_it" label={t("category.nameIt")} required />
        <FormTextField control={control} name="name_en" label={t("category.nameEn")} required />
        <FormTextField
          control={control}
          name="sort"
          label={t("category.sort")}
          type="number"
          required
          helperText={t("sector.sortHint")}
        />
      </Stack>
    </FormDialog>
  );
}
