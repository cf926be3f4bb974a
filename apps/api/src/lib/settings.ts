import { randomBytes } from "node:crypto";
import {
  DEFAULT_PRODUCT_SETTINGS,
  DOCUMENTATION_DEADLINE_KEY,
  type MaintenanceSetting,
  maintenanceSettingSchema,
  PRODUCT_CONFIG_LIMITS,
  type ProductSettings,
  productSettingsSchema,
} from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appSetting } from "../db/schema/index.ts";

/** The bound on how stale an instance's maintenance answer can be: another instance's switch shows within it. */
const MAINTENANCE_CACHE_MS = PRODUCT_CONFIG_LIMITS.maintenanceCacheMs;
const PRODUCT_SETTINGS_KEY = "product_config";

/**
 * Platform settings live in the database so every instance sees the same values. The maintenance flag
 * is read on every request, so it is cached for a few seconds per instance.
 */
export class SettingsStore {
  private maintenanceCache: { value: MaintenanceSetting; at: number } | undefined;
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
    return (await this.maintenance()).enabled;
  }

  /** The maintenance switch and its message, cached per instance for at most MAINTENANCE_CACHE_MS. */
  async maintenance(): Promise<MaintenanceSetting> {
    const now = Date.now();
    if (this.maintenanceCache && now - this.maintenanceCache.at < MAINTENANCE_CACHE_MS)
      return this.maintenanceCache.value;
    const generation = this.maintenanceGeneration;
    const parsed = maintenanceSettingSchema.safeParse(await this.get<unknown>("maintenance"));
    const value = parsed.success ? parsed.data : { enabled: false, message_it: "", message_en: "" };
    if (generation !== this.maintenanceGeneration) return this.maintenanceCache?.value ?? value;
    this.maintenanceCache = { value, at: now };
    return value;
  }

  /** Switches maintenance; a bare flag keeps the stored message (merged into the stored value by the database). */
  async setMaintenance(input: boolean | MaintenanceSetting): Promise<void> {
    const value = typeof input === "boolean" ? { enabled: input } : maintenanceSettingSchema.parse(input);
    this.maintenanceGeneration++;
    await this.db
      .insert(appSetting)
      .values({ key: "maintenance", value })
      .onConflictDoUpdate({
        target: appSetting.key,
        set: { value: sql`${appSetting.value} || excluded.value`, updatedAt: sql`now()` },
      });
    this.maintenanceGeneration++;
    const known = this.maintenanceCache?.value ?? { enabled: false, message_it: "", message_en: "" };
    this.maintenanceCache = { value: { ...known, ...value }, at: Date.now() };
  }

  /**
   * The product settings (configuration screen), read from the database on every call so a change shows at once
   * on every instance; a stored value that no longer fits the schema falls back to the default of that field.
   * The documentation deadline is its own key, shared with the company documentation rules.
   */
  async productSettings(): Promise<ProductSettings> {
    const stored = (await this.get<Record<string, unknown>>(PRODUCT_SETTINGS_KEY)) ?? {};
    const days = await this.get<unknown>(DOCUMENTATION_DEADLINE_KEY);
    const candidate = {
      ...DEFAULT_PRODUCT_SETTINGS,
      ...stored,
      documentation_days: typeof days === "object" && days !== null && "days" in days ? days.days : days,
    };
    const result = { ...DEFAULT_PRODUCT_SETTINGS };
    for (const key of Object.keys(DEFAULT_PRODUCT_SETTINGS) as (keyof ProductSettings)[]) {
      const field = productSettingsSchema.shape[key].safeParse(candidate[key]);
      if (field.success) Object.assign(result, { [key]: field.data });
    }
    return result;
  }

  async setProductSettings(value: ProductSettings): Promise<void> {
    const { documentation_days, ...rest } = value;
    await this.set(PRODUCT_SETTINGS_KEY, rest);
    await this.set(DOCUMENTATION_DEADLINE_KEY, documentation_days);
  }
}
