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
import * as schema from "./schema/index.ts";

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

/** Where connection failures are reported (pino's logger fits). */
export type DatabaseLog = { warn(details: object, message: string): void };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** How long a request waits for a PostgreSQL connection before failing (503), default 5 s. */
  connectTimeoutMs?: number;
  log?: DatabaseLog;
};

/** How long a request waits for a connection when the server does not answer. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
};

/** PostgreSQL when a URL is given, else embedded PGlite persisted in dataDir (in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      poolSize: options.poolSize ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      log: options.log ?? consoleLog,
    });
  }
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

type PostgresOptions = { poolSize: number; connectTimeoutMs: number; log: DatabaseLog };

/** What is logged of a connection error: never the connection string or a query's parameters. */
function errorSummary(error: unknown): { code?: string; message?: string } {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    ...(typeof e?.code === "string" ? { code: e.code } : {}),
    ...(typeof e?.message === "string" ? { message: e.message } : {}),
  };
}

async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    keepAlive: true,
  });
  // A server restart terminates the connections: pg reports it as an 'error' event, which without a listener
  // kills the process. The pool drops the broken client and opens a new one on the next query. An idle
  // client's error reaches both listeners below: it is logged once.
  const reported = new WeakSet<object>();
  const report = (error: unknown) => {
    if (typeof error === "object" && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    log.warn({ err: errorSummary(error) }, "database: connection lost");
  };
  pool.on("error", report);
  // A checked-out client (between the queries of a transaction) reports a lost connection on itself.
  pool.on("connect", (client) => client.on("error", report));
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
    listen: (channel, handler) => listenPostgres(url, channel, handler, options),
    close: () => pool.end(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const LISTEN_RETRY_MS = 1000;

/**
 * LISTENs on a dedicated connection. When it is lost (server restart, network), a new connection is opened
 * every second until one succeeds, and it LISTENs again; events published while no connection was up are
 * missed (clients fall back to polling).
 */
async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  options: Pick<PostgresOptions, "connectTimeoutMs" | "log">,
) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  /** The connection in use or being opened; events of an older, abandoned one are ignored. */
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let lost = false;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs });
    current = c;
    c.on("notification", (message) => {
      if (c === current && message.channel === channel) handler(message.payload ?? "");
    });
    c.on("error", (error) => {
      if (c !== current) return;
      if (!lost) options.log.warn({ err: errorSummary(error) }, "database: LISTEN connection lost");
      scheduleReconnect();
    });
    c.on("end", () => {
      if (c === current) scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      if (c === current) current = undefined;
      await c.end().catch(() => undefined);
      throw error;
    }
    if (lost) options.log.warn({ channel }, "database: LISTEN connection restored");
    lost = false;
  };
  const scheduleReconnect = () => {
    lost = true;
    const abandoned = current;
    current = undefined;
    abandoned?.end().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped) connect().catch(() => scheduleReconnect());
    }, LISTEN_RETRY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = undefined;
    await c?.end().catch(() => undefined);
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
