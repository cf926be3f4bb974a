import type { Db } from "../db/client.ts";
import { PostgresStorage } from "./postgres-storage.ts";
import { DiskStorage, type Storage } from "./storage.ts";

export type StorageDriver = "disk" | "postgres";

/**
 * The configured upload store: `disk` (a folder, one machine) or `postgres` (the `stored_file` table of the
 * application database, shared by every instance on it).
 */
export function createStorage(driver: StorageDriver, options: { uploadsDir: string; db: Db }): Storage {
  return driver === "postgres" ? new PostgresStorage(options.db) : new DiskStorage(options.uploadsDir);
}
