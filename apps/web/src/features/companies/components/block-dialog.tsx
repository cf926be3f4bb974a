import { DOCUMENTATION_LIMITS, documentationDecisionBodySchema } from "@mkt/contracts";
import { DialogContentText } from "@mui/material";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

type Values = { reason: string };

export type BlockDialogProps = {
  company: string;
  pending: boolean;
  onCancel: () => void;
  /** Blocks with the reason; rejects the promise with the API error. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks for the reason (3–500 characters) staff block a company's documentation with; the company reads it. */
export function BlockDialog({ company, pending, onCancel, onConfirm }: BlockDialogProps) {
  const { t } = useTranslation("companies");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { reason: "" },
    resolver: contractResolver<Values>(documentationDecisionBodySchema, (v) => ({
      status: 3,
      reason: v.reason,
    })),
  });
  const reason = useWatch({ control, name: "reason" }) ?? "";
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(values.reason.trim());
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["reason"], language)) setProblem(error);
    }
  });
  return (
    <FormDialog
      title={t("blockDialog.title")}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("blockDialog.cancel")}
      submitLabel={t("blockDialog.confirm")}
      submitColor="error"
      submitTestId="block-confirm"
      testId="block-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <DialogContentText sx={{ mb: 2, wordBreak: "break-word" }}>
        {t("blockDialog.text", { name: company })}
      </DialogContentText>
      <FormTextField
        control={control}
        name="reason"
        label={t("blockDialog.reason")}
        multiline
        minRows={3}
        required
        autoFocus
        helperText={`${t("blockDialog.reasonHint")} ${reason.trim().length}/${DOCUMENTATION_LIMITS.reasonMax}`}
        slotProps={{
          htmlInput: { maxLength: DOCUMENTATION_LIMITS.reasonMax, "data-testid": "block-reason" },
        }}
      />
    </FormDialog>
  );
}
