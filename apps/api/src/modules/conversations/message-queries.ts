import { must } from "@mkt/contracts";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  appUser,
  company,
  conversation,
  conversationRead,
  message,
  messageAttachment,
  notification,
} from "../../db/schema/index.ts";

const messageColumns = {
  id: message.id,
  conversationId: message.conversationId,
  body: message.body,
  senderCompanyId: message.senderCompanyId,
  senderUserId: message.senderUserId,
  createdAt: message.createdAt,
  firstname: appUser.firstname,
  lastname: appUser.lastname,
  companyName: company.name,
};

/** The newest `limit` messages before `beforeId`, oldest first. */
export async function messageWindow(db: Db, conversationId: number, limit: number, beforeId?: number) {
  const rows = await db
    .select(messageColumns)
    .from(message)
    .innerJoin(company, eq(company.id, message.senderCompanyId))
    .leftJoin(appUser, eq(appUser.id, message.senderUserId))
    .where(and(eq(message.conversationId, conversationId), beforeId ? lt(message.id, beforeId) : undefined))
    .orderBy(desc(message.id))
    .limit(limit);
  return rows.reverse();
}
export type MessageRow = Awaited<ReturnType<typeof messageWindow>>[number];

export async function messageById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(messageColumns)
    .from(message)
    .innerJoin(company, eq(company.id, message.senderCompanyId))
    .leftJoin(appUser, eq(appUser.id, message.senderUserId))
    .where(eq(message.id, id));
  return row;
}

export type AttachmentRow = { id: number; filename: string; contentType: string; size: number };

/** The files of the given messages, by message id, each list in the order the files were attached. */
export async function attachmentsOf(db: DbOrTx, messageIds: number[]): Promise<Map<number, AttachmentRow[]>> {
  const byMessage = new Map<number, AttachmentRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      id: messageAttachment.id,
      messageId: messageAttachment.messageId,
      filename: messageAttachment.filename,
      contentType: messageAttachment.contentType,
      size: messageAttachment.size,
    })
    .from(messageAttachment)
    .where(inArray(messageAttachment.messageId, messageIds))
    .orderBy(asc(messageAttachment.id));
  for (const { messageId, ...row } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push(row);
    byMessage.set(messageId, list);
  }
  return byMessage;
}

/** A file of a message in the given conversation, or undefined. */
export async function attachmentInConversation(db: Db, conversationId: number, attachmentId: number) {
  const [row] = await db
    .select({
      filename: messageAttachment.filename,
      contentType: messageAttachment.contentType,
      storageKey: messageAttachment.storageKey,
      size: messageAttachment.size,
    })
    .from(messageAttachment)
    .innerJoin(message, eq(message.id, messageAttachment.messageId))
    .where(and(eq(messageAttachment.id, attachmentId), eq(message.conversationId, conversationId)));
  return row;
}

/** The active users of the given companies: who hears about a new message. */
export async function companyUserIds(db: DbOrTx, companyIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.companyId, companyIds), isNull(appUser.disabledAt)));
  return rows.map((r) => r.id);
}

/**
 * Moves the user's read marker to the newest message the conversation holds now (never backwards), so a message
 * committed a moment later still counts as unread.
 */
export async function moveReadMarker(db: DbOrTx, conversationId: number, userId: number) {
  const newest = sql`coalesce((SELECT max(m.created_at) FROM message m WHERE m.conversation_id = ${conversationId}), now())`;
  await db
    .insert(conversationRead)
    .values({ conversationId, userId, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [conversationRead.conversationId, conversationRead.userId],
      set: { lastReadAt: sql`greatest(${conversationRead.lastReadAt}, excluded.last_read_at)` },
    });
}

/** Messages from the other company, in the user's company's conversations, newer than the user's read marker. */
export async function unreadMessageCount(db: Db, userId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .leftJoin(
      conversationRead,
      and(eq(conversationRead.conversationId, conversation.id), eq(conversationRead.userId, userId)),
    )
    .where(
      and(
        or(eq(conversation.companyAId, companyId), eq(conversation.companyBId, companyId)),
        ne(message.senderCompanyId, companyId),
        gt(message.createdAt, sql`coalesce(${conversationRead.lastReadAt}, 'epoch'::timestamptz)`),
      ),
    );
  return row?.n ?? 0;
}

/** Stores a message; its id and time. */
export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: number; senderUserId: number; senderCompanyId: number; body: string },
) {
  const [created] = await tx
    .insert(message)
    .values(values)
    .returning({ id: message.id, createdAt: message.createdAt });
  return must(created, "the inserted message");
}

/** Records the stored files of a message. */
export async function insertAttachments(
  tx: DbOrTx,
  rows: { messageId: number; filename: string; contentType: string; storageKey: string; size: number }[],
) {
  await tx.insert(messageAttachment).values(rows);
}

/** Of these users, those with an unread "message received" notification for this link. */
export async function usersWithUnreadMessageNotice(db: DbOrTx, userIds: number[], link: string) {
  const rows = await db
    .select({ userId: notification.userId })
    .from(notification)
    .where(
      and(
        inArray(notification.userId, userIds),
        eq(notification.type, "message_received"),
        eq(notification.link, link),
        isNull(notification.readAt),
      ),
    );
  return rows.map((r) => r.userId);
}
