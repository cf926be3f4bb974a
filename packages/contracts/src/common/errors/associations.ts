import type { ErrorEntries } from "./entry.ts";

/** The `associations.*` error codes. */
export const ASSOCIATIONS_ERRORS = {
  "associations.duplicate": {
    status: 409,
    it: "Con questa azienda c'è già un collegamento attivo o una richiesta in attesa.",
    en: "There is already an active link or a pending request with this company.",
  },
  "associations.limit_reached": {
    status: 409,
    it: "È stato raggiunto il numero massimo di fornitori previsto per il tuo account.",
    en: "Your account has reached its maximum number of suppliers.",
  },
  "associations.pair_not_allowed": {
    status: 400,
    it: "Una lista fornitori collega un cliente a un fornitore, un freelance o un'academy.",
    en: "A supplier list links a client with a supplier, freelancer or academy.",
  },
  "associations.not_pending": {
    status: 409,
    it: "La richiesta non è più in attesa: è già stata accettata, rifiutata o ritirata.",
    en: "The request is no longer pending: it was already accepted, refused or withdrawn.",
  },
} as const satisfies ErrorEntries;
