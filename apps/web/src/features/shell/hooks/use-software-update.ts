import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { checkForUpdate, subscribeNewVersion } from "../../../shared/update/service-worker.ts";
import { INITIAL_UPDATE_STATE, onNavigation, onNewVersion, type UpdateState } from "../update-rule.ts";

/** How often the service worker is asked for a new build, besides every navigation. */
const UPDATE_CHECK_MS = 5 * 60_000;

/** Lives as long as the page: a reload (the only way out of the dialog) starts over. */
let updateState: UpdateState = INITIAL_UPDATE_STATE;

/** §4 software update: checks on every navigation and every few minutes; returns whether to show the dialog. */
export function useSoftwareUpdate(): boolean {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = useRef(pathname);

  useEffect(
    () =>
      subscribeNewVersion(() => {
        const result = onNewVersion(updateState, current.current);
        updateState = result.state;
        if (result.action === "show") setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const timer = window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const from = current.current;
    current.current = pathname;
    if (from !== pathname) {
      const result = onNavigation(updateState, from, pathname);
      updateState = result.state;
      if (result.action === "reload") window.location.reload();
      if (result.action === "show") setOpen(true);
    }
    checkForUpdate();
  }, [pathname]);

  return open;
}
