import { randomUUID } from "node:crypto";
import { type ChatMessage, must } from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { MIME } from "../../storage/file-types.ts";
import type { Storage } from "../../storage/storage.ts";
import type { AuthContext } from "../auth/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { participantOf, readable } from "./conversation-access.ts";
import { toMessage } from "./conversation-views.ts";
import type { MessageInput } from "./message-input.ts";
import {
  attachmentsOf,
  companyUserIds,
  insertAttachments,
  insertMessage,
  messageById,
  moveReadMarker,
  usersWithUnreadMessageNotice,
} from "./message-queries.ts";
import { companyName, touchConversation } from "./queries.ts";

/**
 * Tells the other company's users in the bell (and by e-mail, per their preferences) that the sender's company
 * wrote: once until they read that notification, not at every message of a conversation.
 */
async function notifyNewMessage(tx: DbOrTx, bus: RealtimeBus, senderCompanyId: number, recipients: number[]) {
  if (recipients.length === 0) return;
  const link = `/chat_component?company=${senderCompanyId}`;
  const waiting = new Set(await usersWithUnreadMessageNotice(tx, recipients, link));
  const senderName = await companyName(tx, senderCompanyId);
  await notifyUsers(
    tx,
    bus,
    recipients.filter((id) => !waiting.has(id)),
    { type: "message_received", params: { company: senderName ?? "" }, icon: "chat", link },
  );
}

/**
 * Stores a message with its files, moves the conversation's activity time and tells both companies' users on
 * every instance (after commit); the sender's read marker moves past the other side's messages it answered.
 * The files are written first under the conversation's folder and removed again when the message is not saved.
 */
export async function sendMessage(
  db: Db,
  bus: RealtimeBus,
  storage: Storage,
  auth: AuthContext,
  id: number,
  readInput: () => Promise<MessageInput>,
): Promise<ChatMessage> {
  const viewer = await participantOf(db, auth);
  const row = await readable(db, viewer, id);
  const input = await readInput();
  const stored: { key: string; file: MessageInput["files"][number] }[] = [];
  let messageId: number;
  try {
    for (const file of input.files) {
      const key = `conversations/${id}/${randomUUID()}.${file.kind}`;
      await storage.put(key, file.data);
      stored.push({ key, file });
    }
    messageId = await db.transaction(async (tx) => {
      const created = await insertMessage(tx, {
        conversationId: id,
        senderUserId: viewer.userId,
        senderCompanyId: viewer.companyId,
        body: input.body,
      });
      if (stored.length > 0)
        await insertAttachments(
          tx,
          stored.map(({ key, file }) => ({
            messageId: created.id,
            filename: file.filename,
            contentType: MIME[file.kind],
            storageKey: key,
            size: file.data.length,
          })),
        );
      await touchConversation(tx, id, created.createdAt);
      await moveReadMarker(tx, id, viewer.userId);
      const userIds = await companyUserIds(tx, [viewer.companyId, row.otherId]);
      await bus.publish(tx, {
        type: "chat",
        userIds,
        data: { kind: "message", conversation_id: id, message_id: created.id },
      });
      await notifyNewMessage(tx, bus, viewer.companyId, await companyUserIds(tx, [row.otherId]));
      return created.id;
    });
  } catch (error) {
    // Nothing half-saved: files written for a message that was not stored go away again.
    await Promise.allSettled(stored.map(({ key }) => storage.remove(key)));
    throw error;
  }
  const saved = await messageById(db, messageId);
  const files = await attachmentsOf(db, [messageId]);
  return toMessage(must(saved, "the message just stored"), viewer.companyId, files.get(messageId));
}
