import { describe, expect, it } from "vitest";
import {
  bookkeepingOf,
  caseSection,
  caseSummary,
  classifyStatement,
  type ExplainedCase,
  type ExplainedStatement,
  shortSql,
  splitPlan,
  sqlWords,
  summaryTable,
} from "./explain-format.ts";

const reason = (text: string, volatile: string[] = []) => {
  const verdict = classifyStatement(text, volatile);
  return verdict.explain ? null : verdict.reason;
};

describe("which captured statements are explained", () => {
  it("explains reads: SELECT, VALUES, TABLE, a reading WITH, a parenthesised SELECT", () => {
    expect(reason('select "profile"."id" from "profile" where "profile"."id" = $1')).toBeNull();
    expect(reason("  -- a comment\n  SELECT 1")).toBeNull();
    expect(reason("/* x */ WITH base AS MATERIALIZED (SELECT 1) SELECT * FROM base")).toBeNull();
    expect(reason("(select 1) union all (select 2)")).toBeNull();
    expect(reason("values (1)")).toBeNull();
  });

  it("never explains writes, data-modifying WITHs, locks or calls with side effects", () => {
    expect(reason('insert into "rate_limit_hit" ("bucket") values ($1)')).toBe("writes");
    expect(reason('update "open_access_token" set "last_used_at" = now()')).toBe("writes");
    expect(reason("DELETE FROM t")).toBe("writes");
    expect(reason("merge into t using s on true when matched then do nothing")).toBe("writes");
    expect(reason("vacuum analyze")).toBe("writes");
    expect(reason("with x as (insert into t values (1) returning id) select * from x")).toBe(
      "writes (a data-modifying WITH)",
    );
    // A data-modifying WITH nested in a sub-select of a SELECT.
    expect(reason("select * from (with x as (delete from t returning id) select id from x) s")).toBe(
      "writes (a data-modifying WITH)",
    );
    expect(reason("select * from t where id = $1 for update")).toBe("writes (locks rows)");
    expect(reason("select * from t for no key update skip locked")).toBe("writes (locks rows)");
    expect(reason("SELECT pg_notify($1, $2)")).toBe("writes (a function with a side effect)");
    expect(reason("select pg_advisory_xact_lock(hashtext($1))")).toBe(
      "writes (a function with a side effect)",
    );
    expect(reason("select nextval('s')")).toBe("writes (a function with a side effect)");
    expect(reason("SELECT rate_limit_take($1, $2, $3::int, $4::float8) AS w0", ["rate_limit_take"])).toBe(
      "writes (calls the volatile function rate_limit_take)",
    );
    expect(reason("select * into temp t2 from t")).toBe("writes (creates a table)");
  });

  it("lists transaction control and settings without explaining them", () => {
    for (const text of [
      "BEGIN",
      "begin isolation level serializable",
      "COMMIT",
      "rollback",
      "SET LOCAL x = 1",
    ]) {
      expect(reason(text)).toBe("transaction control or setting");
    }
  });

  it("is not fooled by literals, quoted identifiers or words inside names", () => {
    expect(reason("select * from t where note = 'please delete; update' and \"update\" = 1")).toBeNull();
    expect(reason('select "updated_at", "deleted_at", last_update from t')).toBeNull();
    expect(reason("select * from t", ["rate_limit_take"])).toBeNull();
    expect(sqlWords('SELECT \'it\'\'s\' AS "Quoted ""x""" -- c\n FROM t')).toBe("select '' as \"\" from t");
  });

  it("marks the request's own bookkeeping", () => {
    expect(bookkeepingOf('select 1 from "auth_session" inner join "app_user" on true')).toBe(
      "authentication: session check",
    );
    expect(bookkeepingOf("SELECT pg_notify($1, $2)")).toBe("session cache notice");
    expect(bookkeepingOf('select * from "open_access_token" where "token_hash" = $1')).toBe(
      "open visit: token check",
    );
    expect(bookkeepingOf("SELECT rate_limit_take($1, $2, $3::int, $4::float8) AS w0")).toBe("rate limit");
    expect(bookkeepingOf('select * from "profile"')).toBeNull();
  });
});

describe("the Markdown of the plans", () => {
  it("collapses whitespace and cuts the SQL at 400 characters", () => {
    expect(shortSql("select\n   1,\t2\n")).toBe("select 1, 2");
    const long = `select ${"x, ".repeat(200)}1`;
    expect(shortSql(long)).toHaveLength(402);
    expect(shortSql(long).endsWith(" …")).toBe(true);
  });

  it("splits the timing lines from the plan", () => {
    const split = splitPlan([
      "Seq Scan on t (actual time=0.004..0.007 rows=35 loops=1)",
      "  Buffers: shared hit=1",
      "Planning:",
      "  Buffers: shared hit=5",
      "Planning Time: 0.186 ms",
      "Execution Time: 1.941 ms",
    ]);
    expect(split).toEqual({
      plan: [
        "Seq Scan on t (actual time=0.004..0.007 rows=35 loops=1)",
        "  Buffers: shared hit=1",
        "Planning:",
        "  Buffers: shared hit=5",
      ],
      executionMs: 1.941,
      planningMs: 0.186,
    });
  });

  const read = (ms: number, extra: Partial<ExplainedStatement> = {}): ExplainedStatement => ({
    text: 'select * from "profile" where id = $1',
    values: [7],
    times: 1,
    bookkeeping: null,
    afterAnswer: false,
    result: {
      explained: true,
      plan: ["Index Scan using profile_pkey on profile"],
      executionMs: ms,
      planningMs: 0.1,
    },
    ...extra,
  });
  const sample: ExplainedCase = {
    name: "supplier list | newest",
    request: "GET /api/profiles",
    statements: [
      read(0.05, { bookkeeping: "authentication: session check" }),
      read(2.5, { times: 2, name: "profile_detail" }),
      {
        text: 'update "open_access_token" set "last_used_at" = now() where id = $1',
        values: [18],
        times: 1,
        bookkeeping: "open visit: token check",
        afterAnswer: true,
        result: { explained: false, reason: "writes" },
      },
    ],
  };

  it("sums the execution times (a statement sent twice counts twice) and names the slowest", () => {
    expect(caseSummary(sample)).toEqual({ statements: 4, totalMs: 5.05, slowestMs: 2.5, slowest: 2 });
    expect(caseSummary({ name: "empty", request: "GET /", statements: [] })).toEqual({
      statements: 0,
      totalMs: 0,
      slowestMs: null,
      slowest: null,
    });
  });

  it("writes one summary line per case", () => {
    expect(summaryTable([sample, { name: "none", request: "GET /", statements: [] }]).split("\n")).toEqual([
      "| case | statements | execution ms, sum | slowest statement, ms |",
      "|---|---:|---:|---|",
      "| supplier list \\| newest | 4 | 5.050 | 2.500 (#2) |",
      "| none | 0 | 0.000 | – |",
    ]);
  });

  it("writes each statement's SQL, plan, timing and notes, and writes as not explained", () => {
    const section = caseSection(sample);
    expect(section.startsWith("## supplier list | newest\n\n`GET /api/profiles`\n")).toBe(true);
    expect(section).toContain("### 1. — 0.050 ms (authentication: session check)");
    expect(section).toContain('### 2. — 2.500 ms (prepared statement "profile_detail"; sent 2 times)');
    expect(section).toContain(
      '```sql\nselect * from "profile" where id = $1\n```\n\n```\nIndex Scan using profile_pkey on profile\n```',
    );
    expect(section).toContain("Execution Time: 2.500 ms, Planning Time: 0.100 ms; parameters: $1 = 7");
    expect(section).toContain("### 3. (open visit: token check; after the answer)");
    expect(section).toContain("Not explained: writes; parameters: $1 = 18");
    expect(caseSection({ name: "x", request: "GET /", statements: [] })).toContain(
      "No statement reached the database.",
    );
  });
});
