import { tmpdir } from "node:os";
import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, resultRows } from "../db/client.ts";
import { storedFile } from "../db/schema/index.ts";
import { resetDatabase, testDatabase } from "../test/database.ts";
import { useTempDirs } from "../test/temp-dir.ts";
import { createStorage } from "./create-storage.ts";
import { PostgresStorage } from "./postgres-storage.ts";
import { DiskStorage, type Storage } from "./storage.ts";

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
});

const storageDir = useTempDirs("mkt-storage-");
const drivers: [string, () => Storage][] = [
  ["disk", () => new DiskStorage(storageDir())],
  ["postgres", () => new PostgresStorage(database.db)],
];

describe.each(drivers)("%s storage driver", (_name, make) => {
  it("puts, gets, overwrites, tells existence and removes", async () => {
    const storage = make();
    const key = "conversations/7/0b1e3c.pdf";
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from("first version"));
    expect(await storage.exists(key)).toBe(true);
    expect((await read(await storage.get(key))).toString()).toBe("first version");
    await storage.put(key, Buffer.from("second"));
    expect((await read(await storage.get(key))).toString()).toBe("second");
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    // Removing a missing file is not an error; reading one rejects with ENOENT like the file system.
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: "ENOENT" });
  });

  // 10 MB is the largest upload; PGlite (WebAssembly) needs several seconds to store that much as bytea.
  it("keeps every byte of a binary file (all 256 values, 10 MB)", { timeout: 120_000 }, async () => {
    const storage = make();
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put("users/1/bytes.bin", all);
    expect((await read(await storage.get("users/1/bytes.bin"))).equals(all)).toBe(true);
    const big = Buffer.alloc(10 * 1024 * 1024, 0xab);
    big[big.length - 1] = 0;
    await storage.put("users/1/big.bin", big);
    expect((await read(await storage.get("users/1/big.bin"))).equals(big)).toBe(true);
  });

  it("refuses keys outside the naming rule", async () => {
    const storage = make();
    const bad = [
      "",
      "../etc/passwd",
      "a/../../b",
      "/absolute",
      "with space.pdf",
      "a\u0000b",
      "x".repeat(401),
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/invalid storage key/);
    }
    const longest = `k/${"x".repeat(199)}/${"y".repeat(198)}`;
    expect(longest).toHaveLength(400);
    await storage.put(longest, Buffer.from("longest"));
    expect(await storage.exists(longest)).toBe(true);
  });
});

describe("postgres storage", () => {
  it("keeps one row per key with its size", async () => {
    const storage = createStorage("postgres", { uploadsDir: "/nonexistent", db: database.db });
    await storage.put("companies/1/logo.png", Buffer.from("abc"));
    await storage.put("companies/1/logo.png", Buffer.from("abcdef"));
    const rows = await database.db.select().from(storedFile);
    expect(rows.map((r) => [r.key, r.size, Buffer.isBuffer(r.data)])).toEqual([
      ["companies/1/logo.png", 6, true],
    ]);
    const [stored] = resultRows<{ hex: string }>(
      await database.db.execute(sql`SELECT encode(data, 'hex') AS hex FROM stored_file`),
    );
    expect(stored?.hex).toBe(Buffer.from("abcdef").toString("hex"));
  });

  it("is chosen by STORAGE_DRIVER, disk by default", () => {
    expect(createStorage("disk", { uploadsDir: tmpdir(), db: database.db })).toBeInstanceOf(DiskStorage);
    expect(createStorage("postgres", { uploadsDir: tmpdir(), db: database.db })).toBeInstanceOf(
      PostgresStorage,
    );
  });
});
