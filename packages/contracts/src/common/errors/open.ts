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
  "open.contact_invalid": {
    status: 404,
    it: "Il link di registrazione non è valido: controlla di averlo copiato per intero.",
    en: "This registration link is not valid: check that you copied all of it.",
  },
  "open.contact_expired": {
    status: 410,
    it: "Il link di registrazione è scaduto: ripeti la richiesta dall'area pubblica.",
    en: "This registration link has expired: send your request again from the open area.",
  },
  "open.contact_used": {
    status: 409,
    it: "Il link di registrazione è già stato usato: accedi con il tuo account.",
    en: "This registration link was already used: sign in with your account.",
  },
  "open.contact_rate_limited": {
    status: 429,
    it: "Hai già inviato troppe richieste con questo indirizzo oggi: riprova domani.",
    en: "Too many requests from this address today: try again tomorrow.",
  },
  "open.collaboration_link_invalid": {
    status: 401,
    it: "Il link alla collaborazione non è valido: accedi per vederla.",
    en: "This collaboration link is not valid: sign in to see the collaboration.",
  },
  "open.collaboration_link_expired": {
    status: 401,
    it: "Il link alla collaborazione è scaduto: accedi per vederla.",
    en: "This collaboration link has expired: sign in to see the collaboration.",
  },
} as const satisfies ErrorEntries;
