import { type ShellUser, tutorialToggle } from "@mkt/contracts";
import { useCallback, useEffect, useState } from "react";
import type { RouteName } from "../../../shared/routing/route-names.ts";
import { isShellRouteName, tutorialPageId } from "../../../shared/routing/route-names.ts";
import { STORAGE_KEYS } from "../../../shared/session/storage-keys.ts";
import { type PageDescription, useSetTutorialPage, useTutorialPages } from "../api.ts";

/** Tutorial record states: the popup was shown, or the user closed it. */
export const TUTORIAL_STATE = { shown: 1, closed: 2 } as const;

export type Tutorial = {
  toggle: ReturnType<typeof tutorialToggle>;
  onToggle: () => void;
  /** The page whose tutorial popup should show now, or null. */
  popup: PageDescription | null;
  closePopup: () => void;
};

/**
 * §4 tutorial mode (on/off, stored locally) and the per-page popup records kept in the session and on the
 * server: showing a popup adds the page's record if it has none; closing it replaces the record.
 */
export function useTutorial(
  user: ShellUser,
  userId: number,
  routeName: RouteName | null,
  record: PageDescription | null,
): Tutorial {
  const [enabled, setEnabled] = useState(() => localStorage.getItem(STORAGE_KEYS.tutorialMode) !== "0");
  const toggle = tutorialToggle(user, record?.has_tutorial ?? false, enabled);
  const records = useTutorialPages(userId, toggle === "enabled");
  const save = useSetTutorialPage(userId);
  const pageId = routeName && isShellRouteName(routeName) ? tutorialPageId(routeName) : null;
  const saved = records.data?.find((r) => r.page_id === pageId);
  const popup =
    toggle === "enabled" &&
    record &&
    pageId !== null &&
    records.isSuccess &&
    saved?.state !== TUTORIAL_STATE.closed
      ? record
      : null;

  const { mutate } = save;
  useEffect(() => {
    if (popup && pageId !== null && !saved)
      mutate({ page_id: pageId, name_page: popup.name_page, state: TUTORIAL_STATE.shown });
  }, [popup, pageId, saved, mutate]);

  const onToggle = useCallback(() => {
    setEnabled((on) => {
      localStorage.setItem(STORAGE_KEYS.tutorialMode, on ? "0" : "1");
      return !on;
    });
  }, []);

  const closePopup = useCallback(() => {
    if (!popup || pageId === null) return;
    mutate({
      ...(saved ? { id: saved.id } : {}),
      page_id: pageId,
      name_page: popup.name_page,
      state: TUTORIAL_STATE.closed,
    });
  }, [popup, pageId, saved, mutate]);

  return { toggle, onToggle, popup, closePopup };
}
