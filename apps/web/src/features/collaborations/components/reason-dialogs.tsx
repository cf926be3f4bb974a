import {
  type CancelCollaborationBody,
  type CollaborationDetail,
  cancelCollaborationBodySchema,
  type InterviewOutcomeBody,
  interviewOutcomeBodySchema,
} from "@mkt/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCancelCollaboration, useInterviewOutcome, useRespondInterview } from "../api.ts";
import { isFormLevelError } from "../form-error.ts";
import { formatDateTime } from "../format.ts";

type Close = { open: boolean; onClose: () => void };

/** Cancel with a reason (3–500 characters): any open collaboration, by either side. */
export function CancelDialog({ collaborationId, open, onClose }: { collaborationId: number } & Close) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const cancel = useCancelCollaboration();
  const { control, handleSubmit, setError } = useForm<CancelCollaborationBody>({
    defaultValues: { reason: "" },
    resolver: contractResolver<CancelCollaborationBody>(cancelCollaborationBodySchema),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id: collaborationId, reason: values.reason });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["reason"], language);
    }
  });
  return (
    <FormDialog
      open={open}
      title={t("cancel.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={cancel.isPending}
      cancelLabel={t("cancel.keep")}
      submitLabel={t("cancel.submit")}
      submitColor="error"
      maxWidth="xs"
      contentSx={{ pt: 1 }}
      error={cancel.isError && isFormLevelError(cancel.error) ? cancel.error : null}
    >
      <FormTextField
        control={control}
        name="reason"
        label={t("cancel.reason")}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { "data-testid": "cancel-reason" } }}
      />
    </FormDialog>
  );
}

/** The client records the outcome of a confirmed interview; a negative one needs a reason. */
export function OutcomeDialog({ interviewId, open, onClose }: { interviewId: number } & Close) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const outcome = useInterviewOutcome();
  const { control, handleSubmit, setError } = useForm<{ outcome: string; reason: string }>({
    defaultValues: { outcome: "", reason: "" },
    resolver: contractResolver<{ outcome: string; reason: string }>(interviewOutcomeBodySchema, (v) => ({
      outcome: v.outcome || undefined,
      reason: v.reason,
    })),
  });
  const chosen = useWatch({ control, name: "outcome" });
  const submit = handleSubmit(async (values) => {
    try {
      await outcome.mutateAsync({ interviewId, body: values as InterviewOutcomeBody });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ["outcome", "reason"], language);
    }
  });
  return (
    <FormDialog
      open={open}
      title={t("outcome.title")}
      onClose={onClose}
      onSubmit={submit}
      pending={outcome.isPending}
      cancelLabel={t("actions.back")}
      submitLabel={t("outcome.submit")}
      maxWidth="xs"
      error={outcome.isError && isFormLevelError(outcome.error) ? outcome.error : null}
    >
      <Stack spacing={2}>
        <Controller
          control={control}
          name="outcome"
          render={({ field, fieldState }) => (
            <>
              <RadioGroup {...field}>
                <FormControlLabel value="positive" control={<Radio />} label={t("outcome.positive")} />
                <FormControlLabel value="negative" control={<Radio />} label={t("outcome.negative")} />
              </RadioGroup>
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </>
          )}
        />
        {chosen === "negative" ? (
          <FormTextField
            control={control}
            name="reason"
            label={t("outcome.reason")}
            required
            multiline
            minRows={2}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}

/** The supplier picks one of the proposed times (confirming the interview) or declines them. */
export function RespondDialog({ detail, open, onClose }: { detail: CollaborationDetail } & Close) {
  const { t } = useTranslation("collaborations");
  const language = useLanguage();
  const respond = useRespondInterview();
  const interview = detail.interviews.find((i) => i.status === "proposed");
  const [slotId, setSlotId] = useState<string>("");
  const [missing, setMissing] = useState(false);
  if (!interview) return null;
  const answer = async (decline: boolean) => {
    if (!decline && !slotId) {
      setMissing(true);
      return;
    }
    try {
      await respond.mutateAsync(
        decline
          ? { interviewId: interview.id, decline: true }
          : { interviewId: interview.id, slot_id: Number(slotId) },
      );
      onClose();
    } catch {
      // The error shows in the dialog.
    }
  };
  return (
    <Dialog open={open} onClose={respond.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t("respond.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t("respond.text")}</DialogContentText>
        {respond.isError ? <FormAlert>{errorText(respond.error, language)}</FormAlert> : null}
        <RadioGroup
          value={slotId}
          onChange={(event) => {
            setSlotId(event.target.value);
            setMissing(false);
          }}
        >
          {interview.slots.map((slot) => (
            <FormControlLabel
              key={slot.id}
              value={String(slot.id)}
              control={<Radio />}
              label={formatDateTime(slot.starts_at, language)}
              data-testid="respond-slot"
            />
          ))}
        </RadioGroup>
        {missing ? <FormHelperText error>{t("respond.required")}</FormHelperText> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {interview.location}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button color="error" onClick={() => void answer(true)} disabled={respond.isPending}>
          {t("respond.decline")}
        </Button>
        <Button
          variant="contained"
          onClick={() => void answer(false)}
          disabled={respond.isPending}
          data-testid="respond-confirm"
        >
          {t("respond.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
