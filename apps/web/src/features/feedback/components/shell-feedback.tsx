import type { RoleId } from "@mkt/contracts";
import RateReviewOutlined from "@mui/icons-material/RateReviewOutlined";
import { Alert, Button, Fab, GlobalStyles } from "@mui/material";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { deferredComponent } from "../../../shared/components/deferred-component.ts";
import { Hint } from "../../../shared/components/hint.tsx";
import { MAIN_CONTENT_ID } from "../../../shared/components/skip-link.tsx";
import { useActiveOverlay, useCoversControl, useFloatingClearance } from "../../../shared/overlays/index.ts";
import { BANNER_CLOSED, showFeedbackBanner, showFeedbackButton } from "../feedback-rules.ts";
import type { ReviewRequestDialogProps } from "./review-request-dialog.tsx";

/** The review request's dialog: its own chunk, fetched when the user first opens it (issue 20). */
const reviewRequestDialog = deferredComponent<ReviewRequestDialogProps>(() =>
  import("./review-request-dialog.tsx").then((module) => module.ReviewRequestDialog),
);

/** §3 session item bannerFeedback: "setFalse" once the banner was closed. */
const BANNER_KEY = "bannerFeedback";

export type ShellFeedbackProps = { roleId: RoleId; versionProduct: number; companyName: string };

/** §2.6 feedback banner and floating feedback button; both open the external review request dialog. */
export function ShellFeedback({ roleId, versionProduct, companyName }: ShellFeedbackProps) {
  const { t } = useTranslation("feedback");
  const { pathname } = useLocation();
  const [stored, setStored] = useState(() => sessionStorage.getItem(BANNER_KEY));
  const [open, setOpen] = useState(false);
  // Mounted once its code is in, from its first opening on (closed, it renders nothing; its closing animation and
  // focus return need it there afterwards).
  const ReviewRequestDialog = reviewRequestDialog.useComponent();
  const ask = () => {
    reviewRequestDialog.preload();
    setOpen(true);
  };
  const banner = showFeedbackBanner(roleId, versionProduct, pathname, stored);
  // The cookie banner and the tutorial popup sit in the same bottom corner: the button waits until they close.
  const bottomTaken = useActiveOverlay();
  // A screen's bottom bar (a sticky save bar) lifts the button above it; the chat's message box sends it away.
  const clearance = useFloatingClearance();
  const button =
    showFeedbackButton(roleId, versionProduct) &&
    bottomTaken !== "cookie-banner" &&
    bottomTaken !== "tutorial" &&
    !clearance.hidden;
  // Anything else actionable that scrolls under it (a card's Save at the window's bottom): it steps aside.
  const fab = useRef<HTMLButtonElement>(null);
  const covering = useCoversControl(fab, button, [clearance.barHeight, pathname]);
  if (!banner && !button) return null;

  const closeBanner = () => {
    sessionStorage.setItem(BANNER_KEY, BANNER_CLOSED);
    setStored(BANNER_CLOSED);
  };

  return (
    <>
      {banner ? (
        <Alert
          severity="info"
          icon={<RateReviewOutlined />}
          onClose={closeBanner}
          closeText={t("banner.close")}
          sx={{ mb: 2, alignItems: "center" }}
          data-testid="feedback-banner"
        >
          {t("banner.text")}{" "}
          <Button
            size="small"
            color="inherit"
            onClick={ask}
            sx={{
              textDecoration: "underline",
              fontWeight: 700,
              p: 0,
              minWidth: 0,
              verticalAlign: "baseline",
            }}
            data-testid="feedback-banner-ask"
          >
            {t("banner.ask")}
          </Button>
        </Alert>
      ) : null}
      {button ? (
        // Room under the page's last card. The id makes the rule outweigh the content box's own padding (an emotion
        // class of the same weight as an attribute selector, and inserted later, won: the room was not there).
        <GlobalStyles
          styles={{ [`#${MAIN_CONTENT_ID}[data-testid="shell-content"]`]: { paddingBottom: 96 } }}
        />
      ) : null}
      {button ? (
        <Hint title={t("fab")} placement="left">
          <Fab
            ref={fab}
            color="primary"
            aria-label={t("fab")}
            onClick={ask}
            style={{ bottom: `calc(${clearance.barHeight}px + var(--feedback-button-gap))` }}
            sx={{
              position: "fixed",
              right: { xs: 16, sm: 24 },
              "--feedback-button-gap": { xs: "16px", sm: "24px" },
              zIndex: "speedDial",
              transition: "opacity 150ms, visibility 150ms",
              // Stepping aside keeps it laid out (its place is still measured), unseen and out of the tab order.
              ...(covering ? { opacity: 0, visibility: "hidden" } : null),
            }}
            data-testid="feedback-button"
          >
            <RateReviewOutlined />
          </Fab>
        </Hint>
      ) : null}
      {ReviewRequestDialog ? (
        <ReviewRequestDialog open={open} companyName={companyName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
