import {
  type ChatMessage,
  type CompanyType,
  type ConversationItem,
  type ConversationSubjectType,
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
} from "@mkt/contracts";
import type { AttachmentRow, MessageRow } from "./message-queries.ts";
import type { ConversationRow } from "./queries.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

function logoUrl(companyId: number, key: string | null): string | null {
  return key ? `/api/company/${companyId}/logo?v=${encodeURIComponent(key.slice(-12))}` : null;
}

export function toItem(row: ConversationRow): ConversationItem {
  const subject =
    row.subjectType && row.subjectId !== null
      ? { type: row.subjectType as ConversationSubjectType, id: row.subjectId }
      : null;
  return {
    id: row.id,
    company: {
      id: row.otherId,
      name: row.otherName,
      logo_url: logoUrl(row.otherId, row.otherLogoKey),
      type: row.otherType as CompanyType,
    },
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

export function toMessage(
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
