import { DOCUMENT_REVIEW_LIMITS, documentReviewBodySchema } from "@mkt/contracts";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type Values = { note: string };

export type RejectDialogProps = {
  filename: string;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the reason; rejects the promise with the API error. */
  onConfirm: (note: string) => Promise<unknown>;
};

/** Asks for the reason of a rejection (3–500 characters), which the company reads beside the document. */
export function RejectDialog({ filename, pending, onCancel, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation("companies");
  const language = useLanguage();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { note: "" },
    resolver: contractResolver<Values>(documentReviewBodySchema, (v) => ({
      status: "rejected",
      note: v.note,
    })),
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
      data-testid="reject-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t("rejectDialog.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, wordBreak: "break-word" }}>
            {t("rejectDialog.text", { name: filename })}
          </DialogContentText>
          <FormTextField
            control={control}
            name="note"
            label={t("rejectDialog.note")}
            multiline
            minRows={3}
            required
            autoFocus
            helperText={`${t("rejectDialog.noteHint")} ${note.trim().length}/${DOCUMENT_REVIEW_LIMITS.noteMax}`}
            slotProps={{
              htmlInput: { maxLength: DOCUMENT_REVIEW_LIMITS.noteMax, "data-testid": "reject-note" },
            }}
          />
          {problem ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={pending}>
            {t("rejectDialog.cancel")}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={pending}
            data-testid="reject-confirm"
          >
            {t("rejectDialog.confirm")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
