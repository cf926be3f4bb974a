import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { AppError } from "./app-error.ts";
import { hitAll, hitCounter } from "./rate-limit.ts";

const t = useTestApp();
const minute = (max: number) => ({ max, windowSeconds: 60 });

describe("hitAll: several counters in one statement, in order", () => {
  it("counts every hit while each window has room", async () => {
    const db = t.database.db;
    await hitAll(db, [
      { bucket: "test_a", key: "k", limit: minute(2) },
      { bucket: "test_b", key: "k", limit: minute(2) },
    ]);
    expect(await hitCounter("test_a", "sha256").count(db, "k", 60)).toBe(1);
    expect(await hitCounter("test_b", "sha256").count(db, "k", 60)).toBe(1);
  });

  it("stops at the first full window: 429 with Retry-After, nothing counted after it", async () => {
    const db = t.database.db;
    const a = hitCounter("test_c", "sha256");
    const b = hitCounter("test_d", "sha256");
    await a.record(db, "k");
    const refused = await hitAll(db, [
      { bucket: "test_c", key: "k", limit: minute(1) },
      { bucket: "test_d", key: "k", limit: minute(5) },
    ]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("common.rate_limited");
    expect(await a.count(db, "k", 60)).toBe(1);
    expect(await b.count(db, "k", 60)).toBe(0);
  });

  it("keeps the hits before a later full window counted", async () => {
    const db = t.database.db;
    const a = hitCounter("test_e", "sha256");
    const b = hitCounter("test_f", "sha256");
    await b.record(db, "k");
    await expect(
      hitAll(db, [
        { bucket: "test_e", key: "k", limit: minute(5) },
        { bucket: "test_f", key: "k", limit: minute(1) },
      ]),
    ).rejects.toBeInstanceOf(AppError);
    expect(await a.count(db, "k", 60)).toBe(1);
    expect(await b.count(db, "k", 60)).toBe(1);
  });

  it("counts parallel calls exactly", async () => {
    const db = t.database.db;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        hitAll(db, [
          { bucket: "test_g", key: "k", limit: minute(5) },
          { bucket: "test_h", key: "k", limit: minute(10) },
        ]),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(await hitCounter("test_g", "sha256").count(db, "k", 60)).toBe(5);
    expect(await hitCounter("test_h", "sha256").count(db, "k", 60)).toBe(5);
  });
});
