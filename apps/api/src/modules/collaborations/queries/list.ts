import {
  allowedCollaborationActions,
  type CollaborationItem,
  type CollaborationSide,
  type CollaborationStatus,
  type InterviewStatus,
} from "@mkt/contracts";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../../db/client.ts";
import {
  collaboration,
  collaborationFeedback,
  company,
  interview,
  need,
  position,
} from "../../../db/schema/index.ts";
import { pageWindow, toPage } from "../../../lib/pagination.ts";

const clientCo = alias(company, "client_co");
const supplierCo = alias(company, "supplier_co");

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * A service collaboration: a service bought at a fixed price, no profile. The price stays when the service itself
 * is later deleted (service_id set null), so it still counts as one.
 */
export const isServiceCollaboration = (c: { serviceId: number | null; price: string | null }) =>
  c.serviceId !== null || c.price !== null;

/** The latest interview of each collaboration (status, time, outcome), as a lateral-free subquery. */
const latestInterview = sql<string | null>`(
  SELECT json_build_object('status', i.status, 'starts_at', i.confirmed_starts_at, 'outcome', i.outcome)::text
  FROM ${interview} i WHERE i.collaboration_id = ${collaboration.id} ORDER BY i.id DESC LIMIT 1)`;

const itemColumns = {
  c: collaboration,
  clientName: clientCo.name,
  supplierName: supplierCo.name,
  needTitle: need.title,
  positionTitle: position.title,
  latest: latestInterview,
  feedbackReply: collaborationFeedback.supplierReply,
  feedbackId: collaborationFeedback.id,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(collaboration)
    .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
    .leftJoin(need, eq(need.id, collaboration.needId))
    .leftJoin(position, eq(position.id, collaboration.positionId))
    .leftJoin(
      collaborationFeedback,
      and(
        eq(collaborationFeedback.collaborationId, collaboration.id),
        eq(collaborationFeedback.source, "client"),
      ),
    );
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

function toItem(r: ItemRow, side: CollaborationSide): CollaborationItem {
  const latest = r.latest
    ? (JSON.parse(r.latest) as { status: InterviewStatus; starts_at: string | null; outcome: string | null })
    : null;
  const status = r.c.status as CollaborationStatus;
  const isService = isServiceCollaboration(r.c);
  return {
    id: r.c.id,
    status,
    profile_id: r.c.profileId,
    profile_name: r.c.profileName,
    client: { id: r.c.clientCompanyId, name: r.clientName },
    supplier: { id: r.c.supplierCompanyId, name: r.supplierName },
    need_id: r.c.needId,
    need_title: r.needTitle,
    position_id: r.c.positionId,
    position_title: r.positionTitle,
    nomination_id: r.c.nominationId,
    // The title the service was bought under (kept in profile_name when the collaboration opened).
    service: r.c.serviceId !== null ? { id: r.c.serviceId, title: r.c.profileName } : null,
    price: num(r.c.price),
    daily_rate: num(r.c.dailyRate),
    date_start: r.c.dateStart,
    date_end: r.c.dateEnd,
    interview_status: latest?.status ?? null,
    interview_starts_at: latest?.starts_at ? new Date(latest.starts_at).toISOString() : null,
    has_feedback: r.feedbackId !== null,
    created_at: r.c.createdAt.toISOString(),
    updated_at: r.c.updatedAt.toISOString(),
    actions: allowedCollaborationActions(
      {
        status,
        interviewStatus: latest?.status ?? null,
        interviewOutcome: (latest?.outcome as "positive" | "negative" | null) ?? null,
        hasFeedback: r.feedbackId !== null,
        hasReply: r.feedbackReply !== null,
        isService,
      },
      side,
    ),
  };
}

/** One page of collaborations matching `scope`, newest activity first, with the count of each status. */
export async function listCollaborations(
  db: Db,
  scope: SQL | undefined,
  side: CollaborationSide,
  query: { status?: CollaborationStatus; page: number; limit: number },
) {
  const where = and(scope, query.status ? eq(collaboration.status, query.status) : undefined);
  const { limit, offset } = pageWindow(query);
  const [rows, totals] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(collaboration.updatedAt), desc(collaboration.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ status: collaboration.status, n: count() })
      .from(collaboration)
      .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
      .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
      .where(scope)
      .groupBy(collaboration.status),
  ]);
  const counts = { requested: 0, interview: 0, active: 0, completed: 0, cancelled: 0 };
  for (const t of totals) counts[t.status as CollaborationStatus] = t.n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    ...toPage(
      query,
      total,
      rows.map((r) => toItem(r, side)),
    ),
    counts,
  };
}

/** Scope helpers: the collaborations a company takes part in on one side, or those whose name matches. */
export const clientScope = (companyId: number) => eq(collaboration.clientCompanyId, companyId);
export const supplierScope = (companyId: number) => eq(collaboration.supplierCompanyId, companyId);
export const companyNameScope = (text: string) =>
  sql`(${clientCo.name} ILIKE ${`%${text}%`} OR ${supplierCo.name} ILIKE ${`%${text}%`})`;
export const studentScope = (userId: number) =>
  sql`${collaboration.profileId} IN (SELECT id FROM profile WHERE user_id = ${userId})`;

/** One collaboration as a list item, with the row it was read from, as `side` sees it. */
export async function loadItem(db: DbOrTx, id: number, side: CollaborationSide) {
  const [row] = await baseQuery(db).where(eq(collaboration.id, id));
  return row ? { row: row.c, item: toItem(row, side) } : undefined;
}
