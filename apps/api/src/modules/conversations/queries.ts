import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  appUser,
  company,
  conversation,
  conversationRead,
  message,
  messageAttachment,
} from "../../db/schema/index.ts";

/** Whose eyes a conversation is read with: a participant company and user, or staff (company A's side, no markers). */
export type Viewer = { kind: "participant"; companyId: number; userId: number } | { kind: "staff" };

const other = alias(company, "other_company");
const own = alias(company, "own_company");

/** The other company's id from the viewer's side (staff read from company A's side). */
function otherId(viewer: Viewer): SQL<number> {
  return viewer.kind === "staff"
    ? sql<number>`${conversation.companyBId}`
    : sql<number>`CASE WHEN ${conversation.companyAId} = ${viewer.companyId} THEN ${conversation.companyBId} ELSE ${conversation.companyAId} END`;
}
function ownId(viewer: Viewer): SQL<number> {
  return viewer.kind === "staff" ? sql<number>`${conversation.companyAId}` : sql<number>`${viewer.companyId}`;
}

function involves(companyId: number): SQL | undefined {
  return or(eq(conversation.companyAId, companyId), eq(conversation.companyBId, companyId));
}

/** The other company's messages after the user's read marker (0 for staff). */
function unreadCount(viewer: Viewer): SQL<number> {
  if (viewer.kind === "staff") return sql<number>`0`;
  return sql<number>`(
    SELECT count(*)::int FROM message m
    WHERE m.conversation_id = ${conversation.id}
      AND m.sender_company_id <> ${viewer.companyId}
      AND m.created_at > coalesce(
        (SELECT r.last_read_at FROM conversation_read r
          WHERE r.conversation_id = ${conversation.id} AND r.user_id = ${viewer.userId}),
        'epoch'::timestamptz))`;
}

/** The newest message as JSON (one shape on both drivers), with its files' count and names. */
const lastMessage = sql<{
  body: string;
  sender_company_id: number;
  created_at: string;
  attachments: number;
  filenames: string | null;
} | null>`(
  SELECT json_build_object('body', m.body, 'sender_company_id', m.sender_company_id, 'created_at', m.created_at,
    'attachments', (SELECT count(*) FROM message_attachment a WHERE a.message_id = m.id),
    'filenames', (SELECT string_agg(a.filename, ', ' ORDER BY a.id) FROM message_attachment a WHERE a.message_id = m.id))
  FROM message m WHERE m.conversation_id = ${conversation.id} ORDER BY m.id DESC LIMIT 1)`;

function itemQuery(db: Db, viewer: Viewer) {
  return db
    .select({
      id: conversation.id,
      subjectType: conversation.subjectType,
      subjectId: conversation.subjectId,
      lastMessageAt: conversation.lastMessageAt,
      createdAt: conversation.createdAt,
      otherId: other.id,
      otherName: other.name,
      otherLogoKey: other.logoKey,
      ownId: own.id,
      ownName: own.name,
      unread: unreadCount(viewer),
      last: lastMessage,
    })
    .from(conversation)
    .innerJoin(other, eq(other.id, otherId(viewer)))
    .innerJoin(own, eq(own.id, ownId(viewer)));
}
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof itemQuery>["execute"]>>[number];

/** The viewer's conversations that have messages, newest activity first. */
export async function listConversations(db: Db, viewer: Viewer, page: number, limit: number) {
  const scope = and(
    isNotNull(conversation.lastMessageAt),
    viewer.kind === "staff" ? undefined : involves(viewer.companyId),
  );
  const rows = await itemQuery(db, viewer)
    .where(scope)
    .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(conversation).where(scope);
  return { rows, total: total?.n ?? 0 };
}

/** One conversation the viewer may read, or undefined (someone else's conversations do not exist for them). */
export async function findConversation(db: Db, viewer: Viewer, id: number) {
  const [row] = await itemQuery(db, viewer).where(
    and(eq(conversation.id, id), viewer.kind === "staff" ? undefined : involves(viewer.companyId)),
  );
  return row;
}

/** The pair's conversation about this subject (no subject: the general one). */
export async function findPairConversation(
  db: DbOrTx,
  a: number,
  b: number,
  subject: { type: string; id: number } | null,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: conversation.id })
    .from(conversation)
    .where(
      and(
        or(
          and(eq(conversation.companyAId, a), eq(conversation.companyBId, b)),
          and(eq(conversation.companyAId, b), eq(conversation.companyBId, a)),
        ),
        subject ? eq(conversation.subjectType, subject.type) : isNull(conversation.subjectType),
        subject ? eq(conversation.subjectId, subject.id) : isNull(conversation.subjectId),
      ),
    )
    .orderBy(asc(conversation.id))
    .limit(1);
  return row?.id;
}

export async function companyById(db: Db, id: number) {
  const [row] = await db
    .select({ id: company.id, type: company.type, name: company.name })
    .from(company)
    .where(eq(company.id, id));
  return row;
}

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
