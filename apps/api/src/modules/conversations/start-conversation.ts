import { type ConversationItem, canChat, type StartConversationBody } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/index.ts";
import { participantOf, readable } from "./conversation-access.ts";
import { toItem } from "./conversation-views.ts";
import {
  companyById,
  findPairConversation,
  insertConversation,
  lockCompanyPair,
  serviceRequestTargetParties,
} from "./queries.ts";

/**
 * Opens the conversation with another company (about a subject, or the general one), or returns the existing
 * one. The pair is locked for the transaction, so two simultaneous starts make one conversation.
 */
export async function startConversation(
  db: Db,
  auth: AuthContext,
  body: StartConversationBody & { company_id: number },
): Promise<ConversationItem> {
  const viewer = await participantOf(db, auth);
  const target = await companyById(db, body.company_id);
  if (!target) throw new AppError("common.not_found");
  if (target.id === viewer.companyId) throw new AppError("conversations.self");
  if (!canChat(auth.row.companyType, target.type)) throw new AppError("conversations.pair_not_allowed");
  const subject =
    body.subject_type && body.subject_id ? { type: body.subject_type, id: Number(body.subject_id) } : null;
  // A quote request's target is talked about only by its client and its supplier (404 for anyone else).
  if (subject?.type === "service_request") {
    const parties = await serviceRequestTargetParties(db, subject.id);
    const pair = [viewer.companyId, target.id].sort((x, y) => x - y).join();
    const own = parties && [parties.clientCompanyId, parties.supplierCompanyId].sort((x, y) => x - y).join();
    if (own !== pair) throw new AppError("common.not_found");
  }
  const id = await db.transaction(async (tx) => {
    const [lo, hi] = [viewer.companyId, target.id].sort((x, y) => x - y) as [number, number];
    await lockCompanyPair(tx, lo, hi);
    const existing = await findPairConversation(tx, lo, hi, subject);
    if (existing) return existing;
    return insertConversation(tx, {
      companyAId: viewer.companyId,
      companyBId: target.id,
      subjectType: subject?.type ?? null,
      subjectId: subject?.id ?? null,
    });
  });
  return toItem(await readable(db, viewer, id));
}
