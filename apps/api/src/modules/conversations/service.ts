import { randomUUID } from "node:crypto";
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_ATTACHMENT_LIMITS,
  type ChatMessage,
  type ConversationItem,
  canChat,
  chatsAsParticipant,
  isStaffRole,
  type Language,
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
  messageTextWithFilesSchema,
  type StartConversationBody,
  sendMessageBodySchema,
} from "@mkt/contracts";
import { and, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  company,
  conversation,
  conversationRead,
  message,
  messageAttachment,
  notification,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { translateIssues } from "../../lib/error-handler.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { type FileKind, MIME } from "../../storage/file-types.ts";
import type { Storage } from "../../storage/storage.ts";
import { type IncomingPart, readUpload } from "../../storage/uploads.ts";
import type { AuthContext } from "../auth/index.ts";
import { notifyUsers } from "../notifications/index.ts";
import { assertFunctionAllowed } from "../plans/index.ts";
import {
  type AttachmentRow,
  attachmentInConversation,
  attachmentsOf,
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
          preview: messagePreview(row.last.body || (row.last.filenames ?? ""), MESSAGE_PREVIEW_LENGTH),
          mine: row.last.sender_company_id === row.ownId,
          created_at: iso(row.last.created_at),
          attachments: Number(row.last.attachments ?? 0),
        }
      : null,
    unread: Number(row.unread),
    last_message_at: row.lastMessageAt ? iso(row.lastMessageAt) : null,
    created_at: iso(row.createdAt),
  };
}

function toMessage(
  row: MessageRow,
  ownCompanyId: number | null,
  attachments: AttachmentRow[] = [],
): ChatMessage {
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
    attachments: attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      content_type: a.contentType,
      size: a.size,
    })),
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
  const files = await attachmentsOf(
    db,
    rows.map((m) => m.id),
  );
  return {
    items: rows.map((m) => toMessage(m, row.ownId, files.get(m.id))),
    next_before_id: rows.length === limit ? (rows[0]?.id ?? null) : null,
  };
}

/** A message to send: its text (may be empty when files come with it) and its checked files. */
export type MessageInput = {
  body: string;
  files: { data: Buffer; kind: FileKind; filename: string }[];
};

function parseText<S extends z.ZodType>(schema: S, value: unknown, language: Language): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError("validation.failed", { fieldErrors: translateIssues(parsed.error.issues, language) });
  return parsed.data;
}

/** A JSON body: the text alone (required, 1–4000 characters). */
export function messageFromJson(value: unknown, language: Language): MessageInput {
  return { body: parseText(sendMessageBodySchema, value ?? {}, language).body, files: [] };
}

/**
 * A multipart body: the text in the field `body` and up to 5 files (any field name), each at most 10 MB and of
 * an allowed kind by its content (PDF, PNG, JPEG, WebP, DOCX, XLSX, ZIP). Without files the text is required.
 */
export async function messageFromParts(
  parts: AsyncIterable<IncomingPart>,
  language: Language,
): Promise<MessageInput> {
  const files: MessageInput["files"] = [];
  let body: unknown;
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname === "body") body = part.value;
        continue;
      }
      if (files.length === CHAT_ATTACHMENT_LIMITS.maxFiles)
        throw new AppError("conversations.too_many_files");
      files.push(
        await readUpload(part, {
          maxBytes: CHAT_ATTACHMENT_LIMITS.maxBytes,
          kinds: [...CHAT_ATTACHMENT_KINDS],
        }),
      );
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's own limits (more files than allowed, a broken body) answer like the checks above.
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT") throw new AppError("conversations.too_many_files");
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("upload.too_large");
    throw error;
  }
  const text =
    files.length === 0
      ? parseText(sendMessageBodySchema, { body }, language).body
      : parseText(messageTextWithFilesSchema, { body }, language).body;
  return { body: text, files };
}

/**
 * Tells the other company's users in the bell (and by e-mail, per their preferences) that the sender's company
 * wrote: once until they read that notification, not at every message of a conversation.
 */
async function notifyNewMessage(tx: DbOrTx, bus: RealtimeBus, senderCompanyId: number, recipients: number[]) {
  if (recipients.length === 0) return;
  const link = `/chat_component?company=${senderCompanyId}`;
  const told = await tx
    .select({ userId: notification.userId })
    .from(notification)
    .where(
      and(
        inArray(notification.userId, recipients),
        eq(notification.type, "message_received"),
        eq(notification.link, link),
        isNull(notification.readAt),
      ),
    );
  const waiting = new Set(told.map((r) => r.userId));
  const [sender] = await tx
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, senderCompanyId));
  await notifyUsers(
    tx,
    bus,
    recipients.filter((id) => !waiting.has(id)),
    { type: "message_received", params: { company: sender?.name ?? "" }, icon: "chat", link },
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
      const [created] = await tx
        .insert(message)
        .values({
          conversationId: id,
          senderUserId: viewer.userId,
          senderCompanyId: viewer.companyId,
          body: input.body,
        })
        .returning({ id: message.id, createdAt: message.createdAt });
      if (stored.length > 0)
        await tx.insert(messageAttachment).values(
          stored.map(({ key, file }) => ({
            messageId: created!.id,
            filename: file.filename,
            contentType: MIME[file.kind],
            storageKey: key,
            size: file.data.length,
          })),
        );
      await tx.update(conversation).set({ lastMessageAt: created!.createdAt }).where(eq(conversation.id, id));
      await moveReadMarker(tx, id, viewer.userId);
      const userIds = await companyUserIds(tx, [viewer.companyId, row.otherId]);
      await bus.publish(tx, {
        type: "chat",
        userIds,
        data: { kind: "message", conversation_id: id, message_id: created!.id },
      });
      await notifyNewMessage(tx, bus, viewer.companyId, await companyUserIds(tx, [row.otherId]));
      return created!.id;
    });
  } catch (error) {
    // Nothing half-saved: files written for a message that was not stored go away again.
    await Promise.allSettled(stored.map(({ key }) => storage.remove(key)));
    throw error;
  }
  const saved = await messageById(db, messageId);
  const files = await attachmentsOf(db, [messageId]);
  return toMessage(saved!, viewer.companyId, files.get(messageId));
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
