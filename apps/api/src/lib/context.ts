import type { Config } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RealtimeBus } from "../realtime/bus.ts";
import type { Storage } from "../storage/storage.ts";
import type { SettingsStore } from "./settings.ts";
import type { TokenService } from "./tokens.ts";

/** What every module gets: configuration and the shared components, no in-process state between requests. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  settings: SettingsStore;
  bus: RealtimeBus;
  storage: Storage;
};
