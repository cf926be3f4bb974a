import { analyticsRoleLabel, isAnalyticsStaff, isRoleId, type ValidatedEvent } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { getBrand } from "../general/index.ts";
import type { NewAnalyticsEvent } from "./queries.ts";

/** Events are recorded only in product version 2 (§9). */
export const TRACKED_VERSION = 2;

/** Who an event is about, as the server stamps it (never as the browser says). */
export type EventStamp = {
  userId: number | null;
  companyId: number | null;
  roleLabel: string;
  staff: boolean;
  versionProduct: number;
  utmSource: string;
};

/** A user's stamp from their role; `actingAsAnotherUser`: a staff member's assumed session (§6 staff tag). */
export function userStamp(
  user: { roleId: number; companyId: number; versionProduct: number; utmSource: string | null },
  userId: number | null,
  actingAsAnotherUser: boolean,
): EventStamp {
  const role = isRoleId(user.roleId) ? user.roleId : null;
  return {
    userId,
    companyId: user.companyId,
    roleLabel: role === null ? "" : analyticsRoleLabel(role),
    staff: role === null ? actingAsAnotherUser : isAnalyticsStaff(role, actingAsAnotherUser),
    versionProduct: user.versionProduct,
    utmSource: (user.utmSource ?? "").slice(0, 100),
  };
}

/** The brand of the host the events came from, when it tracks (brand.analytics_enabled); null: drop them. */
export async function trackingBrand(ctx: AppContext, host: string): Promise<{ id: number } | null> {
  const brand = await getBrand(ctx, host);
  return brand.analytics_enabled ? { id: brand.id } : null;
}

export function eventRows(
  events: ValidatedEvent[],
  stamp: EventStamp,
  where: { brandId: number; host: string; origin: "web" | "server" },
): NewAnalyticsEvent[] {
  return events.map((event) => ({
    name: event.name,
    userId: stamp.userId,
    companyId: stamp.companyId,
    roleLabel: stamp.roleLabel,
    staff: stamp.staff,
    versionProduct: stamp.versionProduct,
    brandId: where.brandId,
    host: where.host.slice(0, 200),
    utmSource: stamp.utmSource,
    origin: where.origin,
    props: event.props as Record<string, unknown>,
  }));
}
