import pino from "pino";
import { buildApp } from "./app.ts";
import type { Config } from "./config/env.ts";
import { openDatabase } from "./db/client.ts";
import type { AppContext } from "./lib/context.ts";
import { SettingsStore } from "./lib/settings.ts";
import { TokenService } from "./lib/tokens.ts";
import { createMailer } from "./mail/mailer.ts";
import { backfillDefaultFunctions } from "./modules/functions/service.ts";
import { backfillFreePlans } from "./modules/plans/service.ts";
import { RealtimeBus } from "./realtime/bus.ts";
import { seedReference } from "./seed/reference.ts";
import { createStorage } from "./storage/create-storage.ts";

/** Opens the database, applies migrations and reference data, and wires the shared components. */
export async function createContext(config: Config): Promise<AppContext> {
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
    log,
  });
  await database.migrate();
  await seedReference(database.db);
  await backfillCompanyDefaults(database.db);
  const settings = new SettingsStore(database.db);
  const tokens = new TokenService(await settings.jwtSecret(config.JWT_SECRET));
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const bus = new RealtimeBus(database);
  await bus.start();
  const storage = createStorage(config.STORAGE_DRIVER, { uploadsDir: config.uploadsDir, db: database.db });
  return { config, database, mailer, tokens, settings, bus, storage };
}

export async function startServer(config: Config) {
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  return { ctx, app };
}

/** Function lists and free plans for companies created without them (demo, bulk data, older databases). */
export async function backfillCompanyDefaults(db: AppContext["database"]["db"]): Promise<void> {
  await backfillDefaultFunctions(db);
  await backfillFreePlans(db);
}
