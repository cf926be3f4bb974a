import type { ErrorEntries } from "./entry.ts";

/** The `public_link.*` error codes (issue 16 item 7, public shared-profile links). */
export const PUBLIC_LINK_ERRORS = {
  "public_link.not_found": {
    status: 404,
    it: "Il link non esiste: controlla di averlo copiato per intero.",
    en: "This link does not exist: check that you copied all of it.",
  },
  "public_link.expired": {
    status: 410,
    it: "Il link è scaduto: chiedi a chi te l'ha inviato di condividerne uno nuovo.",
    en: "This link has expired: ask whoever sent it to share a new one.",
  },
  "public_link.revoked": {
    status: 410,
    it: "Il link è stato revocato da chi l'ha condiviso.",
    en: "This link was revoked by whoever shared it.",
  },
  "public_link.contacts_required": {
    status: 401,
    it: "Lascia i tuoi contatti per vedere i profili.",
    en: "Leave your contact details to see the profiles.",
  },
  "public_link.rate_limited": {
    status: 429,
    it: "Troppe richieste: riprova tra poco.",
    en: "Too many requests: try again shortly.",
  },
  "public_link.position_not_open": {
    status: 409,
    it: "Si può condividere solo una posizione pubblicata (Time & Material) di un fabbisogno pubblicato.",
    en: "Only a published position (Time & Material) of a published need can be shared.",
  },
  "public_link.position_closed": {
    status: 410,
    it: "La posizione condivisa non è più aperta.",
    en: "The shared position is no longer open.",
  },
  "public_link.already_revoked": {
    status: 409,
    it: "Il link è già revocato.",
    en: "The link is already revoked.",
  },
} as const satisfies ErrorEntries;
