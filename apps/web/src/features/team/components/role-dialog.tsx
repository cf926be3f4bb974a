import type { RoleId } from "@mkt/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LABEL_KEYS } from "../../../shared/session/role-label.ts";
import type { TeamMember } from "../team-rules.ts";

export type RoleDialogProps = {
  member: TeamMember;
  roles: RoleId[];
  pending: boolean;
  onSave: (roleId: RoleId) => void;
  onCancel: () => void;
};

/** Choose another of the company's roles for a colleague; Save is off until the role differs. */
export function RoleDialog({ member, roles, pending, onSave, onCancel }: RoleDialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const titleId = useId();
  const [role, setRole] = useState<number>(member.role_id);
  const name = `${member.firstname} ${member.lastname}`;
  const chosen = roles.find((r) => r === role);
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="role-dialog"
    >
      <DialogTitle id={titleId}>{t("roleDialog.title", { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <DialogContentText>{t("roleDialog.text", { name })}</DialogContentText>
          <TextField
            select
            label={t("roleDialog.role")}
            value={role}
            onChange={(event) => setRole(Number(event.target.value))}
            fullWidth
            data-testid="role-select"
          >
            {roles.map((r) => (
              <MenuItem key={r} value={r} data-testid={`role-option-${r}`}>
                {t(`common:roles.${ROLE_LABEL_KEYS[r]}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t("roleDialog.cancel")}
        </Button>
        <Button
          variant="contained"
          disabled={pending || chosen === undefined || role === member.role_id}
          onClick={() => chosen !== undefined && onSave(chosen)}
          data-testid="role-save"
        >
          {t("roleDialog.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
