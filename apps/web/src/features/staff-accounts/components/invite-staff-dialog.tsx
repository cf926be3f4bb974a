import { LANGUAGES, type Language, ROLE, STAFF_ROLES, staffInviteBodySchema } from "@mkt/contracts";
import { Box } from "@mui/material";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/components/form-dialog.tsx";
import { applyServerFieldErrors } from "../../../shared/forms/apply-server-errors.ts";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { FormSelectField } from "../../../shared/forms/form-select-field.tsx";
import { FormTextField } from "../../../shared/forms/form-text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useInviteStaffUser } from "../api.ts";

type Values = { firstname: string; lastname: string; email: string; role_id: number; language: Language };
const FIELDS = ["firstname", "lastname", "email", "role_id", "language"] as const;

/** Invite a staff user (Administrator or Admin Management): the e-mail carries the link to set a password. */
export function InviteStaffDialog({ onClose }: { onClose: (email: string | null) => void }) {
  const { t } = useTranslation("staff-accounts");
  const language = useLanguage();
  const invite = useInviteStaffUser();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { firstname: "", lastname: "", email: "", role_id: ROLE.ADMIN_MANAGEMENT, language },
    resolver: contractResolver<Values>(staffInviteBodySchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await invite.mutateAsync(values);
      onClose(user.email);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS, language);
    }
  });
  return (
    <FormDialog
      title={t("staff.inviteTitle")}
      onClose={() => onClose(null)}
      onSubmit={onSubmit}
      pending={invite.isPending}
      error={invite.error}
      cancelLabel={t("cancel")}
      submitLabel={t("staff.invite")}
      submitTestId="staff-invite-send"
      testId="staff-invite-dialog"
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, pt: 1 }}>
        <FormTextField
          control={control}
          name="firstname"
          label={t("ghost.firstname")}
          slotProps={{ htmlInput: { maxLength: 50, "data-testid": "staff-firstname" } }}
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t("ghost.lastname")}
          slotProps={{ htmlInput: { maxLength: 50, "data-testid": "staff-lastname" } }}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t("ghost.email")}
          slotProps={{ htmlInput: { maxLength: 254, "data-testid": "staff-email" } }}
        />
        <FormSelectField
          control={control}
          name="role_id"
          label={t("staff.role")}
          options={STAFF_ROLES.map((value) => ({
            value,
            label: t(`roles.${value}`),
            testId: `staff-role-${value}`,
          }))}
          data-testid="staff-role"
        />
        <FormSelectField
          control={control}
          name="language"
          label={t("ghost.language")}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
      </Box>
    </FormDialog>
  );
}
