import type { ErrorEntries } from "./entry.ts";

/** The `common.*` error codes. */
export const COMMON_ERRORS = {
  "common.not_found": { status: 404, it: "Risorsa non trovata.", en: "Not found." },
  "common.maintenance": {
    status: 503,
    it: "La piattaforma è in manutenzione.",
    en: "The platform is under maintenance.",
  },
  "common.server_error": {
    status: 500,
    it: "Si è verificato un errore del server. Riprova.",
    en: "A server error occurred. Please try again.",
  },
  // Raised by the web app, never sent by the API: a call got no answer at all (the network is down, the server
  // unreachable). The status is the one a gateway would answer for the same reason.
  "common.network_error": {
    status: 503,
    it: "Impossibile contattare il server: controlla la connessione e riprova.",
    en: "The server could not be reached: check your connection and try again.",
  },
  "common.payload_too_large": { status: 413, it: "Richiesta troppo grande.", en: "Request too large." },
  "common.rate_limited": {
    status: 429,
    it: "Troppe richieste in poco tempo. Riprova tra qualche minuto.",
    en: "Too many requests in a short time. Try again in a few minutes.",
  },
  "common.database_unavailable": {
    status: 503,
    it: "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.",
    en: "The service is temporarily unavailable. Please try again in a few moments.",
  },
} as const satisfies ErrorEntries;
