import {
  type ChatMessage,
  type ConversationItem,
  canChat,
  chatsAsParticipant,
  isStaffRole,
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
  type StartConversationBody,
} from "@mkt/contracts";
import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversation, conversationRead, message } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { AuthContext } from "../auth/authenticate.ts";
import { assertFunctionAllowed } from "../plans/service.ts";
import {
  type ConversationRow,
  companyById,
  companyUserIds,
  findConversation,
  findPairConversation,
  listConversations,
  type MessageRow,
  messageById,
  messageWindow,
  moveReadMarker,
  type Viewer,
} from "./queries.ts";

/** Messages from the other company, in the user's company's conversations, newer than the user's read marker. */
export async function unreadMessages(db: Db, userId: number, companyId: number): Promise<number> {
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

const CHAT = "chat";

/**
 * Who reads: users of client, supplier, freelance and academy companies take part (their plan must include
 * chat); staff may read every conversation; anyone else is refused.
 */
async function readerOf(db: Db, auth: AuthContext): Promise<Viewer> {
  if (isStaffRole(auth.roleId)) return { kind: "staff" };
  return participantOf(db, auth);
}

/** A participant whose plan includes chat (403 plans.function_blocked with the limitation otherwise). */
async function participantOf(db: Db, auth: AuthContext): Promise<Viewer & { kind: "participant" }> {
  const { companyId, companyType, userId } = auth.row;
  if (!chatsAsParticipant(companyType)) throw new AppError("auth.forbidden");
  await assertFunctionAllowed(db, companyId, companyType, auth.roleId, CHAT);
  return { kind: "participant", companyId, userId };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function logoUrl(companyId: number, key: string | null): string | null {
  return key ? `/api/company/${companyId}/logo?v=${encodeURIComponent(key.slice(-12))}` : null;
}

function toItem(row: ConversationRow): ConversationItem {
  const subject =
    row.subjectType && row.subjectId !== null
      ? { type: row.subjectType as "position" | "quote" | "collaboration", id: row.subjectId }
      : null;
  return {
    id: row.id,
    company: { id: row.otherId, name: row.otherName, logo_url: logoUrl(row.otherId, row.otherLogoKey) },
    own_company: { id: row.ownId, name: row.ownName },
    subject,
    last_message: row.last
      ? {
          preview: messagePreview(row.last.body, MESSAGE_PREVIEW_LENGTH),
          mine: row.last.sender_company_id === row.ownId,
          created_at: iso(row.last.created_at),
        }
      : null,
    unread: Number(row.unread),
    last_message_at: row.lastMessageAt ? iso(row.lastMessageAt) : null,
    created_at: iso(row.createdAt),
  };
}

function toMessage(row: MessageRow, ownCompanyId: number | null): ChatMessage {
  const name = [row.firstname, row.lastname].filter(Boolean).join(" ");
  return {
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    sender_company_id: row.senderCompanyId,
    sender_user_id: row.senderUserId,
    sender_name: name || row.companyName,
    mine: row.senderCompanyId === ownCompanyId,
    created_at: iso(row.createdAt),
  };
}

export async function listForCaller(db: Db, auth: AuthContext, page: number, limit: number) {
  const viewer = await readerOf(db, auth);
  const { rows, total } = await listConversations(db, viewer, page, limit);
  return { items: rows.map(toItem), total, page, limit };
}

async function readable(db: Db, viewer: Viewer, id: number): Promise<ConversationRow> {
  const row = await findConversation(db, viewer, id);
  if (!row) throw new AppError("common.not_found");
  return row;
}

export async function getForCaller(db: Db, auth: AuthContext, id: number): Promise<ConversationItem> {
  return toItem(await readable(db, await readerOf(db, auth), id));
}

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
  const id = await db.transaction(async (tx) => {
    const [lo, hi] = [viewer.companyId, target.id].sort((x, y) => x - y) as [number, number];
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lo}::int, ${hi}::int)`);
    const existing = await findPairConversation(tx, lo, hi, subject);
    if (existing) return existing;
    const [created] = await tx
      .insert(conversation)
      .values({
        companyAId: viewer.companyId,
        companyBId: target.id,
        subjectType: subject?.type ?? null,
        subjectId: subject?.id ?? null,
      })
      .returning({ id: conversation.id });
    return created!.id;
  });
  return toItem(await readable(db, viewer, id));
}

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
  return {
    items: rows.map((m) => toMessage(m, row.ownId)),
    next_before_id: rows.length === limit ? (rows[0]?.id ?? null) : null,
  };
}

/**
 * Stores a message, moves the conversation's activity time and tells both companies' users on every instance
 * (after commit); the sender's read marker moves past the other side's messages it answered.
 */
export async function sendMessage(
  db: Db,
  bus: RealtimeBus,
  auth: AuthContext,
  id: number,
  body: string,
): Promise<ChatMessage> {
  const viewer = await participantOf(db, auth);
  const row = await readable(db, viewer, id);
  const messageId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(message)
      .values({ conversationId: id, senderUserId: viewer.userId, senderCompanyId: viewer.companyId, body })
      .returning({ id: message.id, createdAt: message.createdAt });
    await tx.update(conversation).set({ lastMessageAt: created!.createdAt }).where(eq(conversation.id, id));
    await moveReadMarker(tx, id, viewer.userId);
    const userIds = await companyUserIds(tx, [viewer.companyId, row.otherId]);
    await bus.publish(tx, {
      type: "chat",
      userIds,
      data: { kind: "message", conversation_id: id, message_id: created!.id },
    });
    return created!.id;
  });
  const stored = await messageById(db, messageId);
  return toMessage(stored!, viewer.companyId);
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
