import {
  type AnalyticsHealth,
  type AnalyticsReportQuery,
  analyticsRoleLabel,
  bucketOf,
  isRoleId,
  sumByBucket,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { createdUsers, creditsByDay, revenueByDay } from "./queries/accounts.ts";
import { signUpEvents } from "./queries/rollups.ts";
import { reportFilter } from "./report-filter.ts";

type Signup = { day: string; role: string; source: string; n: number };

const byKey = (rows: readonly Signup[], key: (r: Signup) => string) => {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(key(r), (sums.get(key(r)) ?? 0) + r.n);
  return [...sums]
    .map(([k, count]) => ({ key: k, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
};

/**
 * GET admin/analytics/health: sign-ups by role and UTM source (the sign_up events of the rollups; when the period
 * has none, the users created, with no source), and plan revenue and credits per bucket.
 */
export async function analyticsHealth(db: Db, query: AnalyticsReportQuery): Promise<AnalyticsHealth> {
  const { filter, period } = reportFilter(query);
  const [events, revenue, credits] = await Promise.all([
    signUpEvents(db, filter),
    revenueByDay(db, filter),
    creditsByDay(db, filter),
  ]);
  let signups: Signup[] = events;
  let basis: "events" | "accounts" = "events";
  if (events.length === 0) {
    basis = "accounts";
    signups = (await createdUsers(db, filter)).map((u) => ({
      day: u.day,
      role: isRoleId(u.role_id) ? analyticsRoleLabel(u.role_id) : "",
      source: "",
      n: u.n,
    }));
  }
  const cells = new Map<string, { bucket: string; role: string; count: number }>();
  for (const s of signups) {
    const bucket = bucketOf(s.day, period.granularity);
    const id = `${bucket}|${s.role}`;
    const cell = cells.get(id) ?? { bucket, role: s.role, count: 0 };
    cell.count += s.n;
    cells.set(id, cell);
  }
  const revenueSeries = sumByBucket(
    revenue.map((r) => ({ day: r.day, value: r.revenue_cents })),
    period.from,
    period.to,
    period.granularity,
  );
  const used = sumByBucket(
    credits.map((c) => ({ day: c.day, value: c.used })),
    period.from,
    period.to,
    period.granularity,
  );
  const granted = sumByBucket(
    credits.map((c) => ({ day: c.day, value: c.granted })),
    period.from,
    period.to,
    period.granularity,
  );
  const sum = (xs: { value: number }[]) => xs.reduce((t, x) => t + x.value, 0);
  return {
    ...period,
    signups: {
      basis,
      total: signups.reduce((t, s) => t + s.n, 0),
      by_bucket: [...cells.values()].sort(
        (a, b) => a.bucket.localeCompare(b.bucket) || a.role.localeCompare(b.role),
      ),
      by_role: byKey(signups, (s) => s.role),
      by_source: byKey(signups, (s) => s.source),
    },
    revenue: {
      total_cents: sum(revenueSeries),
      credits_used: sum(used),
      credits_granted: sum(granted),
      by_bucket: revenueSeries.map((r, i) => ({
        bucket: r.bucket,
        revenue_cents: r.value,
        credits_used: used[i]?.value ?? 0,
        credits_granted: granted[i]?.value ?? 0,
      })),
    },
  };
}
