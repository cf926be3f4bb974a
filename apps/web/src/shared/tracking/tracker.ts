import { ANALYTICS_LIMITS, type AnalyticsProps, type WebEventName } from "@mkt/contracts";
import { storedVersionProduct } from "../api/general-api.ts";
import { apiHeaders, buildUrl } from "../api/http-client.ts";
import { getToken } from "../session/session-store.ts";
import { readConsent } from "./consent-store.ts";

/** The open visit's token in session storage (§3 "tt"), written by the open area. */
const OPEN_TOKEN_KEY = "tt";
const EVENTS_PATH = "analytics/events";

type QueuedEvent = { name: WebEventName; props: AnalyticsProps };

/** Who is sending: a signed-in user's token, else an open visit's token; null: nothing may be sent. */
export type TrackingContext = {
  accessToken: string | null;
  openToken: string | null;
  version: number | null;
};

export type TrackerDeps = {
  context: () => TrackingContext;
  consent: () => boolean;
  post: (body: string, accessToken: string | null) => Promise<unknown>;
  beacon: (body: string) => boolean;
};

function readOpenToken(): string | null {
  try {
    return sessionStorage.getItem(OPEN_TOKEN_KEY);
  } catch {
    return null;
  }
}

const browserDeps: TrackerDeps = {
  context: () => ({ accessToken: getToken(), openToken: readOpenToken(), version: storedVersionProduct() }),
  consent: () => readConsent() === "granted",
  post: (body, accessToken) =>
    fetch(buildUrl(EVENTS_PATH, undefined), {
      method: "POST",
      headers: { ...apiHeaders(accessToken), "Content-Type": "application/json" },
      body,
      keepalive: true,
    }),
  beacon: (body) =>
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(buildUrl(EVENTS_PATH, undefined), new Blob([body], { type: "text/plain" })),
};

/**
 * The tracking client (issue 18): events wait in a queue sent every few seconds (ANALYTICS_LIMITS.flushIntervalMs)
 * in batches of at most 50, and with navigator.sendBeacon when the page is hidden. It does nothing — nothing is
 * queued nor sent — without consent, in product version 1, or for a visitor outside the open area (no token).
 * A failed send is dropped: analytics never retries at the expense of the page.
 */
export function createTracker(deps: TrackerDeps = browserDeps) {
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;

  const allowed = (c: TrackingContext) =>
    deps.consent() && c.version !== 1 && (c.accessToken !== null || c.openToken !== null);

  /** The body of a batch; a beacon cannot set headers, so it carries the access token. */
  function body(events: QueuedEvent[], c: TrackingContext, forBeacon: boolean): string {
    if (c.accessToken)
      return JSON.stringify({ events, ...(forBeacon ? { access_token: c.accessToken } : {}) });
    return JSON.stringify({ events, token: c.openToken, consent: true });
  }

  function take(): QueuedEvent[] {
    const batch = queue.slice(0, ANALYTICS_LIMITS.maxBatch);
    queue = queue.slice(batch.length);
    return batch;
  }

  async function flush(): Promise<void> {
    const c = deps.context();
    if (!allowed(c)) {
      queue = [];
      return;
    }
    while (queue.length) {
      const batch = take();
      try {
        await deps.post(body(batch, c, false), c.accessToken);
      } catch {
        // Offline or refused: these events are dropped.
      }
    }
  }

  function flushWithBeacon(): void {
    const c = deps.context();
    if (!allowed(c)) {
      queue = [];
      return;
    }
    while (queue.length) deps.beacon(body(take(), c, true));
  }

  function track(name: WebEventName, props: AnalyticsProps = {}): void {
    if (!allowed(deps.context())) return;
    queue.push({ name, props });
    if (queue.length >= ANALYTICS_LIMITS.maxBatch) void flush();
    timer ??= setInterval(() => void flush(), ANALYTICS_LIMITS.flushIntervalMs);
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  return { track, flush, flushWithBeacon, stop, pending: () => queue.length };
}

export type Tracker = ReturnType<typeof createTracker>;

/** The page's tracker; its queue goes out with a beacon when the page is hidden or closed. */
export const tracker = createTracker();

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => tracker.flushWithBeacon());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") tracker.flushWithBeacon();
  });
}
