import { chatsAsParticipant, isStaffRole } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { AuthContext } from "../auth/index.ts";
import { readable, readerOf } from "./conversation-access.ts";
import { toMessage } from "./conversation-views.ts";
import { unreadMessages } from "./list-conversations.ts";
import { attachmentInConversation, attachmentsOf, messageWindow, moveReadMarker } from "./message-queries.ts";
import type { Viewer } from "./queries.ts";

export async function messagesForCaller(
  db: Db,
  auth: AuthContext,
  id: number,
  limit: number,
  beforeId?: number,
) {
  const viewer = await readerOf(db, auth);
  const row = await readable(db, viewer, id);
  const rows = await messageWindow(db, id, limit, beforeId);
  const files = await attachmentsOf(
    db,
    rows.map((m) => m.id),
  );
  return {
    items: rows.map((m) => toMessage(m, row.ownId, files.get(m.id))),
    next_before_id: rows.length === limit ? (rows[0]?.id ?? null) : null,
  };
}

/**
 * A file of a conversation the caller may read (its two companies, or staff), with where its bytes are; someone
 * else's conversations and files do not exist for them (404).
 */
export async function attachmentForCaller(db: Db, auth: AuthContext, id: number, attachmentId: number) {
  await readable(db, await readerOf(db, auth), id);
  const file = await attachmentInConversation(db, id, attachmentId);
  if (!file) throw new AppError("common.not_found");
  return file;
}

/** Marks the conversation read up to its newest message; the user's other tabs hear of it at once. */
export async function markConversationRead(
  db: Db,
  bus: RealtimeBus,
  auth: AuthContext,
  id: number,
): Promise<number> {
  const { companyId, companyType, userId } = auth.row;
  if (isStaffRole(auth.roleId) || !chatsAsParticipant(companyType)) throw new AppError("auth.forbidden");
  const viewer: Viewer = { kind: "participant", companyId, userId };
  await readable(db, viewer, id);
  await moveReadMarker(db, id, userId);
  await bus.publish(db, { type: "chat", userIds: [userId], data: { kind: "read", conversation_id: id } });
  return unreadMessages(db, userId, companyId);
}
