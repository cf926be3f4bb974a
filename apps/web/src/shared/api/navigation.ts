import { STORAGE_KEYS } from "../session/storage-keys.ts";

/** Leaves the app state behind: used when the session is gone or the platform is down. */
export function hardNavigate(path: string): void {
  if (window.location.pathname !== path) window.location.assign(path);
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
