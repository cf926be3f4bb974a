import { and, count, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, need, service, serviceRequest, serviceRequestTarget } from "../../../db/schema/index.ts";

/** What creating, listing and closing quote requests read and write (the request and its directed need). */

/** The target statuses a supplier still works on: the request holds the service for the client. */
export const LIVE_TARGET_STATUSES = ["sent", "viewed", "quoted"] as const;

/**
 * The services among `ids` that are listed in the catalogue (published, with an approved version, of a company
 * whose documentation does not block it), with their company and live titles.
 */
export async function listedServices(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: service.id,
      companyId: service.companyId,
      titleIt: service.titleIt,
      titleEn: service.titleEn,
    })
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .where(
      and(
        inArray(service.id, ids),
        eq(service.published, true),
        sql`${service.approvedRevisionId} IS NOT NULL`,
        sql`${company.docStatus} IS DISTINCT FROM 3`,
      ),
    );
}

/** Serialises the creations of one client company's requests (for the transaction). */
export async function lockClientRequests(tx: DbOrTx, clientCompanyId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('service_request'), ${clientCompanyId}::int)`);
}

/** The services among `serviceIds` the client already asked in an open request whose target is still live. */
export async function servicesAlreadyRequested(db: DbOrTx, clientCompanyId: number, serviceIds: number[]) {
  const rows = await db
    .selectDistinct({ serviceId: serviceRequestTarget.serviceId })
    .from(serviceRequestTarget)
    .innerJoin(serviceRequest, eq(serviceRequest.id, serviceRequestTarget.requestId))
    .where(
      and(
        eq(serviceRequest.clientCompanyId, clientCompanyId),
        eq(serviceRequest.status, "open"),
        inArray(serviceRequestTarget.serviceId, serviceIds),
        inArray(serviceRequestTarget.status, [...LIVE_TARGET_STATUSES]),
      ),
    );
  return rows.map((r) => r.serviceId);
}

/** Inserts the Fixed Price need of a request (status "directed": never in the market); its id. */
export async function insertDirectedNeed(tx: DbOrTx, values: typeof need.$inferInsert) {
  const [row] = await tx
    .insert(need)
    .values({ ...values, type: "fp", status: "directed" })
    .returning({ id: need.id });
  return row?.id;
}

export async function insertRequest(tx: DbOrTx, values: typeof serviceRequest.$inferInsert) {
  const [row] = await tx.insert(serviceRequest).values(values).returning({ id: serviceRequest.id });
  return row?.id;
}

/** Inserts the targets of a request; their ids with their service and supplier. */
export async function insertTargets(tx: DbOrTx, values: (typeof serviceRequestTarget.$inferInsert)[]) {
  return tx.insert(serviceRequestTarget).values(values).returning({
    id: serviceRequestTarget.id,
    serviceId: serviceRequestTarget.serviceId,
    supplierCompanyId: serviceRequestTarget.supplierCompanyId,
  });
}

/** A request with its need's title; `lock` takes the request FOR UPDATE (inside a transaction). */
export async function findRequest(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ request: serviceRequest, title: need.title })
    .from(serviceRequest)
    .innerJoin(need, eq(need.id, serviceRequest.needId))
    .where(eq(serviceRequest.id, id));
  const [row] = options.lock ? await query.for("update", { of: serviceRequest }) : await query;
  return row;
}

/** One page of a client's requests (optionally of one status), newest first: the total and the page's ids. */
export async function clientRequestPage(
  db: DbOrTx,
  filter: { clientCompanyId: number; status?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    eq(serviceRequest.clientCompanyId, filter.clientCompanyId),
    filter.status ? eq(serviceRequest.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(serviceRequest).where(where);
  const rows = await db
    .select({ id: serviceRequest.id })
    .from(serviceRequest)
    .where(where)
    .orderBy(desc(serviceRequest.createdAt), desc(serviceRequest.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, ids: rows.map((r) => r.id) };
}

/**
 * One page of the requests a supplier received (those with one of its targets, optionally in one status), newest
 * first: the total and the page's ids.
 */
export async function incomingRequestPage(
  db: DbOrTx,
  filter: { supplierCompanyId: number; status?: string },
  window: { limit: number; offset: number },
) {
  const where = exists(
    db
      .select({ id: serviceRequestTarget.id })
      .from(serviceRequestTarget)
      .where(
        and(
          eq(serviceRequestTarget.requestId, serviceRequest.id),
          eq(serviceRequestTarget.supplierCompanyId, filter.supplierCompanyId),
          filter.status ? eq(serviceRequestTarget.status, filter.status) : undefined,
        ),
      ),
  );
  const [total] = await db.select({ n: count() }).from(serviceRequest).where(where);
  const rows = await db
    .select({ id: serviceRequest.id })
    .from(serviceRequest)
    .where(where)
    .orderBy(desc(serviceRequest.createdAt), desc(serviceRequest.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, ids: rows.map((r) => r.id) };
}

/** Moves an open request to `status` (compare-and-set): whether it moved. */
export async function closeOpenRequest(tx: DbOrTx, id: number, status: "awarded" | "cancelled", now: Date) {
  const moved = await tx
    .update(serviceRequest)
    .set({ status, updatedAt: now })
    .where(and(eq(serviceRequest.id, id), eq(serviceRequest.status, "open")))
    .returning({ id: serviceRequest.id });
  return moved.length > 0;
}

/**
 * Closes the directed need of a finished request. It keeps its status "directed", so that the market, the client's
 * own needs and the quotes flow keep ignoring it; closed_at says it is over.
 */
export async function closeDirectedNeed(tx: DbOrTx, needId: number, now: Date) {
  await tx.update(need).set({ closedAt: now, updatedAt: now }).where(eq(need.id, needId));
}
