import { reasonSchema } from "@mkt/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDecideInscription } from "../api.ts";

type Values = { reason: string };
const schema = z.object({ reason: reasonSchema });

/** Reject one sign-up with the reason the company's users read in their e-mail and notification. */
export function RejectInscriptionDialog({
  company,
  onClose,
}: {
  company: { id: number; name: string };
  onClose: (rejected: boolean) => void;
}) {
  const { t } = useTranslation("staff-accounts");
  const language = useLanguage();
  const decide = useDecideInscription();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { reason: "" },
    resolver: contractResolver<Values>(schema),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await decide.mutateAsync({ id: company.id, body: { decision: "reject", reason: values.reason } });
      onClose(true);
    } catch (error) {
      applyServerFieldErrors(error, setError, ["reason"], language);
    }
  });
  return (
    <FormDialog
      title={t("inscriptions.rejectTitle", { name: company.name })}
      onClose={() => onClose(false)}
      onSubmit={onSubmit}
      pending={decide.isPending}
      error={decide.error}
      cancelLabel={t("cancel")}
      submitLabel={t("inscriptions.reject")}
      submitColor="error"
      submitTestId="inscription-reject-confirm"
      testId="inscription-reject-dialog"
    >
      <FormTextField
        control={control}
        name="reason"
        label={t("inscriptions.reason")}
        helperText={t("inscriptions.reasonHint")}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 500, "data-testid": "inscription-reason" } }}
      />
    </FormDialog>
  );
}
