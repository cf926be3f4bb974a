import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSetting } from "../db/schema/index.ts";

const MAINTENANCE_CACHE_MS = 3000;

/**
 * Platform settings live in the database so every instance sees the same values. The maintenance flag
 * is read on every request, so it is cached for a few seconds per instance.
 */
export class SettingsStore {
  private maintenanceCache: { value: boolean; at: number } | undefined;
  /** Bumped by every switch, so a read that started before it cannot cache the old value afterwards. */
  private maintenanceGeneration = 0;

  constructor(private readonly db: Db) {}

  async get<T>(key: string): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: appSetting.value })
      .from(appSetting)
      .where(eq(appSetting.key, key));
    return row?.value as T | undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(appSetting)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSetting.key, set: { value, updatedAt: sql`now()` } });
  }

  /** Returns the stored value, creating it once with `create()` when absent (safe under concurrent starts). */
  async getOrCreate<T>(key: string, create: () => T): Promise<T> {
    await this.db.insert(appSetting).values({ key, value: create() }).onConflictDoNothing();
    return (await this.get<T>(key)) as T;
  }

  async jwtSecret(configured: string | undefined): Promise<string> {
    if (configured) return configured;
    return this.getOrCreate("jwt_secret", () => randomBytes(48).toString("base64url"));
  }

  async isMaintenance(): Promise<boolean> {
    const now = Date.now();
    if (this.maintenanceCache && now - this.maintenanceCache.at < MAINTENANCE_CACHE_MS)
      return this.maintenanceCache.value;
    const generation = this.maintenanceGeneration;
    const value = (await this.get<{ enabled: boolean }>("maintenance"))?.enabled === true;
    if (generation !== this.maintenanceGeneration) return this.maintenanceCache?.value ?? value;
    this.maintenanceCache = { value, at: now };
    return value;
  }

  async setMaintenance(enabled: boolean): Promise<void> {
    this.maintenanceGeneration++;
    await this.set("maintenance", { enabled });
    this.maintenanceGeneration++;
    this.maintenanceCache = { value: enabled, at: Date.now() };
  }
}
