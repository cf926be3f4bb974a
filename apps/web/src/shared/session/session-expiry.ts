import { useSyncExternalStore } from "react";

/**
 * §4 session-expired modal state, shared by the HTTP client (which opens it when a refresh is refused) and
 * the dialog. Only one modal exists at a time: opening an open modal does nothing.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let open = false;
let active = false;

function emit(): void {
  for (const listener of listeners) listener();
}

/** An authenticated call succeeded in this tab: the user was working here with a valid session. */
export function markSessionActive(): void {
  active = true;
}

export function sessionWasActive(): boolean {
  return active;
}

export function openSessionExpired(): void {
  if (open) return;
  open = true;
  emit();
}

export function closeSessionExpired(): void {
  if (!open) return;
  open = false;
  emit();
}

export function isSessionExpiredOpen(): boolean {
  return open;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionExpiredOpen(): boolean {
  return useSyncExternalStore(subscribe, isSessionExpiredOpen, isSessionExpiredOpen);
}
