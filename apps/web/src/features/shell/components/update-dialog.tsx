import SystemUpdateAlt from "@mui/icons-material/SystemUpdateAlt";
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
import { useTranslation } from "react-i18next";
import { useOverlayTurn } from "../../../shared/overlays/index.ts";

export type UpdateDialogProps = { open: boolean };

/** §2.6 software-update dialog: closing it in any way reloads the app on the new build. */
export function UpdateDialog({ open }: UpdateDialogProps) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const reload = () => window.location.reload();
  // First in the overlay queue (docs/ui-overlays.md): the others wait until the reload.
  const turn = useOverlayTurn("software-update", open);
  return (
    <Dialog open={turn} onClose={reload} aria-labelledby={titleId} maxWidth="xs" data-testid="update-dialog">
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <SystemUpdateAlt color="primary" />
          <span>{t("update.title")}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t("update.description")}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={reload} autoFocus data-testid="update-reload">
          {t("update.reload")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
