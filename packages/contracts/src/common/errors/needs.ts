import type { ErrorEntries } from "./entry.ts";

/** The `needs.*` error codes. */
export const NEEDS_ERRORS = {
  "needs.not_draft": {
    status: 409,
    it: "Solo le bozze si possono modificare o pubblicare.",
    en: "Only drafts can be edited or published.",
  },
  "needs.already_closed": {
    status: 409,
    it: "Il fabbisogno è già chiuso.",
    en: "The need is already closed.",
  },
  "needs.not_fixed_price": {
    status: 400,
    it: "L'analisi funzionale si carica solo per i progetti a corpo.",
    en: "The functional analysis belongs to Fixed Price projects only.",
  },
  "needs.unknown_sector": { status: 400, it: "Settore sconosciuto.", en: "Unknown sector." },
  "needs.unknown_technology": {
    status: 400,
    it: "Una tecnologia indicata non esiste.",
    en: "One of the technologies does not exist.",
  },
} as const satisfies ErrorEntries;
