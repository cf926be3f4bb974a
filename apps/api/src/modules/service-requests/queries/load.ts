import type {
  Language,
  ServiceRequest,
  ServiceRequestStatus,
  ServiceRequestTarget,
  ServiceRequestTargetStatus,
} from "@mkt/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import {
  company,
  need,
  quote,
  service,
  serviceRequest,
  serviceRequestTarget,
} from "../../../db/schema/index.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));
const clientCompany = alias(company, "client_company");
const supplierCompany = alias(company, "supplier_company");

/** Who reads: the client (every target), a supplier (its own targets), or a supplier on one of its targets. */
export type Reader = { language: Language; supplierCompanyId?: number; targetId?: number };

/**
 * Requests by id, in the given order, with their targets: every target for the client, only the supplier's own
 * targets when `supplierCompanyId` is given. Two queries whatever the number of requests (no N+1).
 */
export async function loadRequests(db: DbOrTx, ids: number[], reader: Reader): Promise<ServiceRequest[]> {
  if (ids.length === 0) return [];
  const requests = await db
    .select({ request: serviceRequest, need, clientName: clientCompany.name })
    .from(serviceRequest)
    .innerJoin(need, eq(need.id, serviceRequest.needId))
    .innerJoin(clientCompany, eq(clientCompany.id, serviceRequest.clientCompanyId))
    .where(inArray(serviceRequest.id, ids));
  const targets = await loadTargets(db, ids, reader);
  const byId = new Map(requests.map((r) => [r.request.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.request.id,
        status: r.request.status as ServiceRequestStatus,
        need_id: r.need.id,
        title: r.need.title,
        scope: r.need.description,
        budget: num(r.need.budget),
        start_date: r.request.startDate,
        deadline: r.need.deadline ?? "",
        client: { id: r.request.clientCompanyId, name: r.clientName },
        created_at: r.request.createdAt.toISOString(),
        targets: targets.filter((t) => t.requestId === id).map((t) => t.dto),
      },
    ];
  });
}

async function loadTargets(db: DbOrTx, requestIds: number[], reader: Reader) {
  const t = serviceRequestTarget;
  // The conversation of the two companies about this target, and the collaboration its accepted answer opened.
  const conversationId = sql<number | null>`(
    SELECT c.id FROM conversation c
    WHERE c.subject_type = 'service_request' AND c.subject_id = ${t.id}
      AND ((c.company_a_id = ${serviceRequest.clientCompanyId} AND c.company_b_id = ${t.supplierCompanyId})
        OR (c.company_b_id = ${serviceRequest.clientCompanyId} AND c.company_a_id = ${t.supplierCompanyId}))
    ORDER BY c.id LIMIT 1)`;
  const collaborationId = sql<number | null>`(
    SELECT co.id FROM collaboration co
    WHERE ${t.status} = 'accepted' AND co.quote_id = ${t.quoteId} AND co.service_id = ${t.serviceId}
    ORDER BY co.id LIMIT 1)`;
  const rows = await db
    .select({
      target: t,
      service: {
        titleIt: service.titleIt,
        titleEn: service.titleEn,
        deliveryModel: service.deliveryModel,
        priceKind: service.priceKind,
        priceMin: service.priceMin,
        priceMax: service.priceMax,
        ratingAvg: service.ratingAvg,
        ratingCount: service.ratingCount,
      },
      supplierName: supplierCompany.name,
      answer: {
        id: quote.id,
        price: quote.price,
        deliveryDate: quote.deliveryDate,
        note: quote.note,
        documentName: quote.documentName,
        createdAt: quote.createdAt,
      },
      conversationId,
      collaborationId,
    })
    .from(t)
    .innerJoin(serviceRequest, eq(serviceRequest.id, t.requestId))
    .innerJoin(service, eq(service.id, t.serviceId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, t.supplierCompanyId))
    .leftJoin(quote, eq(quote.id, t.quoteId))
    .where(
      and(
        inArray(t.requestId, requestIds),
        reader.supplierCompanyId === undefined
          ? undefined
          : eq(t.supplierCompanyId, reader.supplierCompanyId),
        reader.targetId === undefined ? undefined : eq(t.id, reader.targetId),
      ),
    )
    .orderBy(asc(t.id));
  return rows.map((r) => {
    const s = r.service;
    const title = (reader.language === "en" ? (s.titleEn ?? s.titleIt) : (s.titleIt ?? s.titleEn)) ?? "";
    const a = r.answer;
    const dto: ServiceRequestTarget = {
      id: r.target.id,
      status: r.target.status as ServiceRequestTargetStatus,
      service: {
        id: r.target.serviceId,
        title,
        delivery_model: s.deliveryModel,
        price_kind: s.priceKind,
        price_min: s.priceMin,
        price_max: s.priceMax,
        rating_avg: num(s.ratingAvg),
        rating_count: s.ratingCount,
      },
      supplier: { id: r.target.supplierCompanyId, name: r.supplierName },
      answer:
        a && a.id !== null && a.price !== null && a.deliveryDate !== null
          ? {
              quote_id: a.id,
              price: Number(a.price),
              delivery_date: a.deliveryDate,
              note: a.note ?? "",
              document_name: a.documentName,
              created_at: a.createdAt?.toISOString() ?? "",
            }
          : null,
      decline_reason: r.target.declineReason,
      conversation_id: r.conversationId === null ? null : Number(r.conversationId),
      collaboration_id: r.collaborationId === null ? null : Number(r.collaborationId),
      viewed_at: iso(r.target.viewedAt),
      answered_at: iso(r.target.answeredAt),
    };
    return { requestId: r.target.requestId, dto };
  });
}
