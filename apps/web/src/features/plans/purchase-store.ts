import { z } from "zod";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

/** Session: the purchase in progress (plan and start time), read when the hosted checkout sends the user back. */
const PENDING_KEY = "pendingPurchase";
/** Session: the automatic checkout of purchase_plan 1 (§4) already opened in this session. */
const AUTO_CHECKOUT_KEY = "autoCheckoutOpened";
/** Session: the plan-alert modal was shown after this login (§2.6: once per session). */
const ALERT_SHOWN_KEY = "planAlertShown";

/** Session: what the last confirmed purchase bought (the thank-you tab, which gets a copy of it, words it). */
const THANK_YOU_KIND_KEY = "thankYouKind";

const pendingSchema = z.object({
  planId: z.number(),
  startedAt: z.number(),
  addonAlone: z.boolean().optional(),
});
export type PendingPurchase = z.infer<typeof pendingSchema>;

export function savePendingPurchase(pending: PendingPurchase): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function takePendingPurchase(): PendingPurchase | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** §3 backRequest: the address where the purchase started, to return to after the thank-you page. */
export function saveBackRequest(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.backRequest, path);
}

export function readBackRequest(): string | null {
  const value = sessionStorage.getItem(STORAGE_KEYS.backRequest);
  return value?.startsWith("/") && !value.startsWith("//") ? value : null;
}

export function clearBackRequest(): void {
  sessionStorage.removeItem(STORAGE_KEYS.backRequest);
}

/** Session: the page whose blocked-feature modal led to the plans pages (Upgrade), until a purchase or leaving them. */
const UPGRADE_ORIGIN_KEY = "upgradeOrigin";

export function saveUpgradeOrigin(path: string): void {
  sessionStorage.setItem(UPGRADE_ORIGIN_KEY, path);
}

export function readUpgradeOrigin(): string | null {
  const value = sessionStorage.getItem(UPGRADE_ORIGIN_KEY);
  return value?.startsWith("/") && !value.startsWith("//") ? value : null;
}

export function clearUpgradeOrigin(): void {
  sessionStorage.removeItem(UPGRADE_ORIGIN_KEY);
}

/** A plan, or the Assumi add-on bought alone for the current plan. */
export type PurchaseKind = "plan" | "addon";

export function saveThankYouKind(kind: PurchaseKind): void {
  sessionStorage.setItem(THANK_YOU_KIND_KEY, kind);
}

export function readThankYouKind(): PurchaseKind {
  return sessionStorage.getItem(THANK_YOU_KIND_KEY) === "addon" ? "addon" : "plan";
}

export function autoCheckoutOpened(): boolean {
  return sessionStorage.getItem(AUTO_CHECKOUT_KEY) === "1";
}

export function markAutoCheckoutOpened(): void {
  sessionStorage.setItem(AUTO_CHECKOUT_KEY, "1");
}

export function planAlertShown(): boolean {
  return sessionStorage.getItem(ALERT_SHOWN_KEY) === "1";
}

export function markPlanAlertShown(): void {
  sessionStorage.setItem(ALERT_SHOWN_KEY, "1");
}
