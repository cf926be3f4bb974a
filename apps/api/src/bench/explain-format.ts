/**
 * The pure part of `npm run bench -- --explain FILE` (explain.ts): which captured statements may be run again under
 * EXPLAIN ANALYZE, which are the request's own bookkeeping, and the Markdown written to FILE.
 */

/** What may be done with a captured statement: explained (a read), or only listed with the reason. */
export type Verdict = { explain: true } | { explain: false; reason: string };

/** Statements that change nothing but the session or the transaction: listed, never explained. */
const CONTROL =
  /^(begin|start|commit|end|rollback|abort|savepoint|release|set|reset|show|listen|unlisten|discard|deallocate|prepare|fetch|close|declare)\b/;
/** Functions whose call is itself a side effect (a notice, a sequence, a lock, a setting). */
const SIDE_EFFECTS =
  /\b(pg_notify|nextval|setval|set_config|pg_advisory_(xact_)?lock(_shared)?|pg_try_advisory_(xact_)?lock(_shared)?|pg_advisory_unlock(_shared|_all)?|pg_sleep|lo_\w+|dblink\w*)\s*\(/;
const LOCKS = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/;
const WRITE_WORDS = /\b(insert|update|delete|merge)\b/;

/**
 * The statement's words without string literals, quoted identifiers and comments, in lower case: a value or a
 * column named "update" must not decide what the statement does.
 */
export function sqlWords(text: string): string {
  return text
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * Whether a statement may run once more under EXPLAIN ANALYZE: only a SELECT, VALUES, TABLE or WITH with no
 * data-modifying part (a WITH … INSERT nested anywhere), that calls no function with a side effect (built-in, or
 * one of `volatile`: the database's own volatile functions, e.g. rate_limit_take, which counts a hit) and locks no
 * row. Everything else is listed with the reason (explain.ts also runs every EXPLAIN in a READ ONLY transaction it
 * rolls back, so a misjudged one fails instead of writing).
 */
export function classifyStatement(text: string, volatile: readonly string[] = []): Verdict {
  const words = sqlWords(text).replace(/^\(+\s*/, "");
  if (CONTROL.test(words)) return { explain: false, reason: "transaction control or setting" };
  if (!/^(select|values|table|with)\b/.test(words)) return { explain: false, reason: "writes" };
  if (LOCKS.test(words)) return { explain: false, reason: "writes (locks rows)" };
  if (WRITE_WORDS.test(words)) return { explain: false, reason: "writes (a data-modifying WITH)" };
  if (SIDE_EFFECTS.test(words)) return { explain: false, reason: "writes (a function with a side effect)" };
  const calls = (name: string) =>
    new RegExp(`\\b${name.toLowerCase().replace(/[^a-z0-9_]/g, "\\$&")}\\s*\\(`).test(words);
  const called = volatile.find(calls);
  if (called) return { explain: false, reason: `writes (calls the volatile function ${called})` };
  // SELECT … INTO before the first FROM creates a table.
  if (/^select\b(?:(?!\bfrom\b).)*\binto\b/.test(words))
    return { explain: false, reason: "writes (creates a table)" };
  return { explain: true };
}

/** The request's own bookkeeping (authentication, open-visit token, rate limits), by the tables it reads or writes. */
const BOOKKEEPING: [RegExp, string][] = [
  [/"auth_session"/, "authentication: session check"],
  [/pg_notify\(/, "session cache notice"],
  [/"open_access_token"/, "open visit: token check"],
  [/"rate_limit_hit"|rate_limit_take\(/, "rate limit"],
];

export function bookkeepingOf(text: string): string | null {
  for (const [pattern, label] of BOOKKEEPING) if (pattern.test(text)) return label;
  return null;
}

/** The statement as printed: whitespace collapsed, at most `max` characters. */
export function shortSql(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)} …` : flat;
}

/** A plan as PostgreSQL returns it (one line a row) split into the plan and its timing lines. */
export function splitPlan(lines: readonly string[]): {
  plan: string[];
  executionMs: number | null;
  planningMs: number | null;
} {
  let executionMs: number | null = null;
  let planningMs: number | null = null;
  const plan: string[] = [];
  for (const line of lines) {
    const execution = /^Execution Time: ([\d.]+) ms$/.exec(line.trim());
    const planning = /^Planning Time: ([\d.]+) ms$/.exec(line.trim());
    if (execution) executionMs = Number(execution[1]);
    else if (planning) planningMs = Number(planning[1]);
    else plan.push(line);
  }
  return { plan, executionMs, planningMs };
}

/** One captured statement after the EXPLAIN pass. */
export type ExplainedStatement = {
  text: string;
  values: readonly unknown[];
  /** The prepared statement's name, for named queries. */
  name?: string | undefined;
  /** How many times the request sent this text with these parameters. */
  times: number;
  bookkeeping: string | null;
  /** Sent after the answer left (background work the request started). */
  afterAnswer: boolean;
  result:
    | { explained: true; plan: string[]; executionMs: number | null; planningMs: number | null }
    | { explained: false; reason: string };
};

export type ExplainedCase = { name: string; request: string; statements: ExplainedStatement[] };

/** Count, sum of execution times and the slowest explained statement (1-based) of a case. */
export function caseSummary(c: ExplainedCase): {
  statements: number;
  totalMs: number;
  slowestMs: number | null;
  slowest: number | null;
} {
  let totalMs = 0;
  let slowestMs: number | null = null;
  let slowest: number | null = null;
  c.statements.forEach((s, i) => {
    if (!s.result.explained || s.result.executionMs === null) return;
    totalMs += s.result.executionMs * s.times;
    if (slowestMs === null || s.result.executionMs > slowestMs) {
      slowestMs = s.result.executionMs;
      slowest = i + 1;
    }
  });
  const statements = c.statements.reduce((n, s) => n + s.times, 0);
  return { statements, totalMs, slowestMs, slowest };
}

const ms = (n: number) => n.toFixed(3);
const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The table at the top of the file: one line per case, so the statements that dominate show at once. */
export function summaryTable(cases: readonly ExplainedCase[]): string {
  const lines = ["| case | statements | execution ms, sum | slowest statement, ms |", "|---|---:|---:|---|"];
  for (const c of cases) {
    const s = caseSummary(c);
    const slowest = s.slowestMs === null ? "–" : `${ms(s.slowestMs)} (#${s.slowest})`;
    lines.push(`| ${cell(c.name)} | ${s.statements} | ${ms(s.totalMs)} | ${slowest} |`);
  }
  return lines.join("\n");
}

function parameters(values: readonly unknown[]): string {
  if (values.length === 0) return "";
  const shown = values.map((v) => {
    const text = v instanceof Date ? v.toISOString() : JSON.stringify(v);
    return text === undefined ? "undefined" : text.length > 80 ? `${text.slice(0, 80)}…` : text;
  });
  return `; parameters: ${shown.map((v, i) => `$${i + 1} = ${v}`).join(", ")}`.replace(/`/g, "'");
}

/** A case's section: `## name`, then each statement's SQL, its plan and its timing (or why it was not explained). */
export function caseSection(c: ExplainedCase): string {
  const out = [`## ${c.name}`, "", `\`${c.request.replace(/`/g, "'")}\``, ""];
  if (c.statements.length === 0) out.push("No statement reached the database.", "");
  c.statements.forEach((s, i) => {
    const notes = [
      s.bookkeeping,
      s.name ? `prepared statement "${s.name}"` : null,
      s.times > 1 ? `sent ${s.times} times` : null,
      s.afterAnswer ? "after the answer" : null,
    ].filter((n): n is string => n !== null);
    const timing =
      s.result.explained && s.result.executionMs !== null ? ` — ${ms(s.result.executionMs)} ms` : "";
    out.push(`### ${i + 1}.${timing}${notes.length ? ` (${notes.join("; ")})` : ""}`, "");
    out.push("```sql", shortSql(s.text), "```", "");
    if (s.result.explained) {
      out.push("```", ...s.result.plan, "```", "");
      const planning = s.result.planningMs === null ? "" : `, Planning Time: ${ms(s.result.planningMs)} ms`;
      const execution = s.result.executionMs === null ? "–" : `${ms(s.result.executionMs)} ms`;
      out.push(`Execution Time: ${execution}${planning}${parameters(s.values)}`, "");
    } else {
      out.push(`Not explained: ${s.result.reason}${parameters(s.values)}`, "");
    }
  });
  return out.join("\n");
}
