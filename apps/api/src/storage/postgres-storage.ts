import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { storedFile } from "../db/schema/index.ts";
import { assertStorageKey, type Storage, StoredFileNotFound } from "./storage.ts";

/**
 * Files as rows of `stored_file` (bytea), so every API instance on the same PostgreSQL reads what any other
 * wrote (STORAGE_DRIVER=postgres; also works on embedded PGlite). Uploads are at most 10 MB, so a file is read
 * whole and handed out as a stream.
 */
export class PostgresStorage implements Storage {
  constructor(private readonly db: Db) {}

  async put(key: string, data: Buffer): Promise<void> {
    assertStorageKey(key);
    // The bytes travel as one base64 text parameter decoded by the server: PGlite's own bytea parameter encoding
    // takes seconds per megabyte, and base64 is also smaller on the wire than node-postgres's hex form.
    const bytes = sql`decode(${data.toString("base64")}, 'base64')`;
    await this.db
      .insert(storedFile)
      .values({ key, data: bytes, size: data.length })
      .onConflictDoUpdate({
        target: storedFile.key,
        set: { data: bytes, size: data.length, createdAt: sql`now()` },
      });
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    const [row] = await this.db
      .select({ data: storedFile.data })
      .from(storedFile)
      .where(eq(storedFile.key, key));
    if (!row) throw new StoredFileNotFound(`no stored file ${key}`);
    return Readable.from([row.data]);
  }

  async remove(key: string): Promise<void> {
    assertStorageKey(key);
    await this.db.delete(storedFile).where(eq(storedFile.key, key));
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    const [row] = await this.db
      .select({ key: storedFile.key })
      .from(storedFile)
      .where(eq(storedFile.key, key));
    return row !== undefined;
  }
}
