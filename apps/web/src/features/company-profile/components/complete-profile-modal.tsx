import type { SessionUser } from "@mkt/contracts";
import CloseIcon from "@mui/icons-material/Close";
import StoreIcon from "@mui/icons-material/Store";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
} from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useOverlayTurn } from "../../../shared/overlays/index.ts";
import { useAddCountSkip, useProfileCompleted } from "../api.ts";
import {
  COMPLETE_PROFILE_NAVIGATION_DELAY_MS,
  SKIPPED_FOR_SESSION_KEY,
  wantsCompleteProfileModal,
} from "../complete-profile-rule.ts";

export type CompleteProfileModalProps = { user: SessionUser };

/**
 * §2.6/§4 complete-profile modal, mounted once in the shell. Skip remembers the choice for the session and
 * counts it on the server; Profile Complete opens the registration stepper after 500 ms; Close only closes.
 * Clicking outside does not dismiss it.
 */
export function CompleteProfileModal({ user }: CompleteProfileModalProps) {
  const { t } = useTranslation("company-profile");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const addSkip = useAddCountSkip();
  const wanted = wantsCompleteProfileModal({
    roleId: user.role_id,
    profiled: user.company_profile_profiled,
    assumedUser: user.assumedUser,
    skippedForSession: sessionStorage.getItem(SKIPPED_FOR_SESSION_KEY) === "1",
    pathname,
  });
  // The stored flag may be stale (profile completed elsewhere): the server has the last word.
  const completed = useProfileCompleted(user.id, wanted && !closed);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // One overlay at a time (docs/ui-overlays.md): after the update dialog and the cookie banner.
  const open = useOverlayTurn("complete-profile", wanted && !closed && completed.data === 0);

  const skip = () => {
    sessionStorage.setItem(SKIPPED_FOR_SESSION_KEY, "1");
    addSkip.mutate();
    setClosed(true);
  };
  const complete = () => {
    setClosed(true);
    timer.current = window.setTimeout(
      () => navigate("/registration_stepper"),
      COMPLETE_PROFILE_NAVIGATION_DELAY_MS,
    );
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== "backdropClick") setClosed(true);
      }}
      aria-labelledby="complete-profile-title"
      maxWidth="xs"
      fullWidth
      data-testid="complete-profile-modal"
    >
      <IconButton
        onClick={() => setClosed(true)}
        aria-label={t("modal.close")}
        sx={{ position: "absolute", right: 8, top: 8 }}
        data-testid="complete-profile-close"
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ display: "flex", justifyContent: "center", pt: 3, color: "primary.main" }}>
        <StoreIcon sx={{ fontSize: 48 }} />
      </Box>
      <DialogTitle id="complete-profile-title" sx={{ textAlign: "center", fontWeight: 700, pb: 1 }}>
        {t("modal.title")}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: "center" }}>{t("modal.text")}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexDirection: "column", gap: 1.5, px: 3, pb: 3 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={complete}
          data-testid="complete-profile-go"
        >
          {t("modal.complete")}
        </Button>
        {user.possible_skip_modal_complete === 1 ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={skip}
            sx={{ ml: "0 !important" }}
            data-testid="complete-profile-skip"
          >
            {t("modal.skip")}
          </Link>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
