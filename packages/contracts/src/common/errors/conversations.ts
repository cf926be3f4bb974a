import type { ErrorEntries } from "./entry.ts";

/** The `conversations.*` error codes. */
export const CONVERSATIONS_ERRORS = {
  "conversations.self": {
    status: 400,
    it: "Non puoi aprire una conversazione con la tua stessa azienda.",
    en: "You cannot start a conversation with your own company.",
  },
  "conversations.pair_not_allowed": {
    status: 403,
    it: "La chat è possibile solo tra un cliente e un fornitore, un freelance o un'academy.",
    en: "Chat is only possible between a client and a supplier, freelancer or academy.",
  },
  "conversations.too_many_files": {
    status: 400,
    it: "Puoi allegare al massimo 5 file a un messaggio.",
    en: "You can attach at most 5 files to a message.",
  },
} as const satisfies ErrorEntries;
