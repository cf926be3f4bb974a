import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { company, storedFile } from "../db/schema/index.ts";
import { useTempDirs } from "../test/temp-dir.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

const LOGO = Buffer.from("PNG-bytes-of-the-logo");
const STORED = Buffer.from("a file kept in PostgreSQL");

const dataDir = useTempDirs("mkt-backup-test-");

function config(dir: string, databaseUrl?: string) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, STORAGE_DRIVER: "postgres" } : {}),
  });
}

/** A database with a company, and an uploaded file in DATA_DIR/uploads. */
async function seed(dir: string, databaseUrl?: string) {
  const c = config(dir, databaseUrl);
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: c.pgliteDir });
  try {
    await database.migrate();
    await database.db
      .insert(company)
      .values({ type: "client", name: "Backed Up SpA", vatNumber: "00000000001", vatKey: "IT:backup" });
    if (databaseUrl) {
      await database.db
        .insert(storedFile)
        .values({ key: "companies/1/doc.pdf", data: STORED, size: STORED.length });
    }
  } finally {
    await database.close();
  }
  mkdirSync(join(c.uploadsDir, "companies", "1"), { recursive: true });
  writeFileSync(join(c.uploadsDir, "companies", "1", "logo.png"), LOGO);
  return c;
}

async function companyNames(databaseUrl: string | undefined, pgliteDir: string) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir });
  try {
    const rows = await database.db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.vatKey, "IT:backup"));
    const files = databaseUrl ? await database.db.select().from(storedFile) : [];
    return { names: rows.map((r) => r.name), files };
  } finally {
    await database.close();
  }
}

// Each case opens several embedded databases (seconds and ~450 MB each, with every migration): more than the
// suite's default 30 s on a loaded machine.
const SLOW = 180_000;

describe("backup and restore: embedded PGlite", { timeout: SLOW }, () => {
  it("backs up the database and uploads into one file and restores them into a fresh data dir", async () => {
    const source = await seed(dataDir());
    const { file, manifest } = await createBackup(source, join(dataDir(), "backup.tar.gz"));
    expect(existsSync(file)).toBe(true);
    expect(manifest).toMatchObject({
      format: "mkt-backup/1",
      database: { driver: "pglite", file: "database.pglite.tar.gz" },
      uploads: { files: 1, bytes: LOGO.length },
    });
    expect(manifest.migration).toMatch(/^\d{4}_/);

    const target = config(dataDir());
    const restored = await restoreBackup(target, file);
    expect(restored.uploads.files).toBe(1);
    expect(readFileSync(join(target.uploadsDir, "companies", "1", "logo.png")).equals(LOGO)).toBe(true);
    expect((await companyNames(undefined, target.pgliteDir)).names).toEqual(["Backed Up SpA"]);

    // The target now holds data: a second restore is refused unless forced.
    await expect(restoreBackup(target, file)).rejects.toThrow(/already holds .*--force/);
    await restoreBackup(target, file, { force: true });
    expect((await companyNames(undefined, target.pgliteDir)).names).toEqual(["Backed Up SpA"]);
  });

  it("refuses while the server has the embedded database open", async () => {
    const source = await seed(dataDir());
    const running = await openDatabase({ dataDir: source.pgliteDir });
    try {
      await expect(createBackup(source, join(dataDir(), "b.tar.gz"))).rejects.toThrow(
        /in use .*stop the server/,
      );
    } finally {
      await running.close();
    }
  });

  it("refuses a file that is not a backup, and a backup of the other database kind", async () => {
    const dir = dataDir();
    const junk = join(dir, "junk.tar.gz");
    writeFileSync(junk, "not a tarball");
    await expect(restoreBackup(config(dataDir()), junk)).rejects.toThrow(/not a readable backup/);
    const source = await seed(dataDir());
    const { file } = await createBackup(source, join(dataDir(), "b.tar.gz"));
    await expect(
      restoreBackup(config(dataDir(), "postgres://nobody@127.0.0.1:1/none"), file),
    ).rejects.toThrow(/embedded \(PGlite\) database: restore it with DATABASE_URL unset/);
  });
});

const BASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!BASE_URL)("backup and restore: PostgreSQL (pg_dump / pg_restore)", { timeout: SLOW }, () => {
  const suffix = `w${process.env.VITEST_POOL_ID ?? "0"}`;
  const names = [`mkt_backup_src_${suffix}`, `mkt_backup_dst_${suffix}`];
  const urlOf = (name: string) => {
    const url = new URL(BASE_URL ?? "");
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function admin(statements: string[]) {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    await admin(names.map((n) => `DROP DATABASE IF EXISTS ${n} WITH (FORCE)`));
  });

  it("dumps the database (stored_file included) and uploads, and restores them into a fresh database", async () => {
    await admin(names.flatMap((n) => [`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`, `CREATE DATABASE ${n}`]));
    const [src, dst] = names.map(urlOf) as [string, string];
    const source = await seed(dataDir(), src);
    const { file, manifest } = await createBackup(source, join(dataDir(), "pg.tar.gz"));
    expect(manifest.database).toMatchObject({ driver: "postgres", file: "database.pgdump" });
    expect(manifest.storageDriver).toBe("postgres");

    const target = config(dataDir(), dst);
    await restoreBackup(target, file);
    const found = await companyNames(dst, "");
    expect(found.names).toEqual(["Backed Up SpA"]);
    expect(found.files.map((f) => f.data.equals(STORED))).toEqual([true]);
    expect(readFileSync(join(target.uploadsDir, "companies", "1", "logo.png")).equals(LOGO)).toBe(true);

    await expect(restoreBackup(config(dataDir(), dst), file)).rejects.toThrow(/not empty: pass --force/);
    await restoreBackup(config(dataDir(), dst), file, { force: true });
    expect((await companyNames(dst, "")).names).toEqual(["Backed Up SpA"]);
  });
});
