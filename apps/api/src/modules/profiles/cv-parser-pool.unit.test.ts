import { must } from "@mkt/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { CvParserPool } from "./cv-parser-pool.ts";
import type { CvParseInput } from "./cv-worker-task.ts";

const INPUT: CvParseInput = {
  data: new Uint8Array(1),
  kind: "pdf",
  technologies: [],
  languages: [],
  today: "2026-05-10",
};
const worker = (name: string) => new URL(`../../test/workers/${name}.mjs`, import.meta.url);

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return "no error";
}

describe("CV parser pool", () => {
  let pool: CvParserPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("terminates a worker stuck past the wall-clock limit and answers profiles.cv_parse_timeout", async () => {
    pool = new CvParserPool({ timeoutMs: 1000, startupAllowanceMs: 0, filename: worker("spin") });
    const started = performance.now();
    expect(await failure(pool.parse(INPUT))).toBe("profiles.cv_parse_timeout");
    expect(performance.now() - started).toBeLessThan(3000);
    // The stuck thread is gone (terminated), not left spinning.
    await expect.poll(() => pool?.threadCount, { timeout: 3000 }).toBe(0);
  });

  it("gives a parse on a cold pool the start-up allowance on top of the limit, not one on a warm worker", async () => {
    pool = new CvParserPool({
      timeoutMs: 300,
      startupAllowanceMs: 1500,
      filename: worker("spin-when-asked"),
    });
    const spinning: CvParseInput = { ...INPUT, data: new Uint8Array([1]) };
    const quick: CvParseInput = { ...INPUT, data: new Uint8Array([2]) };
    let started = performance.now();
    expect(await failure(pool.parse(spinning))).toBe("profiles.cv_parse_timeout");
    expect(performance.now() - started).toBeGreaterThanOrEqual(1750);
    await expect.poll(() => pool?.threadCount, { timeout: 3000 }).toBe(0);
    // A quick answer leaves its worker running: the next parse is held to the limit alone.
    expect(await failure(pool.parse(quick))).toBe("profiles.cv_unreadable");
    expect(pool.threadCount).toBeGreaterThan(0);
    started = performance.now();
    expect(await failure(pool.parse(spinning))).toBe("profiles.cv_parse_timeout");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("refuses more parses than workers and queue hold with profiles.cv_parse_busy", async () => {
    pool = new CvParserPool({ timeoutMs: 1000, startupAllowanceMs: 0, filename: worker("spin") });
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => failure(must(pool, "pool").parse(INPUT))),
    );
    expect(codes).toContain("profiles.cv_parse_busy");
    expect(codes).toContain("profiles.cv_parse_timeout");
    expect(codes.every((c) => c === "profiles.cv_parse_busy" || c === "profiles.cv_parse_timeout")).toBe(
      true,
    );
  });

  it("stops a worker past its heap cap with profiles.cv_too_complex, the process going on", async () => {
    pool = new CvParserPool({ timeoutMs: 10_000, maxOldGenerationSizeMb: 32, filename: worker("hog") });
    expect(await failure(pool.parse(INPUT))).toBe("profiles.cv_too_complex");
  });

  it("answers a refused file's own code and closes its workers", async () => {
    pool = new CvParserPool();
    // One byte is no PDF: the real worker answers the code, which the pool throws as an AppError.
    expect(await failure(pool.parse(INPUT))).toBe("profiles.cv_unreadable");
    expect(pool.threadCount).toBeGreaterThan(0);
    await pool.close();
    expect(pool.threadCount).toBe(0);
  });
});
