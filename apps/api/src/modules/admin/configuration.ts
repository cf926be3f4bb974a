import type { MaintenanceSetting, ProductConfiguration } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { writeAuditLog } from "../auth/index.ts";

/** The staff member behind a change: the signed-in user, the staff acting as them if any, and the IP. */
export type SettingsActor = { userId: number; assumedByUserId: number | null; ip: string };

/** The configuration screen (issue 17 item 4): maintenance and the product settings, as stored now. */
export async function readConfiguration(ctx: AppContext): Promise<ProductConfiguration> {
  const [settings, maintenance] = await Promise.all([
    ctx.settings.productSettings(),
    ctx.settings.maintenance(),
  ]);
  return { ...settings, maintenance };
}

/** The fields whose value differs, each with its value before and after (what the audit line records). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

/**
 * Saves the whole configuration. Every value is in app_setting, read by each instance from the database (the
 * maintenance switch with a cache of at most 3 s), so the change holds at once everywhere; one audit line
 * names each changed field with its old and new value.
 */
export async function saveConfiguration(
  ctx: AppContext,
  actor: SettingsActor,
  input: ProductConfiguration,
): Promise<ProductConfiguration> {
  const before = await readConfiguration(ctx);
  const { maintenance, ...settings } = input;
  await ctx.settings.setProductSettings(settings);
  await ctx.settings.setMaintenance(maintenance);
  const after = await readConfiguration(ctx);
  const changed = {
    ...changes(before, { ...after, maintenance: undefined }),
    ...changes(before.maintenance, after.maintenance),
  };
  delete changed.maintenance;
  if (Object.keys(changed).length > 0) {
    await writeAuditLog(ctx.database.db, {
      action: "configuration_changed",
      actor,
      details: changed,
    });
  }
  return after;
}

/** The maintenance switch alone (POST admin/maintenance), audited. */
export async function switchMaintenance(ctx: AppContext, actor: SettingsActor, enabled: boolean) {
  const before: MaintenanceSetting = await ctx.settings.maintenance();
  await ctx.settings.setMaintenance(enabled);
  if (before.enabled !== enabled) {
    await writeAuditLog(ctx.database.db, {
      action: "configuration_changed",
      actor,
      details: { enabled: { from: before.enabled, to: enabled } },
    });
  }
  return { enabled };
}

/** What /maintenance shows: whether it is on and the message in the reader's language (empty: standard text). */
export async function maintenanceNotice(ctx: AppContext, language: "it" | "en") {
  const m = await ctx.settings.maintenance();
  return { enabled: m.enabled, message: language === "it" ? m.message_it : m.message_en };
}
