import { type ReactNode, useState } from "react";
import { type Control, type DefaultValues, type FieldPath, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

export type EntryDialogProps<Values extends FieldValues> = {
  title: string;
  confirmLabel: string;
  initialValues: Values;
  schema: z.ZodType;
  toBody: (values: Values) => unknown;
  fieldNames: readonly FieldPath<Values>[];
  renderFields: (control: Control<Values>) => ReactNode;
  pending: boolean;
  onCancel: () => void;
  /** Sends the entry; rejects with the API error, shown under its field or in the dialog. */
  onConfirm: (body: unknown) => Promise<unknown>;
};

/** The add/edit dialog of one section entry, validated with the contract's entry schema before sending. */
export function EntryDialog<Values extends FieldValues>({
  title,
  confirmLabel,
  initialValues,
  schema,
  toBody,
  fieldNames,
  renderFields,
  pending,
  onCancel,
  onConfirm,
}: EntryDialogProps<Values>) {
  const { t } = useTranslation("profile-sections");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: initialValues as DefaultValues<Values>,
    resolver: contractResolver<Values>(schema, toBody),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(toBody(values));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fieldNames, language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={title}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("cancel")}
      submitLabel={confirmLabel}
      submitTestId="section-dialog-save"
      testId="section-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      {renderFields(control)}
    </FormDialog>
  );
}
