import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * The bars a screen keeps at the bottom of the window (a form's sticky save bar, the chat's message box) declare
 * themselves here, so the shell's floating feedback button never sits on them: it floats above the tallest one
 * ("above"), or leaves while a bar that is the screen's main work area is mounted ("hide", the chat composer).
 */
export type BottomBarPlacement = "above" | "hide";

export type FloatingClearance = {
  /** Height in px of the tallest declared "above" bar: the button's bottom offset adds it. */
  barHeight: number;
  /** A mounted "hide" bar asks the button to leave. */
  hidden: boolean;
};

const bars = new Map<symbol, { height: number; placement: BottomBarPlacement }>();
const listeners = new Set<() => void>();
const NONE: FloatingClearance = { barHeight: 0, hidden: false };
let snapshot: FloatingClearance = NONE;

function publish(): void {
  let barHeight = 0;
  let hidden = false;
  for (const bar of bars.values()) {
    if (bar.placement === "hide") hidden = true;
    else barHeight = Math.max(barHeight, bar.height);
  }
  barHeight = Math.ceil(barHeight);
  if (barHeight === snapshot.barHeight && hidden === snapshot.hidden) return;
  snapshot = barHeight === 0 && !hidden ? NONE : { barHeight, hidden };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const current = (): FloatingClearance => snapshot;

/** What the floating button must keep clear of now. */
export function useFloatingClearance(): FloatingClearance {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * Declares `ref`'s element a bottom bar while it is mounted; its height is followed with a ResizeObserver (a bar
 * that wraps onto two lines at 375 px, a message box growing with its text).
 */
export function useBottomBar(
  ref: RefObject<HTMLElement | null>,
  placement: BottomBarPlacement = "above",
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const key = Symbol("bottom-bar");
    const measure = () => {
      bars.set(key, { height: element.getBoundingClientRect().height, placement });
      publish();
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      bars.delete(key);
      publish();
    };
  }, [ref, placement]);
}
