import { z } from "zod";
import { COMPANY_TYPES } from "../auth/roles.ts";
import { INT4_MAX } from "../common/constants.ts";

/** A message body: trimmed, 1 to 4000 characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** How much of the last message the conversation list shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;
/** Messages per window of a thread. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * What a conversation may be about (besides the two companies): a position, a quote, a collaboration, or one
 * target of a quote request on services ("service_request", id = the target's id: only its client and its
 * supplier may talk about it).
 */
export const CONVERSATION_SUBJECT_TYPES = ["position", "quote", "collaboration", "service_request"] as const;
export type ConversationSubjectType = (typeof CONVERSATION_SUBJECT_TYPES)[number];

export const conversationCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  logo_url: z.string().nullable(),
  /** Client, supplier, academy…: which page is the company's (a client's, or a supplier's). */
  type: z.enum(COMPANY_TYPES),
});
export type ConversationCompany = z.infer<typeof conversationCompanySchema>;

export const conversationSubjectSchema = z.object({
  type: z.enum(CONVERSATION_SUBJECT_TYPES),
  id: z.number(),
});

/** One row of the conversation list: the other company, the subject, the last message and the unread count. */
export const conversationItemSchema = z.object({
  id: z.number(),
  /** The other company (for staff reading, company B). */
  company: conversationCompanySchema,
  /** The caller's company (for staff reading, company A). */
  own_company: z.object({ id: z.number(), name: z.string() }),
  subject: conversationSubjectSchema.nullable(),
  last_message: z
    .object({
      /** The start of the text; for a message with files only, their names. */
      preview: z.string(),
      mine: z.boolean(),
      created_at: z.string(),
      /** How many files the last message carries. */
      attachments: z.number(),
    })
    .nullable(),
  /** Messages of the other company after the caller's read marker. */
  unread: z.number(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConversationItem = z.infer<typeof conversationItemSchema>;

/** Files sent with a message: at most 5, each at most 10 MB. */
export const CHAT_ATTACHMENT_LIMITS = { maxFiles: 5, maxBytes: 10 * 1024 * 1024 } as const;
/** The file kinds a message may carry, recognised by their content on the server. */
export const CHAT_ATTACHMENT_KINDS = ["pdf", "png", "jpeg", "webp", "docx", "xlsx", "zip"] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/** A file of a message; its bytes come from GET conversations/:id/attachments/:attachmentId. */
export const chatAttachmentSchema = z.object({
  id: z.number(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  body: z.string(),
  sender_company_id: z.number(),
  sender_user_id: z.number().nullable(),
  /** The sender's full name, or the company name when the user no longer exists. */
  sender_name: z.string(),
  /** Sent by the caller's company. */
  mine: z.boolean(),
  created_at: z.string(),
  /** The files sent with the message, in the order they were attached. */
  attachments: z.array(chatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A window of a thread, oldest → newest; next_before_id loads the older window before it. */
export const messageWindowSchema = z.object({
  items: z.array(chatMessageSchema),
  next_before_id: z.number().nullable(),
});
export type MessageWindow = z.infer<typeof messageWindowSchema>;

export const messageWindowQuerySchema = z.object({
  before_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});

export const sendMessageBodySchema = z.object({
  body: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(MESSAGE_MAX_LENGTH, { message: "validation.too_long" }),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** The text of a message sent with files (multipart field `body`): optional, at most 4000 characters. */
export const messageTextWithFilesSchema = z.object({
  body: z
    .string({ message: "validation.invalid" })
    .trim()
    .max(MESSAGE_MAX_LENGTH, { message: "validation.too_long" })
    .default(""),
});

export const startConversationBodySchema = z
  .object({
    company_id: z.coerce
      .number({ message: "validation.required" })
      .int({ message: "validation.invalid" })
      .positive({ message: "validation.invalid" }),
    subject_type: z.enum(CONVERSATION_SUBJECT_TYPES, { message: "validation.invalid" }).optional(),
    subject_id: z.coerce
      .number({ message: "validation.invalid" })
      .int({ message: "validation.invalid" })
      .positive({ message: "validation.invalid" })
      .optional(),
  })
  .refine((b) => (b.subject_type === undefined) === (b.subject_id === undefined), {
    message: "validation.required",
    path: ["subject_id"],
  });
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

export const conversationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const attachmentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  attachmentId: z.coerce.number().int().positive().max(INT4_MAX),
});

export const markReadResultSchema = z.object({
  /** The caller's unread messages over every conversation, after the marker moved (getChatsUnreads). */
  unread_total: z.number(),
});
