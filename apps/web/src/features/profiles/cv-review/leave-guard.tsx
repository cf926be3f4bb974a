import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog.tsx";

export type LeaveGuardProps = {
  /** Read when the user leaves: false once the draft was saved (the page then leaves on its own). */
  active: () => boolean;
};

/**
 * Leaving the review discards the draft, so it asks first: another address of the app (a link, the back button)
 * opens a confirmation; closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ active }: LeaveGuardProps) {
  const { t } = useTranslation("profiles");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!active()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("cv.review.leaveTitle")}
      text={t("cv.review.leaveText")}
      confirmLabel={t("cv.review.leaveConfirm")}
      cancelLabel={t("cv.review.leaveStay")}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
