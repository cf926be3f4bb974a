import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { create as createTar } from "tar";
import type { Config } from "../config/env.ts";
import { appliedMigration, type Db } from "../db/client.ts";
import {
  assertPgliteStopped,
  BACKUP_FORMAT,
  folderStats,
  MANIFEST,
  type Manifest,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgliteVersion,
  UPLOADS,
} from "./layout.ts";
import { findPgTool, libpqConnection, OpsError, run } from "./pg-tools.ts";

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-").replace(/Z$/, "");

/**
 * Writes one backup file: the database (PGlite: its data directory as dumpDataDir's tarball, with the server
 * stopped; PostgreSQL: pg_dump's custom format, a consistent snapshot even while the API runs, including the
 * stored_file table of STORAGE_DRIVER=postgres), DATA_DIR/uploads, and manifest.json saying what is inside.
 */
export async function createBackup(
  config: Config,
  outFile?: string,
): Promise<{ file: string; manifest: Manifest }> {
  const file = resolve(outFile ?? join(config.DATA_DIR, "backups", `backup-${stamp()}.tar.gz`));
  const staging = await mkdtemp(join(tmpdir(), "mkt-backup-"));
  try {
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, staging)
      : await dumpPglite(config.pgliteDir, staging);
    const uploads = folderStats(config.uploadsDir);
    const entries = [MANIFEST, database.entry.file];
    if (uploads.files > 0) {
      // The uploads folder goes in as it is, through a link followed while packing (nothing is copied).
      await symlink(config.uploadsDir, join(staging, UPLOADS), "dir");
      entries.push(UPLOADS);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: database.entry,
      migration: database.migration,
      storageDriver: config.STORAGE_DRIVER,
      uploads,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(file), { recursive: true });
    await createTar({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpPglite(pgliteDir: string, staging: string) {
  assertPgliteStopped(pgliteDir);
  if (!existsSync(join(pgliteDir, "PG_VERSION"))) {
    throw new OpsError(`There is no embedded database in ${pgliteDir} (DATA_DIR): nothing to back up.`);
  }
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    const migration = await appliedMigration(drizzlePglite(client) as unknown as Db);
    const dump = await client.dumpDataDir("gzip");
    await writeFile(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    return {
      entry: { driver: "pglite" as const, file: PGLITE_DUMP, pgliteVersion: pgliteVersion() },
      migration,
    };
  } finally {
    await client.close();
  }
}

async function dumpPostgres(databaseUrl: string, staging: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let serverVersion: string;
  let migration: string | null;
  try {
    await client.connect();
    serverVersion = (await client.query<{ v: string }>("SHOW server_version")).rows[0]?.v ?? "";
    migration = await appliedMigration(drizzleNodePg(client) as unknown as Db).catch(() => null);
  } catch (error) {
    throw new OpsError(`Cannot read the database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const pgDump = findPgTool("pg_dump", Number.parseInt(serverVersion, 10));
  const connection = libpqConnection(databaseUrl);
  const version = (await run(pgDump, ["--version"])).trim();
  await run(
    pgDump,
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${join(staging, POSTGRES_DUMP)}`,
      connection.url,
    ],
    connection.env,
  );
  return {
    entry: { driver: "postgres" as const, file: POSTGRES_DUMP, serverVersion, pgDump: version },
    migration,
  };
}
