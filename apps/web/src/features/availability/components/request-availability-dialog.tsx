import { availabilityRequestBodySchema } from "@mkt/contracts";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
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
  const titleId = useId();
  const positions = usePositionOptions(true);
  const [problem, setProblem] = useState<string | null>(null);
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
      if (!applyServerFieldErrors(error, setError, ["position_id", "message"], language))
        setProblem(errorText(error, language));
    }
  });
  const options = positions.data ?? [];
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="availability-request-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t("request.title", { name: profileName })}</DialogTitle>
        <DialogContent>
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
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="availability-send">
            {t("request.send")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
