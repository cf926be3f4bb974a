import { type Language, must, type ServiceRequest } from "@mkt/contracts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/index.ts";
import { openServiceCollaboration } from "../collaborations/index.ts";
import { collaborationLink, incomingLink, notifySide } from "./notices.ts";
import { companyNameOf } from "./queries/companies.ts";
import { closeDirectedNeed, closeOpenRequest, findRequest } from "./queries/requests.ts";
import {
  acceptOpenQuote,
  cancelLiveTargets,
  findAnswer,
  findTarget,
  markOthersNotChosen,
  rejectOpenQuotes,
  setTargetIfStatus,
} from "./queries/targets.ts";
import { getServiceRequest } from "./read-requests.ts";

/**
 * The client's open request, locked for the decision (404 another company's, 409 not_open once decided): the one
 * check of cancel and accept, inside their transaction.
 */
async function lockedOpenRequest(tx: Tx, client: Actor, id: number) {
  const row = await findRequest(tx, id, { lock: true });
  if (!row || row.request.clientCompanyId !== client.companyId)
    throw new AppError("service_requests.not_found");
  if (row.request.status !== "open") throw new AppError("service_requests.not_open");
  return row;
}

/** POST service-requests/:id/cancel: the open request is cancelled with its live targets; suppliers are told. */
export async function cancelServiceRequest(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  language: Language,
): Promise<ServiceRequest> {
  const clientName = (await companyNameOf(db, client.companyId)) ?? "";
  await db.transaction(async (tx) => {
    const row = await lockedOpenRequest(tx, client, id);
    const now = new Date();
    await closeOpenRequest(tx, id, "cancelled", now);
    const cancelled = await cancelLiveTargets(tx, id, now);
    await closeDirectedNeed(tx, row.request.needId, now);
    for (const t of cancelled)
      await notifySide(tx, bus, "supplier", t.supplierCompanyId, {
        type: "service_request_cancelled",
        params: { company: clientName, title: row.title },
        link: incomingLink(t.id),
      });
  });
  return getServiceRequest(db, client, id, language);
}

/**
 * POST service-requests/:id/accept: in one transaction the chosen answer's quote is accepted and its target too,
 * every other live target becomes not_chosen (their open quotes rejected), the request is awarded, its need closed
 * and a service collaboration opened at the quote's price; the suppliers are notified.
 */
export async function acceptServiceRequest(
  db: Db,
  bus: RealtimeBus,
  client: Actor,
  id: number,
  targetId: number,
  language: Language,
): Promise<ServiceRequest> {
  const clientName = (await companyNameOf(db, client.companyId)) ?? "";
  await db.transaction(async (tx) => {
    const row = await lockedOpenRequest(tx, client, id);
    const target = await findTarget(tx, targetId, { lock: true });
    if (!target || target.request.id !== id) throw new AppError("service_requests.not_found");
    if (target.target.status !== "quoted" || target.target.quoteId === null)
      throw new AppError("service_requests.no_answer");
    const answer = must(await findAnswer(tx, target.target.quoteId), `quote ${target.target.quoteId}`);
    const now = new Date();
    // A proposal the supplier withdrew meanwhile is no answer to accept.
    if (!(await acceptOpenQuote(tx, answer.id, client.userId, now)))
      throw new AppError("service_requests.no_answer");
    await setTargetIfStatus(tx, targetId, ["quoted"], { status: "accepted", updatedAt: now });
    const others = await markOthersNotChosen(tx, id, targetId, now);
    await rejectOpenQuotes(
      tx,
      others.flatMap((o) => (o.quoteId === null ? [] : [o.quoteId])),
      client.userId,
      now,
    );
    await closeOpenRequest(tx, id, "awarded", now);
    await closeDirectedNeed(tx, row.request.needId, now);
    const collaborationId = await openServiceCollaboration(tx, bus, {
      clientCompanyId: client.companyId,
      supplierCompanyId: target.target.supplierCompanyId,
      serviceId: target.target.serviceId,
      serviceTitle: target.service.titleIt ?? target.service.titleEn ?? row.title,
      price: must(answer.price, `the price of quote ${answer.id}`),
      dateStart: row.request.startDate,
      dateEnd: answer.deliveryDate,
      needId: row.request.needId,
      quoteId: answer.id,
      createdBy: client.userId,
    });
    await notifySide(tx, bus, "supplier", target.target.supplierCompanyId, {
      type: "service_request_accepted",
      params: { company: clientName, title: row.title },
      link: collaborationLink(collaborationId),
    });
    for (const o of others)
      await notifySide(tx, bus, "supplier", o.supplierCompanyId, {
        type: "service_request_not_chosen",
        params: { company: clientName, title: row.title },
        link: incomingLink(o.id),
      });
  });
  return getServiceRequest(db, client, id, language);
}
