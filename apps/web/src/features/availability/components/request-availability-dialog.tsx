import { availabilityRequestBodySchema } from "@mkt/contracts";
import { Alert, MenuItem, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { usePositionOptions } from "../api.ts";

type Values = { position_id: string; message: string };
const toBody = (v: Values) => ({
  position_id: v.position_id ? Number(v.position_id) : null,
  message: v.message.trim(),
});

export type RequestAvailabilityDialogProps = {
  profileName: string;
  /** Credits left before this request; null while unknown. */
  creditsLeft: number | null;
  pending: boolean;
  onCancel: () => void;
  /** Sends the request; rejects with the API error (shown in the dialog). */
  onConfirm: (body: { position_id: number | null; message: string }) => Promise<unknown>;
};

/** Ask whether a profile is available: optionally for one of my positions, with a message; costs one credit. */
export function RequestAvailabilityDialog({
  profileName,
  creditsLeft,
  pending,
  onCancel,
  onConfirm,
}: RequestAvailabilityDialogProps) {
  const { t } = useTranslation("availability");
  const language = useLanguage();
  const positions = usePositionOptions(true);
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { position_id: "", message: "" },
    resolver: contractResolver<Values>(availabilityRequestBodySchema, toBody),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(toBody(values));
    } catch (error) {
      // A blocked plan (no credits, function not included) opens the shell's blocked-feature modal.
      if (isFunctionBlocked(error)) return onCancel();
      if (!applyServerFieldErrors(error, setError, ["position_id", "message"], language)) setProblem(error);
    }
  });
  const options = positions.data ?? [];
  return (
    <FormDialog
      title={t("request.title", { name: profileName })}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("cancel")}
      submitLabel={t("request.send")}
      submitTestId="availability-send"
      testId="availability-request-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t("request.intro")}
        </Typography>
        <FormTextField
          control={control}
          name="position_id"
          select
          label={t("request.position")}
          helperText={options.length === 0 ? t("request.noPositions") : t("request.positionHelp")}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
            htmlInput: { "data-testid": "availability-position" },
          }}
        >
          <MenuItem value="">{t("request.noPosition")}</MenuItem>
          {options.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.title} · {p.need_title}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="message"
          label={t("request.message")}
          multiline
          minRows={3}
          helperText={t("request.messageHelp")}
          slotProps={{ htmlInput: { "data-testid": "availability-message" } }}
        />
        <Alert severity="info" data-testid="availability-cost">
          {creditsLeft === null ? t("request.cost") : t("request.costWithLeft", { count: creditsLeft })}
        </Alert>
      </Stack>
    </FormDialog>
  );
}
