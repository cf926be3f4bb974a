import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { extract } from "tar";
import type { Config } from "../config/env.ts";
import {
  assertPgliteStopped,
  folderStats,
  isEmptyFolder,
  MANIFEST,
  type Manifest,
  manifestSchema,
  pgliteVersion,
  UPLOADS,
} from "./layout.ts";
import { findPgTool, libpqConnection, OpsError, run } from "./pg-tools.ts";

/**
 * Restores a backup file into the configured database and DATA_DIR/uploads. The target must be empty (no
 * table in the PostgreSQL database, no embedded database, no uploaded file) unless `force`, which replaces
 * what is there. A PGlite backup restores into the embedded database (DATABASE_URL unset) and a PostgreSQL
 * one into DATABASE_URL.
 */
export async function restoreBackup(config: Config, backupFile: string, options: { force?: boolean } = {}) {
  const file = resolve(backupFile);
  if (!existsSync(file)) throw new OpsError(`No such backup file: ${file}`);
  const staging = await mkdtemp(join(tmpdir(), "mkt-restore-"));
  try {
    // node-tar refuses absolute paths and ".." in entries, so nothing lands outside the staging folder.
    await extract({ file, cwd: staging, strict: true }).catch((error: Error) => {
      throw new OpsError(`${file} is not a readable backup (.tar.gz): ${error.message}`);
    });
    const manifest = await readManifest(staging);
    const target = config.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database.driver !== target) {
      throw new OpsError(
        manifest.database.driver === "pglite"
          ? "This backup holds an embedded (PGlite) database: restore it with DATABASE_URL unset."
          : "This backup holds a PostgreSQL dump: restore it with DATABASE_URL set to the target database.",
      );
    }
    if (!options.force && !isEmptyFolder(config.uploadsDir)) {
      throw new OpsError(`${config.uploadsDir} already holds uploaded files: pass --force to replace them.`);
    }
    const dump = join(staging, manifest.database.file);
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, dump, options.force ?? false);
    else await restorePglite(config.pgliteDir, dump, manifest, options.force ?? false);
    await rm(config.uploadsDir, { recursive: true, force: true });
    await mkdir(config.uploadsDir, { recursive: true });
    if (existsSync(join(staging, UPLOADS))) {
      await cp(join(staging, UPLOADS), config.uploadsDir, { recursive: true });
    }
    return { manifest, uploads: folderStats(config.uploadsDir) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const path = join(staging, MANIFEST);
  if (!existsSync(path)) throw new OpsError("The file has no manifest.json: it is not a marketplace backup.");
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(path, "utf8")));
  if (!parsed.success) throw new OpsError("manifest.json is not one this version can restore.");
  if (!existsSync(join(staging, parsed.data.database.file))) {
    throw new OpsError(`The backup lacks its database dump (${parsed.data.database.file}).`);
  }
  return parsed.data;
}

async function restorePglite(pgliteDir: string, dump: string, manifest: Manifest, force: boolean) {
  assertPgliteStopped(pgliteDir);
  const installed = pgliteVersion();
  if (manifest.database.driver === "pglite" && manifest.database.pgliteVersion !== installed) {
    throw new OpsError(
      `The backup was taken with PGlite ${manifest.database.pgliteVersion}; this installation has ${installed}. ` +
        "Restore it with the same version (the data directory format follows PGlite's PostgreSQL build).",
    );
  }
  if (!isEmptyFolder(pgliteDir)) {
    if (!force) throw new OpsError(`${pgliteDir} already holds a database: pass --force to replace it.`);
    await rm(pgliteDir, { recursive: true, force: true });
  }
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([await readFile(dump)]),
  });
  try {
    await client.query("SELECT count(*) FROM drizzle.__drizzle_migrations");
  } finally {
    await client.close();
  }
}

async function restorePostgres(databaseUrl: string, dump: string, force: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let serverMajor: number;
  try {
    await client.connect();
    serverMajor = Number.parseInt(
      (await client.query<{ v: string }>("SHOW server_version")).rows[0]?.v ?? "",
      10,
    );
    const others = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    if ((others.rows[0]?.n ?? 0) > 0) {
      throw new OpsError(
        `${others.rows[0]?.n} other connection(s) are open on the target database: stop every API instance first.`,
      );
    }
    const tables = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    if ((tables.rows[0]?.n ?? 0) > 0) {
      if (!force)
        throw new OpsError("The target database is not empty: pass --force to replace its contents.");
      await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
      await client.query("DROP SCHEMA IF EXISTS public CASCADE");
      await client.query("CREATE SCHEMA public");
    }
  } catch (error) {
    if (error instanceof OpsError) throw error;
    throw new OpsError(`Cannot prepare the database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const connection = libpqConnection(databaseUrl);
  await run(
    findPgTool("pg_restore", serverMajor),
    ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${connection.url}`, dump],
    connection.env,
  );
}
