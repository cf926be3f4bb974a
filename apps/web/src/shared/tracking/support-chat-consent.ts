import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../session/storage-keys.ts";

/**
 * The "support chat" cookie category: the third-party chat widget of the configuration screen sets its own
 * cookies with its provider, which the analytics choice of the banner (first-party, "never passed on to third
 * parties") does not cover. So it has its own choice, asked where the chat is offered (shared/support-chat) and
 * kept in this browser across sign-out: "granted" or nothing (not allowed yet).
 */
const KEY = STORAGE_KEYS.supportChatConsent;
const listeners = new Set<() => void>();

export function readSupportChatConsent(): boolean {
  try {
    return localStorage.getItem(KEY) === "granted";
  } catch {
    return false;
  }
}

/** Records (true) or withdraws (false) the visitor's permission for the support chat. */
export function writeSupportChatConsent(granted: boolean): void {
  try {
    if (granted) localStorage.setItem(KEY, "granted");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether this browser allowed the support chat, re-rendering when it changes. */
export function useSupportChatConsent(): boolean {
  return useSyncExternalStore(subscribe, readSupportChatConsent, () => false);
}
