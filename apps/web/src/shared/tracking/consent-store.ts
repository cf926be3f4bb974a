import { STORAGE_KEYS } from "../session/storage-keys.ts";

/**
 * The analytics choice of this browser (cookie banner, issue 18): "granted", "denied", or null (not asked yet:
 * the banner shows). Visitors have only this; for signed-in users it mirrors `app_user.analytics_consent`, which
 * the server checks again on every batch.
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = STORAGE_KEYS.analyticsConsent;

const listeners = new Set<() => void>();

export function readConsent(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    return raw === "granted" || raw === "denied" ? raw : null;
  } catch {
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
