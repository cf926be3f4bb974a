import { savedProfileNoteBodySchema } from "@mkt/contracts";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
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
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
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
      if (!applyServerFieldErrors(error, setError, ["note"], language))
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
      data-testid="note-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
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
          {problem ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={pending}>
            {t("save.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="note-confirm">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
