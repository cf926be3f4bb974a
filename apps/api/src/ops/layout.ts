import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { OpsError } from "./pg-tools.ts";

/** The backup file: one .tar.gz holding manifest.json, the database dump and uploads/ (DATA_DIR/uploads). */
export const BACKUP_FORMAT = "mkt-backup/1";
export const MANIFEST = "manifest.json";
export const UPLOADS = "uploads";
export const PGLITE_DUMP = "database.pglite.tar.gz" as const;
export const POSTGRES_DUMP = "database.pgdump" as const;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  database: z.discriminatedUnion("driver", [
    z.object({ driver: z.literal("pglite"), file: z.literal(PGLITE_DUMP), pgliteVersion: z.string() }),
    z.object({
      driver: z.literal("postgres"),
      file: z.literal(POSTGRES_DUMP),
      serverVersion: z.string(),
      pgDump: z.string(),
    }),
  ]),
  /** The newest applied migration when the backup was taken. */
  migration: z.string().nullable(),
  storageDriver: z.enum(["disk", "postgres"]),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The installed @electric-sql/pglite version (a PGlite data directory is restored by the same version). */
export function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "unknown";
}

/** Files under a folder, recursively (0 when it does not exist). */
export function folderStats(root: string): { files: number; bytes: number } {
  if (!existsSync(root)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

export const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * The embedded database is in use: PGlite keeps postmaster.pid in its folder while open and removes it when
 * closed cleanly. (A second process opening the same folder would corrupt it, so backup and restore refuse.)
 */
export function assertPgliteStopped(pgliteDir: string): void {
  if (existsSync(join(pgliteDir, "postmaster.pid"))) {
    throw new OpsError(
      `The embedded database in ${pgliteDir} is in use (postmaster.pid is present): stop the server first ` +
        "(Ctrl+C or SIGTERM on npm start). If it is not running, it was not stopped cleanly: start it once " +
        "and stop it with Ctrl+C, then try again.",
    );
  }
}
