import {
  type FpProposalInput,
  isServiceTargetAnswerable,
  type Language,
  SERVICE_TARGET_ANSWERABLE_STATUSES,
  type ServiceRequest,
  type ServiceRequestTargetStatus,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Actor } from "../auth/index.ts";
import { assertMayQuote } from "../company/index.ts";
import { insertFpProposal, prepareFpProposal } from "../quotes/index.ts";
import { notifySide, requestLink } from "./notices.ts";
import { companyNameOf } from "./queries/companies.ts";
import { findTarget, setTargetIfStatus } from "./queries/targets.ts";
import { incomingView, ownTarget } from "./read-requests.ts";

/** The request must be open (409 not_open), then the target answerable: sent or viewed (409 already_answered). */
function assertAnswerable(row: { request: { status: string }; target: { status: string } }) {
  if (row.request.status !== "open") throw new AppError("service_requests.not_open");
  if (!isServiceTargetAnswerable(row.target.status as ServiceRequestTargetStatus))
    throw new AppError("service_requests.already_answered");
}

/** The target locked for the answer, checked again inside the transaction (a concurrent answer or cancel). */
async function lockedAnswerable(tx: DbOrTx, targetId: number) {
  const row = await findTarget(tx, targetId, { lock: true });
  if (!row) throw new AppError("service_requests.not_found");
  assertAnswerable(row);
  return row;
}

/**
 * POST service-requests/targets/:id/proposal: the supplier answers with a Fixed Price proposal of the quotes flow
 * (price, delivery date within the request's deadline, note, optional PDF); the quote and the target's new status
 * are written in one transaction and the client is notified.
 */
export async function proposeOnTarget(
  db: Db,
  bus: RealtimeBus,
  storage: Storage,
  supplier: Actor,
  targetId: number,
  input: FpProposalInput,
  document: { data: Buffer; filename: string } | null,
  language: Language,
): Promise<ServiceRequest> {
  const row = await ownTarget(db, supplier, targetId);
  assertAnswerable(row);
  // A freelancer answers only once staff verified it, as in the quotes flow.
  await assertMayQuote(db, supplier.companyId);
  const proposal = await prepareFpProposal(storage, row.need, input, document);
  const supplierName = (await companyNameOf(db, supplier.companyId)) ?? "";
  await db.transaction(async (tx) => {
    await lockedAnswerable(tx, targetId);
    const quoteId = await insertFpProposal(tx, supplier, proposal);
    const now = new Date();
    await setTargetIfStatus(tx, targetId, SERVICE_TARGET_ANSWERABLE_STATUSES, {
      status: "quoted",
      quoteId,
      answeredAt: now,
      viewedAt: row.target.viewedAt ?? now,
      updatedAt: now,
    });
    await notifySide(tx, bus, "client", row.request.clientCompanyId, {
      type: "service_request_answered",
      params: { company: supplierName, title: row.need.title },
      link: requestLink(row.request.id),
    });
  });
  return incomingView(db, supplier, row.target, language);
}

/** POST service-requests/targets/:id/decline: the supplier declines with a reason the client reads. */
export async function declineTarget(
  db: Db,
  bus: RealtimeBus,
  supplier: Actor,
  targetId: number,
  reason: string,
  language: Language,
): Promise<ServiceRequest> {
  const row = await ownTarget(db, supplier, targetId);
  assertAnswerable(row);
  const supplierName = (await companyNameOf(db, supplier.companyId)) ?? "";
  await db.transaction(async (tx) => {
    await lockedAnswerable(tx, targetId);
    const now = new Date();
    await setTargetIfStatus(tx, targetId, SERVICE_TARGET_ANSWERABLE_STATUSES, {
      status: "declined",
      declineReason: reason,
      answeredAt: now,
      viewedAt: row.target.viewedAt ?? now,
      updatedAt: now,
    });
    await notifySide(tx, bus, "client", row.request.clientCompanyId, {
      type: "service_request_declined",
      params: { company: supplierName, title: row.need.title, reason },
      link: requestLink(row.request.id),
    });
  });
  return incomingView(db, supplier, row.target, language);
}
