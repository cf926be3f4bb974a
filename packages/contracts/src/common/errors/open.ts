import type { ErrorEntries } from "./entry.ts";

/** The `open.*` error codes (issue 16, the open area). */
export const OPEN_ERRORS = {
  "open.token_invalid": {
    status: 401,
    it: "Il link non è valido: ricomincia dalla pagina di ingresso.",
    en: "This link is not valid: start again from the entry page.",
  },
  "open.token_expired": {
    status: 401,
    it: "Il link è scaduto: ricomincia dalla pagina di ingresso.",
    en: "This link has expired: start again from the entry page.",
  },
  "open.rate_limited": {
    status: 429,
    it: "Troppe richieste: riprova tra poco.",
    en: "Too many requests: try again shortly.",
  },
} as const satisfies ErrorEntries;
