import { type AnalyticsReportQuery, bucketOf, bucketsOf, isStaffRole, type RoleId } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { csvLine } from "../../lib/csv.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import { companyActivity, findCompany } from "./queries/company.ts";
import { companyEvents } from "./queries/rollups.ts";
import { reportFilter } from "./report-filter.ts";

export type ReportCaller = { roleId: RoleId; companyId: number; companyType: string };

/** The activity metrics of the report, in their column order. */
const METRICS = [
  "needs_published",
  "positions_published",
  "quotes_received",
  "quotes_accepted_as_client",
  "quotes_sent",
  "quotes_won",
  "collaborations_opened",
  "availability_requests_sent",
  "availability_requests_received",
  "credits_used",
  "tracked_events",
] as const;

/**
 * Report Compagnie as CSV: one company's activity per bucket of the period (domain tables) plus its users' tracked
 * events (analytics_daily). Staff may read any company; a client only its own, and only when its plan has the
 * download_company function (§4), else 403 plans.function_blocked with the limitation.
 */
export async function companyActivityCsv(
  db: Db,
  caller: ReportCaller,
  companyId: number,
  query: AnalyticsReportQuery,
): Promise<{ csv: Buffer; filename: string }> {
  if (!isStaffRole(caller.roleId)) {
    if (caller.companyId !== companyId) throw new AppError("auth.forbidden");
    await assertFunctionAllowed(db, caller.companyId, caller.companyType, caller.roleId, "download_company");
  }
  const company = await findCompany(db, companyId);
  if (!company) throw new AppError("common.not_found");
  const { filter, period } = reportFilter({ ...query, brand: undefined });
  const [activity, events] = await Promise.all([
    companyActivity(db, companyId, filter),
    companyEvents(db, companyId, filter),
  ]);
  const grid = new Map(
    bucketsOf(period.from, period.to, period.granularity).map((b) => [b, new Map<string, number>()]),
  );
  const add = (day: string, metric: string, n: number) => {
    const row = grid.get(bucketOf(day, period.granularity));
    if (row) row.set(metric, (row.get(metric) ?? 0) + n);
  };
  for (const a of activity) add(a.day, a.metric, a.n);
  for (const e of events) add(e.day, "tracked_events", e.n);
  const lines = [csvLine(["company", "bucket", ...METRICS])];
  for (const [bucket, row] of grid)
    lines.push(csvLine([company.name, bucket, ...METRICS.map((m) => String(row.get(m) ?? 0))]));
  const slug =
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "company";
  return {
    csv: Buffer.from(lines.join(""), "utf8"),
    filename: `report-${slug}-${period.from}-${period.to}.csv`,
  };
}
