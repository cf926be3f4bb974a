import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { SettingsStore } from "./settings.ts";

/**
 * A database double for the two statements the store issues: reads wait until the test releases them, so a
 * read can be made to start before a write and finish after it (what a connection pool allows).
 */
function fakeDb() {
  let stored: unknown;
  const pendingReads: (() => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () => {
          const value = stored;
          return new Promise((resolve) => pendingReads.push(() => resolve([{ value }])));
        },
      }),
    }),
    insert: () => ({
      values: ({ value }: { value: unknown }) => ({
        onConflictDoUpdate: async () => {
          stored = value;
        },
      }),
    }),
  };
  return {
    db: db as unknown as Db,
    releaseReads: () => {
      for (const release of pendingReads.splice(0)) release();
    },
  };
}

describe("SettingsStore maintenance flag", () => {
  it("a read that started before a switch cannot cache the old value after it", async () => {
    const { db, releaseReads } = fakeDb();
    const settings = new SettingsStore(db);
    const staleRead = settings.isMaintenance();
    await settings.setMaintenance(true);
    releaseReads();
    await staleRead;
    expect(await settings.isMaintenance()).toBe(true);
  });

  it("caches the stored value for a few seconds", async () => {
    const { db, releaseReads } = fakeDb();
    const settings = new SettingsStore(db);
    const first = settings.isMaintenance();
    releaseReads();
    expect(await first).toBe(false);
    // A cached answer needs no database read (a pending read would never resolve here).
    expect(await settings.isMaintenance()).toBe(false);
  });
});
