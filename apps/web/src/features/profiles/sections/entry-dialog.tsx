import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import { type Control, type DefaultValues, type FieldPath, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
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
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: initialValues as DefaultValues<Values>,
    resolver: contractResolver<Values>(schema, toBody),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(toBody(values));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, fieldNames, language))
        setProblem(errorText(error, language));
    }
  });
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="section-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {renderFields(control)}
          {problem ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="section-dialog-error">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="section-dialog-save">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
