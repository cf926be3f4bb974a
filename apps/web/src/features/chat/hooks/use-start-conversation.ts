import type { ConversationSubjectType } from "@mkt/contracts";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useCreateConversation } from "../api.ts";

/** The chat with one conversation open. */
export const conversationPath = (id: number) => `/chat_component?c=${id}`;

export type ConversationStart = {
  /** The other company. */
  companyId: number;
  /** What the conversation is about (e.g. a targeted service of a quote request). */
  subject?: { type: ConversationSubjectType; id: number };
  /** The conversation already known, if any: it opens without asking the API. */
  conversationId?: number | null;
};

/**
 * Writing to a company (about a subject): the known conversation opens at once; else POST conversations opens
 * (or finds) it and the chat shows it. A refusal becomes an error notice.
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const language = useLanguage();
  const create = useCreateConversation();
  const { mutate } = create;
  const start = useCallback(
    ({ companyId, subject, conversationId }: ConversationStart) => {
      if (conversationId !== undefined && conversationId !== null) {
        void navigate(conversationPath(conversationId));
        return;
      }
      mutate(
        subject
          ? { company_id: companyId, subject_type: subject.type, subject_id: subject.id }
          : { company_id: companyId },
        {
          onSuccess: (conversation) => void navigate(conversationPath(conversation.id)),
          onError: (error) => emitNotice(errorText(error, language)),
        },
      );
    },
    [navigate, mutate, language],
  );
  return { start, pending: create.isPending };
}
