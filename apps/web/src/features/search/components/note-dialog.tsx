import { savedProfileNoteBodySchema } from "@mkt/contracts";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type Values = { note: string };

export type NoteDialogProps = {
  title: string;
  confirmLabel: string;
  initialNote: string;
  pending: boolean;
  onCancel: () => void;
  /** Saves the note; rejects with the API error (shown in the dialog). */
  onConfirm: (note: string) => Promise<unknown>;
};

/** The private note of a saved profile (at most 1000 characters): asked when saving, and to edit it. */
export function NoteDialog({
  title,
  confirmLabel,
  initialNote,
  pending,
  onCancel,
  onConfirm,
}: NoteDialogProps) {
  const { t } = useTranslation("search");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { note: initialNote },
    resolver: contractResolver<Values>(savedProfileNoteBodySchema),
  });
  const note = useWatch({ control, name: "note" }) ?? "";
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(values.note.trim());
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["note"], language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={title}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("save.cancel")}
      submitLabel={confirmLabel}
      submitTestId="note-confirm"
      testId="note-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <FormTextField
        control={control}
        name="note"
        label={t("save.note")}
        multiline
        minRows={3}
        autoFocus
        sx={{ mt: 1 }}
        helperText={t("save.noteHelp", { count: note.trim().length })}
        slotProps={{ htmlInput: { "data-testid": "note-input" } }}
      />
    </FormDialog>
  );
}
