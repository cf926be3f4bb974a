import { TIMINGS } from "@mkt/contracts";
import TimerOutlined from "@mui/icons-material/TimerOutlined";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
} from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { extendSession } from "../../../shared/api/http-client.ts";
import { hardNavigate } from "../../../shared/api/navigation.ts";
import { closeSessionExpired, useSessionExpiredOpen } from "../../../shared/session/session-expiry.ts";
import { clearSession } from "../../../shared/session/session-store.ts";
import { logout } from "../../auth/index.ts";

function endSession(): void {
  closeSessionExpired();
  clearSession();
  hardNavigate("/");
}

/** §2.6/§4 session-expired modal: one at a time, mounted fresh (a new countdown) each time it opens. */
export function SessionExpiredDialog() {
  const open = useSessionExpiredOpen();
  return open ? <SessionExpiredContent /> : null;
}

function SessionExpiredContent() {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const total = TIMINGS.sessionExpiredCountdownS;
  const [seconds, setSeconds] = useState<number>(total);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (busy) return;
    const timer = window.setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [busy]);

  useEffect(() => {
    if (seconds === 0) endSession();
  }, [seconds]);

  const onLogout = () => {
    setBusy(true);
    closeSessionExpired();
    void logout();
  };
  const onExtend = async () => {
    setBusy(true);
    try {
      await extendSession();
      closeSessionExpired();
      window.location.reload();
    } catch {
      endSession();
    }
  };

  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="session-expired-dialog"
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
          <TimerOutlined color="warning" />
          <span>{t("sessionExpired.title")}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite" data-testid="session-expired-countdown">
          {t("sessionExpired.description", { count: seconds })}
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          value={(seconds / total) * 100}
          color="warning"
          sx={{ mt: 2, borderRadius: 1 }}
          aria-hidden
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLogout} disabled={busy} data-testid="session-expired-logout">
          {t("sessionExpired.logout")}
        </Button>
        <Button variant="contained" onClick={onExtend} disabled={busy} data-testid="session-expired-extend">
          {t("sessionExpired.extend")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
