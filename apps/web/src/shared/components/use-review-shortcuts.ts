import { useCallback, useEffect, useRef, useState } from "react";

/** What a staff review queue does with the selected item; an absent action has no key (and no help line). */
export type ReviewShortcutActions = {
  /** How many items the queue shows now. */
  count: number;
  onOpen?: (index: number) => void;
  onApprove?: (index: number) => void;
  /** Must open the queue's reason dialog: a rejection never goes out without a reason. */
  onReject?: (index: number) => void;
  /** False on a screen that shares the queue's component but is no queue (the keys are then not listened to). */
  enabled?: boolean;
};

export type ReviewShortcuts = {
  /** The selected item's index, -1 before the first move. */
  selected: number;
  select: (index: number) => void;
  /** Which keys the queue answers (the help dialog lists them). */
  keys: { open: boolean; approve: boolean; reject: boolean };
  helpOpen: boolean;
  openHelp: () => void;
  closeHelp: () => void;
  /** Spread on each item's main control (its open button): the keys move the focus there. */
  itemProps: (index: number) => { "data-review-item": number };
};

/** Where keys are text (or a select's): fields, editors, comboboxes; checkboxes and buttons stay the queue's. */
const TYPING = [
  "input:not([type='checkbox']):not([type='radio']):not([type='button']):not([type='submit'])",
  "textarea",
  "select",
  "[contenteditable='']",
  "[contenteditable='true']",
  "[role='textbox']",
  "[role='combobox']",
].join(", ");
/** An open dialog, drawer, menu or listbox: MUI modals carry one of these while shown. */
const OVERLAY = "[role='dialog'], [aria-modal='true'], .MuiModal-root:not(.MuiModal-hidden)";

/** True when the keys belong to something else: a field being typed in, or an open dialog. */
function keysTaken(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return true;
  return document.querySelector(OVERLAY) !== null;
}

/**
 * Keyboard shortcuts of every staff review queue (issue 20): j / ArrowDown and k / ArrowUp move between items,
 * Enter opens the selected one, a approves it, r rejects it (through the queue's reason dialog), ? shows the
 * help. Off while typing in a field or while a dialog is open. One hook for every queue: add a queue by passing
 * its actions and spreading `itemProps` on its items.
 */
export function useReviewShortcuts({
  count,
  onOpen,
  onApprove,
  onReject,
  enabled = true,
}: ReviewShortcutActions): ReviewShortcuts {
  const [selected, setSelected] = useState(-1);
  const [helpOpen, setHelpOpen] = useState(false);
  const focusWanted = useRef(false);
  const actions = useRef({ count, onOpen, onApprove, onReject, selected, enabled });
  actions.current = { count, onOpen, onApprove, onReject, selected, enabled };

  // A decision takes the item off the queue: keep the selection on the list.
  useEffect(() => {
    setSelected((now) => (now >= count ? count - 1 : now));
  }, [count]);

  useEffect(() => {
    if (!focusWanted.current || selected < 0) return;
    focusWanted.current = false;
    const item = document.querySelector<HTMLElement>(`[data-review-item="${selected}"]`);
    item?.focus();
    item?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!actions.current.enabled || keysTaken(event)) return;
      const { count: n, selected: at } = actions.current;
      const move = (step: 1 | -1) => {
        event.preventDefault();
        if (n === 0) return;
        focusWanted.current = true;
        setSelected(at < 0 ? (step === 1 ? 0 : n - 1) : Math.min(n - 1, Math.max(0, at + step)));
      };
      const act = (action: ((index: number) => void) | undefined) => {
        if (!action || at < 0 || at >= n) return;
        event.preventDefault();
        action(at);
      };
      switch (event.key) {
        case "j":
        case "ArrowDown":
          return move(1);
        case "k":
        case "ArrowUp":
          return move(-1);
        case "Enter": {
          // Enter on a button or a link is that control's own: it already opens or does what it says.
          const target = event.target instanceof Element ? event.target : null;
          if (target?.closest("button, a, [role='button'], [role='link']")) return;
          return act(actions.current.onOpen);
        }
        case "a":
          return act(actions.current.onApprove);
        case "r":
          return act(actions.current.onReject);
        case "?":
          event.preventDefault();
          setHelpOpen(true);
          return;
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const itemProps = useCallback((index: number) => ({ "data-review-item": index }), []);
  return {
    selected,
    select: setSelected,
    keys: { open: onOpen !== undefined, approve: onApprove !== undefined, reject: onReject !== undefined },
    helpOpen,
    openHelp: useCallback(() => setHelpOpen(true), []),
    closeHelp: useCallback(() => setHelpOpen(false), []),
    itemProps,
  };
}

/**
 * A queue card that is the shortcuts' current item: marked for assistive technology and outlined (the table rows
 * get the same through DataTable's `selectedIndex`).
 */
export const selectedCardProps = (isSelected: boolean) =>
  isSelected ? { "aria-current": "true" as const, sx: { borderColor: "primary.main", borderWidth: 2 } } : {};
