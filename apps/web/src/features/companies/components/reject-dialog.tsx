import { DOCUMENT_REVIEW_LIMITS, documentReviewBodySchema } from "@mkt/contracts";
import { DialogContentText } from "@mui/material";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
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
  const [problem, setProblem] = useState<unknown>(null);
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
      if (!applyServerFieldErrors(error, setError, ["note"], language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={t("rejectDialog.title")}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("rejectDialog.cancel")}
      submitLabel={t("rejectDialog.confirm")}
      submitColor="error"
      submitTestId="reject-confirm"
      testId="reject-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
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
    </FormDialog>
  );
}
