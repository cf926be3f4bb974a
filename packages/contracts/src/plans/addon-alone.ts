import { ASSUMI_ADDON_PRICE_CENTS } from "../billing/schemas.ts";

/** A plan's expiry when it never expires (the free plans). */
export const NEVER_EXPIRES_ISO = "9999-12-31";

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * The Assumi add-on bought alone, for the client's current plan (issue 20: a Business client told it needs the
 * add-on had no way to buy it without buying a plan again). It runs until the plan expires, so it costs the
 * yearly price for the days left, today included (at most a year), in whole cents. Null when it cannot be bought
 * alone: no active paid plan with an expiry, or the add-on is already part of the plan.
 */
export function addonAlonePriceCents(
  current: { active: boolean; paid: boolean; expiresOn: string | null; addonIncluded: boolean },
  today: Date,
): number | null {
  if (!current.active || !current.paid || current.addonIncluded) return null;
  if (!current.expiresOn || current.expiresOn === NEVER_EXPIRES_ISO) return null;
  const end = utcDay(current.expiresOn);
  if (Number.isNaN(end)) return null;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days < 1) return null;
  return Math.round((ASSUMI_ADDON_PRICE_CENTS * Math.min(days, 365)) / 365);
}
