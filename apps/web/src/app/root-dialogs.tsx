import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { hardNavigate } from "../shared/api/navigation.ts";
import { closeSessionExpired, useSessionExpiredOpen } from "../shared/session/session-expiry.ts";
import { clearSession } from "../shared/session/session-store.ts";

// The root's dialogs are imported when they open, so that the public pages do not carry Dialog, LinearProgress and
// their icons (issue 20, Speed). A signed-in page fetches them ahead (the shell has Dialog already: a few KB).
const loadSessionExpired = () => import("../features/shell/components/session-expired-dialog.tsx");
const loadUpdate = () => import("../features/shell/components/update-dialog.tsx");

/**
 * When a dialog's chunk cannot be fetched (a new build was deployed meanwhile and the old one's files are gone:
 * exactly when the update dialog opens), its outcome happens without it: the reload onto the new build, or the end
 * of the session the countdown would have reached.
 */
function ReloadNow() {
  useEffect(() => window.location.reload(), []);
  return null;
}

function EndSession() {
  useEffect(() => {
    closeSessionExpired();
    clearSession();
    hardNavigate("/");
  }, []);
  return null;
}

const SessionExpiredDialog = lazy<ComponentType>(() =>
  loadSessionExpired().then(
    (m) => ({ default: m.SessionExpiredDialog }),
    () => ({ default: EndSession }),
  ),
);
const UpdateDialog = lazy<ComponentType>(() =>
  loadUpdate().then(
    (m) => ({ default: () => <m.UpdateDialog open /> }),
    () => ({ default: ReloadNow }),
  ),
);

export type RootDialogsProps = { updateReady: boolean; signedIn: boolean };

/** The session-expired modal and the software-update dialog (§2.1, §2.6), each mounted only while it is open. */
export function RootDialogs({ updateReady, signedIn }: RootDialogsProps) {
  const expired = useSessionExpiredOpen();
  useEffect(() => {
    if (!signedIn) return;
    void loadSessionExpired().catch(() => undefined);
    void loadUpdate().catch(() => undefined);
  }, [signedIn]);
  return (
    <>
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateDialog />
        </Suspense>
      ) : null}
    </>
  );
}
