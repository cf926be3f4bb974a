import { useEffect, useSyncExternalStore } from "react";

/**
 * The overlays that may open by themselves (not on a click), highest priority first (docs/ui-overlays.md). At
 * most one of them shows at a time: the first of this list that currently wants to show; the others wait and
 * show, in this order, once it closes.
 */
export const OVERLAY_PRIORITY = [
  "software-update",
  "terms-update",
  "cookie-banner",
  "complete-profile",
  "tutorial",
  "feedback-survey",
] as const;

export type OverlayId = (typeof OVERLAY_PRIORITY)[number];

const waiting = new Set<OverlayId>();
const listeners = new Set<() => void>();
let active: OverlayId | null = null;

function recompute(): void {
  const next = OVERLAY_PRIORITY.find((id) => waiting.has(id)) ?? null;
  if (next === active) return;
  active = next;
  for (const listener of listeners) listener();
}

/** Asks for (or gives up) a turn on screen. Exported for tests and non-React callers. */
export function setOverlayWanted(id: OverlayId, wanted: boolean): void {
  if (wanted) waiting.add(id);
  else waiting.delete(id);
  recompute();
}

/** The overlay allowed to show now, or null. */
export const activeOverlay = (): OverlayId | null => active;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The overlay showing now, for what must make room for it (e.g. the floating feedback button). */
export function useActiveOverlay(): OverlayId | null {
  return useSyncExternalStore(subscribe, activeOverlay, activeOverlay);
}

/**
 * An overlay's turn: pass whether it would show on its own; it shows only when this returns true. Unmounting
 * (or passing false) hands the turn to the next waiting overlay.
 */
export function useOverlayTurn(id: OverlayId, wanted: boolean): boolean {
  useEffect(() => {
    setOverlayWanted(id, wanted);
    return () => setOverlayWanted(id, false);
  }, [id, wanted]);
  const current = useSyncExternalStore(subscribe, activeOverlay, activeOverlay);
  return wanted && current === id;
}
