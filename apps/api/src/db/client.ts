import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside db.transaction use only this (PGlite hangs on the outer db there). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
export type DriverName = "pglite" | "postgres";

export type Database = {
  db: Db;
  driver: DriverName;
  /** Runs the SQL migrations (under an advisory lock on PostgreSQL, so several instances can start at once). */
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel (a dedicated connection on PostgreSQL, reconnecting after failures) and calls the
   * handler with each payload; resolves to a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
};

/** PostgreSQL when a URL is given, else embedded PGlite persisted in dataDir (in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, handler) => client.listen(channel, handler),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const nodeDb = drizzleNodePg(pool, { schema });
  return {
    db: nodeDb as unknown as Db,
    driver: "postgres",
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(nodeDb, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: () => pool.end(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function listenPostgres(url: string, channel: string, handler: (payload: string) => void) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (message) => {
      if (message.channel === channel) handler(message.payload ?? "");
    });
    c.on("error", () => scheduleReconnect());
    c.on("end", () => scheduleReconnect());
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, 1000);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** The newest applied migration's tag (e.g. "0000_init"), read from drizzle's journal table. */
export async function appliedMigration(db: Db): Promise<string | null> {
  const rows = await db.execute(
    sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  const row = resultRows<{ created_at: string | number }>(rows)[0];
  if (!row) return null;
  const journal = (await import("../../drizzle/meta/_journal.json", { with: { type: "json" } })).default as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((e) => e.when === Number(row.created_at))?.tag ?? String(row.created_at);
}

/** db.execute answers { rows } on both drivers; this reads them with a type. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A unique-constraint violation (SQLSTATE 23505), as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
