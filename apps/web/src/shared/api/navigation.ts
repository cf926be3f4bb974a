import { STORAGE_KEYS } from "../session/storage-keys.ts";

/** The page this document is already leaving for (several failing calls can ask at once). */
let leavingFor: string | null = null;

/**
 * Leaves the app state behind: used when the session is gone or the platform is down. Asked again for the same
 * page while the first navigation is under way, it does nothing: a second assign would cancel and restart it.
 */
export function hardNavigate(path: string): void {
  if (window.location.pathname === path || leavingFor === path) return;
  leavingFor = path;
  window.location.assign(path);
}

let reloading = false;

/**
 * §4: after a token refresh, every modal closes and the page reloads. One reload however many calls shared the
 * refresh, and none while the document is already leaving for another page.
 */
export function reloadAfterRefresh(): void {
  if (reloading || leavingFor !== null) return;
  reloading = true;
  window.location.reload();
}

/** §4: any response with data.status "down" sets the maintenance flag and opens /maintenance. */
export function enterMaintenance(): void {
  sessionStorage.setItem(STORAGE_KEYS.maintenance, "1");
  hardNavigate("/maintenance");
}

export function isMaintenanceBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("data" in body)) return false;
  const data = (body as { data: unknown }).data;
  return (
    typeof data === "object" &&
    data !== null &&
    "status" in data &&
    (data as { status: unknown }).status === "down"
  );
}
