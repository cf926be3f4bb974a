import {
  canWithdrawQuote,
  QUOTE_LIMITS,
  type Quote,
  type WithdrawBody,
  withdrawBodySchema,
} from "@mkt/contracts";
import Undo from "@mui/icons-material/Undo";
import { Button, DialogContentText } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useWithdrawQuote } from "../api.ts";

const resolver = contractResolver<WithdrawBody>(withdrawBodySchema);

/** The supplier's confirmation before withdrawing a quote or proposal, with an optional reason for the client. */
function WithdrawQuoteDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { t } = useTranslation("quotes");
  const language = useLanguage();
  const { notify } = useNotice();
  const withdraw = useWithdrawQuote();
  const form = useForm<WithdrawBody>({ defaultValues: { reason: "" }, resolver, reValidateMode: "onChange" });
  const submit = form.handleSubmit(async (values) => {
    try {
      await withdraw.mutateAsync({ id: quote.id, body: values });
      notify(t(quote.kind === "fp" ? "withdrawDialog.doneProposal" : "withdrawDialog.done"), "success");
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["reason"], language);
    }
  });
  const title = quote.position_title ?? quote.need_title;
  return (
    <FormDialog
      title={t(quote.kind === "fp" ? "withdrawDialog.titleProposal" : "withdrawDialog.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={withdraw.isPending}
      cancelLabel={t("cancel")}
      submitLabel={t("withdrawDialog.confirm")}
      submitColor="error"
      submitTestId="withdraw-confirm"
      testId="withdraw-dialog"
      maxWidth="xs"
      contentSx={{ pt: 2.5 }}
      error={withdraw.isError && !form.formState.errors.reason ? withdraw.error : null}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t(quote.kind === "fp" ? "withdrawDialog.textProposal" : "withdrawDialog.text", { title })}
      </DialogContentText>
      <FormTextField
        control={form.control}
        name="reason"
        label={t("withdrawDialog.reason")}
        helperText={t("withdrawDialog.reasonHelp")}
        multiline
        minRows={2}
        autoFocus
        slotProps={{
          htmlInput: { maxLength: QUOTE_LIMITS.reasonMax, "data-testid": "withdraw-reason" },
        }}
      />
    </FormDialog>
  );
}

/** "Withdraw" on one of the supplier's own quotes, shown only while the client has not decided on it. */
export function WithdrawQuoteButton({ quote }: { quote: Quote }) {
  const { t } = useTranslation("quotes");
  const [open, setOpen] = useState(false);
  if (
    !canWithdrawQuote(
      quote.status,
      quote.nominations.map((n) => n.status),
    )
  )
    return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<Undo />}
        onClick={() => setOpen(true)}
        data-testid="quote-withdraw"
      >
        {t("actions.withdraw")}
      </Button>
      {open ? <WithdrawQuoteDialog quote={quote} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
