import {
  SERVICE_REQUEST_LIMITS,
  type ServiceRequestDeclineBody,
  serviceRequestDeclineBodySchema,
} from "@mkt/contracts";
import { Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../shared/components/form-dialog.tsx";
import { emitNotice } from "../../shared/components/notice-bus.ts";
import { applyServerFieldErrors } from "../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useDeclineIncoming } from "./incoming-api.ts";

/** The supplier declines a request, with the reason the client reads (serviceRequestDeclineBodySchema). */
export function IncomingDeclineDialog({ targetId, onClose }: { targetId: number; onClose: () => void }) {
  const { t } = useTranslation("incoming-service-requests");
  const language = useLanguage();
  const decline = useDeclineIncoming(targetId);
  const form = useForm<ServiceRequestDeclineBody>({
    defaultValues: { reason: "" },
    resolver: contractResolver<ServiceRequestDeclineBody>(serviceRequestDeclineBodySchema),
    reValidateMode: "onChange",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await decline.mutateAsync(serviceRequestDeclineBodySchema.parse(values));
      emitNotice(t("declineForm.declined"), "success");
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["reason"], language);
    }
  });
  return (
    <FormDialog
      title={t("declineForm.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={decline.isPending}
      cancelLabel={t("declineForm.cancel")}
      submitLabel={t("declineForm.submit")}
      submitColor="error"
      submitTestId="incoming-decline-submit"
      testId="incoming-decline-dialog"
      error={decline.isError && !form.formState.errors.reason ? decline.error : null}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("declineForm.help")}
      </Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label={t("declineForm.reason")}
        required
        multiline
        minRows={3}
        slotProps={{
          htmlInput: {
            maxLength: SERVICE_REQUEST_LIMITS.declineReasonMax,
            "data-testid": "incoming-decline-reason",
          },
        }}
      />
    </FormDialog>
  );
}
