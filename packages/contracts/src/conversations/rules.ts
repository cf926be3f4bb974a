import type { CompanyType } from "../auth/roles.ts";
import { CHAT_ATTACHMENT_LIMITS, type ChatAttachmentKind } from "./schemas.ts";

const PROVIDERS: readonly CompanyType[] = ["supplier", "freelance", "academy"];

/** The company types that take part in chats: a client and its providers. */
export function chatsAsParticipant(type: string): boolean {
  return type === "client" || (PROVIDERS as readonly string[]).includes(type);
}

/** Who may chat with whom: a client with a supplier, freelancer or academy, in either direction. */
export function canChat(a: string, b: string): boolean {
  const provider = (t: string) => (PROVIDERS as readonly string[]).includes(t);
  return (a === "client" && provider(b)) || (b === "client" && provider(a));
}

/** The start of a message for the conversation list: whitespace collapsed, cut at a word with an ellipsis. */
export function messagePreview(body: string, max: number): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The names a chat attachment may have, per kind (the server still checks the content). */
const CHAT_EXTENSIONS: Record<ChatAttachmentKind, readonly string[]> = {
  pdf: ["pdf"],
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  webp: ["webp"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  zip: ["zip"],
};

/** The file picker's `accept`: every allowed extension. */
export const CHAT_ATTACHMENT_ACCEPT = Object.values(CHAT_EXTENSIONS)
  .flat()
  .map((e) => `.${e}`)
  .join(",");

/** The kind a file name announces, or null when it is not one a message may carry. */
export function chatAttachmentKindByName(name: string): ChatAttachmentKind | null {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  if (!name.includes(".")) return null;
  for (const [kind, exts] of Object.entries(CHAT_EXTENSIONS))
    if (exts.includes(ext)) return kind as ChatAttachmentKind;
  return null;
}

export type ChatFileProblem = "wrong_type" | "empty" | "too_large" | "too_many";

/**
 * Adds picked files to a message's attachments: wrongly named, empty or oversized files and those beyond the
 * fifth are left out, each with its problem; a file already attached (same name and size) is not added twice.
 */
export function addChatFiles<F extends { name: string; size: number }>(
  current: readonly F[],
  picked: readonly F[],
): { files: F[]; refused: { name: string; problem: ChatFileProblem }[] } {
  const files = [...current];
  const refused: { name: string; problem: ChatFileProblem }[] = [];
  for (const file of picked) {
    if (files.some((f) => f.name === file.name && f.size === file.size)) continue;
    const problem: ChatFileProblem | null = !chatAttachmentKindByName(file.name)
      ? "wrong_type"
      : file.size > CHAT_ATTACHMENT_LIMITS.maxBytes
        ? "too_large"
        : file.size === 0
          ? "empty"
          : files.length >= CHAT_ATTACHMENT_LIMITS.maxFiles
            ? "too_many"
            : null;
    if (problem) refused.push({ name: file.name, problem });
    else files.push(file);
  }
  return { files, refused };
}
