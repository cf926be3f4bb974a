import { SERVICE_LIMITS, serviceRejectBodySchema } from "@mkt/contracts";
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

export type RejectServiceDialogProps = {
  title: string;
  company: string;
  pending: boolean;
  onCancel: () => void;
  /** Rejects with the reason; a failed call rejects the promise with the API error. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks for the reason of a rejection (required, up to SERVICE_LIMITS.rejectionReasonMax), which the supplier reads. */
export function RejectServiceDialog({
  title,
  company,
  pending,
  onCancel,
  onConfirm,
}: RejectServiceDialogProps) {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { reason: "" },
    resolver: contractResolver<Values>(serviceRejectBodySchema),
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
      title={t("rejectDialog.title")}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("rejectDialog.cancel")}
      submitLabel={t("rejectDialog.confirm")}
      submitColor="error"
      submitTestId="service-reject-confirm"
      testId="service-reject-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <DialogContentText sx={{ mb: 2, wordBreak: "break-word" }}>
        {t("rejectDialog.text", { title, company })}
      </DialogContentText>
      <FormTextField
        control={control}
        name="reason"
        label={t("rejectDialog.reason")}
        multiline
        minRows={3}
        required
        autoFocus
        helperText={`${t("rejectDialog.reasonHint")} ${reason.trim().length}/${SERVICE_LIMITS.rejectionReasonMax}`}
        slotProps={{
          htmlInput: { maxLength: SERVICE_LIMITS.rejectionReasonMax, "data-testid": "service-reject-reason" },
        }}
      />
    </FormDialog>
  );
}
