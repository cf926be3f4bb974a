import { type DiscardBody, discardBodySchema } from "@mkt/contracts";
import { DialogContentText } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type DecideInput, useDecide } from "../api.ts";

/** A decision waiting for confirmation: what it targets, and how to name it in the dialog. */
export type PendingDecision = Omit<DecideInput, "reason"> & { what: string };

const resolver = contractResolver<DiscardBody>(discardBodySchema);

/** Discard (with a required reason) or accept (confirmed) a quote or a candidacy. */
export function DecisionDialogs({
  pending,
  onClose,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const decide = useDecide();
  if (!pending) return null;
  if (pending.action === "accept")
    return (
      <ConfirmDialog
        open
        title={t("acceptDialog.title")}
        text={t("acceptDialog.text", { what: pending.what })}
        confirmLabel={t("acceptDialog.confirm")}
        cancelLabel={t("cancel")}
        pending={decide.isPending}
        onConfirm={() =>
          decide.mutate(
            { ...pending },
            {
              onSuccess: onClose,
              onError: (error) => {
                emitNotice(errorText(error, language));
                onClose();
              },
            },
          )
        }
        onCancel={onClose}
      />
    );
  return <DiscardDialog pending={pending} onClose={onClose} />;
}

function DiscardDialog({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const decide = useDecide();
  const form = useForm<DiscardBody>({ defaultValues: { reason: "" }, resolver, reValidateMode: "onChange" });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ ...pending, reason });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["reason"], language);
    }
  });
  return (
    <FormDialog
      title={t("discardDialog.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={decide.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("discardDialog.confirm")}
      submitColor="error"
      submitTestId="discard-confirm"
      testId="discard-dialog"
      maxWidth="xs"
      contentSx={{ pt: 2.5 }}
      error={decide.isError && !form.formState.errors.reason ? decide.error : null}
    >
      <DialogContentText sx={{ mb: 2 }}>{t("discardDialog.text", { what: pending.what })}</DialogContentText>
      <FormTextField
        control={form.control}
        name="reason"
        label={t("discardDialog.reason")}
        required
        multiline
        minRows={3}
        autoFocus
        slotProps={{ htmlInput: { "data-testid": "discard-reason" } }}
      />
    </FormDialog>
  );
}
