import {
  type Language,
  must,
  type Page,
  type ServiceRequest,
  serviceRequestIncomingQuerySchema,
  serviceRequestListQuerySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { Actor } from "../auth/index.ts";
import { loadRequests } from "./queries/load.ts";
import { clientRequestPage, findRequest, incomingRequestPage } from "./queries/requests.ts";
import { findTarget, setTargetIfStatus } from "./queries/targets.ts";

type ListQuery = z.input<typeof serviceRequestListQuerySchema>;
type IncomingQuery = z.input<typeof serviceRequestIncomingQuerySchema>;

/** GET service-requests: the client company's requests, newest first, with all their targets. */
export async function listServiceRequests(
  db: Db,
  client: Actor,
  query: ListQuery,
  language: Language,
): Promise<Page<ServiceRequest>> {
  const q = serviceRequestListQuerySchema.parse(query);
  const { total, ids } = await clientRequestPage(
    db,
    { clientCompanyId: client.companyId, status: q.status },
    pageWindow(q),
  );
  return toPage(q, total, await loadRequests(db, ids, { language }));
}

/** The client's own request (404 for another company's: its existence is not revealed). */
async function ownRequest(db: Db, client: Actor, id: number) {
  const row = await findRequest(db, id);
  if (!row || row.request.clientCompanyId !== client.companyId)
    throw new AppError("service_requests.not_found");
  return row;
}

/** GET service-requests/:id: one of the client's requests with every target, answer and decline. */
export async function getServiceRequest(
  db: Db,
  client: Actor,
  id: number,
  language: Language,
): Promise<ServiceRequest> {
  await ownRequest(db, client, id);
  const [dto] = await loadRequests(db, [id], { language });
  return must(dto, `service request ${id}`);
}

/** GET service-requests/incoming: the requests the supplier received, each with only its own target(s). */
export async function listIncomingRequests(
  db: Db,
  supplier: Actor,
  query: IncomingQuery,
  language: Language,
): Promise<Page<ServiceRequest>> {
  const q = serviceRequestIncomingQuerySchema.parse(query);
  const { total, ids } = await incomingRequestPage(
    db,
    { supplierCompanyId: supplier.companyId, status: q.status },
    pageWindow(q),
  );
  return toPage(q, total, await loadRequests(db, ids, { language, supplierCompanyId: supplier.companyId }));
}

/** The supplier's own target (404 for another company's). */
export async function ownTarget(db: Db, supplier: Actor, targetId: number) {
  const row = await findTarget(db, targetId);
  if (!row || row.target.supplierCompanyId !== supplier.companyId)
    throw new AppError("service_requests.not_found");
  return row;
}

/** The request as its supplier sees it on one of its targets: that target only. */
export async function incomingView(
  db: Db,
  supplier: Actor,
  target: { id: number; requestId: number },
  language: Language,
) {
  const [dto] = await loadRequests(db, [target.requestId], {
    language,
    supplierCompanyId: supplier.companyId,
    targetId: target.id,
  });
  return must(dto, `service request ${target.requestId}`);
}

/** GET service-requests/incoming/:targetId: the request with the supplier's target; a sent target becomes viewed. */
export async function getIncomingRequest(
  db: Db,
  supplier: Actor,
  targetId: number,
  language: Language,
): Promise<ServiceRequest> {
  const row = await ownTarget(db, supplier, targetId);
  if (row.target.status === "sent") {
    const now = new Date();
    await setTargetIfStatus(db, targetId, ["sent"], { status: "viewed", viewedAt: now, updatedAt: now });
  }
  return incomingView(db, supplier, row.target, language);
}
