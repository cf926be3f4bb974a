import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../db/client.ts";
import { appSetting } from "../db/schema/index.ts";
import { resetDatabase, testDatabase, testDatabaseUrl } from "../test/database.ts";
import { captureStatements, explainStatements, volatileFunctions } from "./explain.ts";

/** `npm run bench -- --explain`: capture through the app's pg pool, and EXPLAIN of reads only (PostgreSQL). */
describe.skipIf(!process.env.TEST_DATABASE_URL)("bench --explain on PostgreSQL", () => {
  let client: pg.Client;
  beforeAll(async () => {
    await resetDatabase(await testDatabase());
    client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it("captures the statements sent inside the scope once each, explains the reads and never re-runs a write", async () => {
    const { db } = await testDatabase();
    const key = "bench_explain_test";
    const read = () => db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, key));
    const { statements, answeredAt } = await captureStatements(async () => {
      await read();
      // A transaction: its statements go through a checked-out client, not pool.query.
      await db.transaction(async (tx) => {
        await tx.insert(appSetting).values({ key, value: "1" });
        await tx.execute(sql`SELECT rate_limit_take(${"bench_explain"}, ${"k"}, ${5}::int, ${60}::float8)`);
      });
      await read();
    });
    // Outside the scope: not captured.
    await read();

    const texts = statements.map((s) => s.text.replace(/\s+/g, " ").trim().toLowerCase());
    expect(texts.map((t) => t.split(" ")[0])).toEqual([
      "select",
      "begin",
      "insert",
      "select",
      "commit",
      "select",
    ]);
    expect(statements[0]?.values).toEqual([key]);

    const explained = await explainStatements(
      client,
      statements,
      answeredAt,
      await volatileFunctions(client),
    );
    // The two identical reads are merged; the rest keep their order.
    expect(explained.map((s) => s.times)).toEqual([2, 1, 1, 1, 1]);
    const [first, begin, insert, take, commit] = explained;
    expect(first?.result.explained).toBe(true);
    if (first?.result.explained) {
      expect(first.result.plan.join("\n")).toMatch(/actual time=/);
      expect(first.result.executionMs).toBeGreaterThanOrEqual(0);
    }
    expect(begin?.result).toEqual({ explained: false, reason: "transaction control or setting" });
    expect(insert?.result).toEqual({ explained: false, reason: "writes" });
    expect(take?.result).toEqual({
      explained: false,
      reason: "writes (calls the volatile function rate_limit_take)",
    });
    expect(take?.bookkeeping).toBe("rate limit");
    expect(commit?.result.explained).toBe(false);

    // Nothing was written again: one setting row, one rate-limit hit.
    const rows = await db.select().from(appSetting).where(eq(appSetting.key, key));
    expect(rows).toHaveLength(1);
    const hits = resultRows<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_hit WHERE bucket = 'bench_explain'`),
    );
    expect(hits[0]?.n).toBe(1);
  });

  it("explains a read the READ ONLY transaction refuses as not explained instead of writing", async () => {
    const { statements, answeredAt } = await captureStatements(async () => {
      const { db } = await testDatabase();
      await db.execute(sql`SELECT count(*) FROM app_setting`);
    });
    // A statement misjudged as a read (a volatile function the list does not name) fails in the READ ONLY
    // transaction: reported, not written.
    const sneaky = { text: "SELECT rate_limit_take($1, $2, 5, 60)", values: ["bench_explain", "x"], at: 0 };
    const explained = await explainStatements(client, [...statements, sneaky], answeredAt, []);
    expect(explained[0]?.result.explained).toBe(true);
    expect(explained[1]?.result).toEqual({
      explained: false,
      reason: expect.stringMatching(/^EXPLAIN failed: .*read-only transaction/),
    });
    const { db } = await testDatabase();
    const hits = resultRows<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_hit WHERE key = 'x'`),
    );
    expect(hits[0]?.n).toBe(0);
  });
});
