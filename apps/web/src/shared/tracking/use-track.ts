import type { AnalyticsProps, WebEventName, WebEventProps } from "@mkt/contracts";
import { useEffect, useSyncExternalStore } from "react";
import { type ConsentChoice, readConsent, subscribeConsent } from "./consent-store.ts";
import { tracker } from "./tracker.ts";

/** An action's event (a download, a discard, a tab): `track("quote_download", { preventivo_id })`. */
export function track<N extends WebEventName>(name: N, props: WebEventProps<N>): void {
  tracker.track(name, props);
}

/**
 * A screen's event, sent once when the screen opens and again when what it shows changes (another id).
 * `props` null: not loaded yet, nothing is sent.
 */
export function useTrackView<N extends WebEventName>(name: N, props: WebEventProps<N> | null): void {
  const key = props === null ? null : JSON.stringify(props);
  useEffect(() => {
    if (key !== null) tracker.track(name, JSON.parse(key) as AnalyticsProps);
  }, [name, key]);
}

/** The browser's analytics choice, re-rendering when it changes. */
export function useConsentChoice(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
