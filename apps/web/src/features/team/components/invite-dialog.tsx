import { inviteUserBodySchema, type RoleId } from "@mkt/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from "@mui/material";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError, isFunctionBlocked } from "../../../shared/api/api-error.ts";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { useNotice } from "../../../shared/components/notice-provider.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import { type TeamTarget, useInviteMember } from "../api.ts";

type InviteValues = { firstname: string; lastname: string; email: string; role_id: RoleId | "" };
const FIELDS = ["firstname", "lastname", "email", "role_id"] as const;

export type InviteDialogProps = {
  open: boolean;
  userId: number;
  roles: RoleId[];
  onClose: () => void;
  /** A member company of the caller's organisation; absent: the caller's own company. */
  target?: TeamTarget;
};

/** Invite a colleague: names, e-mail and one of the roles the company type allows. */
export function InviteDialog({ open, userId, roles, onClose, target = null }: InviteDialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const language = useLanguage();
  const { notify } = useNotice();
  const titleId = useId();
  const invite = useInviteMember(userId, target);
  const defaults: InviteValues = { firstname: "", lastname: "", email: "", role_id: roles[0] ?? "" };
  const { control, handleSubmit, setError, reset } = useForm<InviteValues>({
    defaultValues: defaults,
    resolver: contractResolver<InviteValues>(inviteUserBodySchema, (values) => ({
      ...values,
      role_id: values.role_id === "" ? undefined : values.role_id,
    })),
  });

  const close = () => {
    if (invite.isPending) return;
    reset(defaults);
    invite.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = inviteUserBodySchema.parse(values);
    try {
      const member = await invite.mutateAsync(body);
      notify(t("inviteDialog.sent", { email: member.email }), "success");
      reset(defaults);
      invite.reset();
      onClose();
    } catch (error) {
      // The plan's user limit opens the blocked-feature modal on its own.
      if (isFunctionBlocked(error)) {
        invite.reset();
        onClose();
        return;
      }
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });

  const failure = invite.error;
  const showAlert =
    failure && !isFunctionBlocked(failure) && !(isApiError(failure) && failure.fieldErrors.length > 0);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit} data-testid="invite-dialog">
        <DialogTitle id={titleId}>{t("inviteDialog.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{t("inviteDialog.text")}</DialogContentText>
            {showAlert ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormTextField
                control={control}
                name="firstname"
                label={t("inviteDialog.firstname")}
                autoComplete="off"
                required
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <FormTextField
                control={control}
                name="lastname"
                label={t("inviteDialog.lastname")}
                autoComplete="off"
                required
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </Stack>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t("inviteDialog.email")}
              autoComplete="off"
              required
            />
            <FormSelectField
              control={control}
              name="role_id"
              label={t("inviteDialog.role")}
              required
              data-testid="invite-role"
              options={roles.map((role) => ({
                value: role,
                label: t(`common:roles.${ROLE_LABEL_KEYS[role]}`),
                testId: `invite-role-${role}`,
              }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={invite.isPending}>
            {t("inviteDialog.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending} data-testid="invite-submit">
            {t("inviteDialog.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
