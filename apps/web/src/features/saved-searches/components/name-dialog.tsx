import { savedSearchNameSchema } from "@mkt/contracts";
import { FormControlLabel, Switch } from "@mui/material";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

export type NameValues = { name: string; alert: boolean };
const schema = z.object({ name: savedSearchNameSchema, alert: z.boolean() });

export type NameDialogProps = {
  title: string;
  submitLabel: string;
  initial: NameValues;
  /** Shows the e-mail alert switch (saving); renaming asks the name only. */
  withAlert: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Saves; rejects with the API error (field errors go under the name, others in the dialog). */
  onConfirm: (values: NameValues) => Promise<unknown>;
};

/** The name of a saved search (1–80 characters) and, when saving, whether new results are e-mailed. */
export function NameDialog({
  title,
  submitLabel,
  initial,
  withAlert,
  pending,
  onCancel,
  onConfirm,
}: NameDialogProps) {
  const { t } = useTranslation("saved-searches");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<NameValues>({
    defaultValues: initial,
    resolver: contractResolver<NameValues>(schema),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm({ name: values.name.trim(), alert: values.alert });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["name"], language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={title}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("cancel")}
      submitLabel={submitLabel}
      submitTestId="saved-search-name-confirm"
      testId="saved-search-name-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <FormTextField
        control={control}
        name="name"
        label={t("name")}
        autoFocus
        required
        sx={{ mt: 1 }}
        helperText={t("nameHelp")}
        slotProps={{ htmlInput: { "data-testid": "saved-search-name", maxLength: 120 } }}
      />
      {withAlert ? (
        <Controller
          control={control}
          name="alert"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1, display: "flex" }}
              label={t("alertLabel")}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { "data-testid": "saved-search-alert" } as object }}
                />
              }
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
