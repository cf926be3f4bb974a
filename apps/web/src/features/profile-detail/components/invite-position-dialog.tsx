import { positionInvitationBodySchema } from "@mkt/contracts";
import { Alert, Link, MenuItem, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { usePositionOptions } from "../../availability/index.ts";

type Values = { position_id: string };
const toBody = (v: Values) => ({ position_id: v.position_id ? Number(v.position_id) : undefined });

export type InvitePositionDialogProps = {
  profileName: string;
  /** The position to start from (the match card's, or the detail's ?position=). */
  initialPositionId: number | null;
  pending: boolean;
  onCancel: () => void;
  /** Sends the invitation; rejects with the API error (shown in the dialog). */
  onConfirm: (positionId: number) => Promise<unknown>;
};

/** Invite a profile to one of the client's published positions: its company may then propose it with a quote. */
export function InvitePositionDialog({
  profileName,
  initialPositionId,
  pending,
  onCancel,
  onConfirm,
}: InvitePositionDialogProps) {
  const { t } = useTranslation("profile-detail");
  const language = useLanguage();
  const positions = usePositionOptions(true);
  const [problem, setProblem] = useState<unknown>(null);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { position_id: initialPositionId ? String(initialPositionId) : "" },
    resolver: contractResolver<Values>(positionInvitationBodySchema, toBody),
  });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onConfirm(Number(values.position_id));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["position_id"], language)) setProblem(error);
    }
  });
  const options = positions.data ?? [];
  const none = positions.isSuccess && options.length === 0;
  return (
    <FormDialog
      title={t("invite.title", { name: profileName })}
      onClose={onCancel}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t("cancel")}
      submitLabel={t("invite.send")}
      submitTestId="invite-send"
      testId="invite-dialog"
      actionsSx={{ px: 3, pb: 2 }}
      error={problem}
      errorPlacement="bottom"
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t("invite.intro")}
        </Typography>
        <FormTextField
          control={control}
          name="position_id"
          select
          label={t("invite.position")}
          helperText={t("invite.positionHelp")}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true },
            htmlInput: { "data-testid": "invite-position" },
          }}
        >
          <MenuItem value="" disabled>
            {t("invite.choose")}
          </MenuItem>
          {options.map((p) => (
            <MenuItem key={p.id} value={String(p.id)} data-testid="invite-position-option">
              {p.title} · {p.need_title}
            </MenuItem>
          ))}
        </FormTextField>
        {none ? (
          <Alert severity="info" data-testid="invite-no-positions">
            {t("invite.noPositions")}{" "}
            <Link component={RouterLink} to="/need/create">
              {t("invite.createNeed")}
            </Link>
          </Alert>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
