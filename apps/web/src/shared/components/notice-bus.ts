/** Notices raised outside React (query failures, session events) reach the NoticeProvider through here. */
export type NoticeSeverity = "success" | "error" | "warning" | "info";
export type NoticeEvent = { message: string; severity: NoticeSeverity };

type Listener = (notice: NoticeEvent) => void;

const listeners = new Set<Listener>();
/** Notices raised before the provider mounted (e.g. during the first render) are delivered on subscribe. */
const queued: NoticeEvent[] = [];

const FLASH_KEY = "flashNotice";

/** A notice for the next page load (sign-out reloads the app): kept in session storage until then. */
export function flashNoticeForNextPage(notice: NoticeEvent): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(notice));
}

function takeFlashNotice(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed && "severity" in parsed) {
      const { message, severity } = parsed;
      if (typeof message === "string" && isSeverity(severity)) queued.push({ message, severity });
    }
  } catch {
    // A damaged entry is dropped.
  }
}

function isSeverity(value: unknown): value is NoticeSeverity {
  return value === "success" || value === "error" || value === "warning" || value === "info";
}

takeFlashNotice();

export function emitNotice(message: string, severity: NoticeSeverity = "error"): void {
  if (listeners.size === 0) {
    queued.push({ message, severity });
    return;
  }
  for (const listener of listeners) listener({ message, severity });
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of queued.splice(0)) listener(notice);
  return () => {
    listeners.delete(listener);
  };
}
