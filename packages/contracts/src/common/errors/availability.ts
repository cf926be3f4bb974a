import type { ErrorEntries } from "./entry.ts";

/** The `availability.*` error codes. */
export const AVAILABILITY_ERRORS = {
  "availability.already_pending": {
    status: 409,
    it: "Hai già una richiesta di disponibilità in attesa per questo profilo.",
    en: "You already have a pending availability request for this profile.",
  },
  "availability.not_pending": {
    status: 409,
    it: "La richiesta non è più in attesa: è già stata risposta o annullata.",
    en: "The request is no longer pending: it was already answered or cancelled.",
  },
} as const satisfies ErrorEntries;
