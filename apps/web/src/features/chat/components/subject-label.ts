import type { TFunction } from "i18next";
import type { ConversationItem } from "../api.ts";

/** "Quote no. 7": what a conversation is about, or null for a general one. */
export function subjectLabel(t: TFunction<"chat">, subject: ConversationItem["subject"]): string | null {
  return subject ? t(`subject.${subject.type}`, { id: subject.id }) : null;
}
