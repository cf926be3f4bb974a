import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_ATTACHMENT_LIMITS,
  type Language,
  messageTextWithFilesSchema,
  sendMessageBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { translateIssues } from "../../lib/error-handler.ts";
import type { FileKind } from "../../storage/file-types.ts";
import { type IncomingPart, readUpload } from "../../storage/uploads.ts";

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
