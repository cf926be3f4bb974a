import type { AppContext } from "../../lib/context.ts";
import { lastAppliedMigration, pingDatabase } from "./queries.ts";

export type DatabaseHealth = {
  reachable: boolean;
  migration: string | null;
  maintenance: boolean;
  /** The check stopped on this error (the route logs it). */
  failure?: { error: unknown };
};

/** Reachability first, then the applied migration and the maintenance switch; stops at the first failure. */
export async function databaseHealth(ctx: AppContext): Promise<DatabaseHealth> {
  const health: DatabaseHealth = { reachable: false, migration: null, maintenance: false };
  try {
    await pingDatabase(ctx.database.db);
    health.reachable = true;
    health.migration = await lastAppliedMigration(ctx.database.db);
    health.maintenance = await ctx.settings.isMaintenance();
  } catch (error) {
    health.failure = { error };
  }
  return health;
}
