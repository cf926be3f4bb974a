import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, resultRows } from "../db/client.ts";
import { taxonomyUnchangedSinceSeed } from "../modules/taxonomy/index.ts";
import { seedReference } from "../seed/reference.ts";

declare global {
  var __testDatabase: Promise<Database> | undefined;
}

/** The test database driver: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export const TEST_DRIVER = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** A database per test worker, created and migrated once: PGlite takes seconds and ~450 MB to start. */
export function testDatabase(): Promise<Database> {
  globalThis.__testDatabase ??= createTestDatabase();
  return globalThis.__testDatabase;
}

/** The worker's PostgreSQL test database URL (undefined on PGlite), for a second connection to it. */
export function testDatabaseUrl(): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/${workerDatabaseName()}`;
  return url.toString();
}

const workerDatabaseName = () => `mkt_test_w${process.env.VITEST_POOL_ID ?? "0"}`;

async function createTestDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  const url = testDatabaseUrl();
  if (!base || !url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  await database.migrate();
  return database;
}

let tables: string[] | undefined;

/** Empties every table and puts the reference data back: each test starts from a fresh platform. */
export async function resetDatabase(database: Database): Promise<void> {
  tables ??= resultRows<{ tablename: string }>(
    await database.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`),
  ).map((r) => r.tablename);
  // The skills taxonomy (4,000+ rows) stays when no test touched it since it was seeded: rewriting it before
  // every test would cost more than the rest of the reset.
  // The places (8,000 rows) are never written by tests: they stay too.
  const keep = [
    "place",
    ...((await taxonomyUnchangedSinceSeed(database.db)) ? ["technology", "technology_alias"] : []),
  ];
  const truncated = tables.filter((t) => !keep.includes(t));
  if (truncated.length) {
    await database.db.execute(
      sql.raw(`TRUNCATE ${truncated.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`),
    );
  }
  await seedReference(database.db);
}
