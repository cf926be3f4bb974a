import type { ErrorEntries } from "./entry.ts";

/** The `staff.*` error codes: registrations and accounts in the back office. */
export const STAFF_ERRORS = {
  "staff.already_decided": {
    status: 409,
    it: "Questa iscrizione è già stata approvata o rifiutata.",
    en: "This sign-up has already been approved or rejected.",
  },
  "staff.last_administrator": {
    status: 409,
    it: "È l'ultimo Amministratore attivo: non può essere disattivato né cambiare ruolo.",
    en: "This is the last active Administrator: it cannot be disabled or given another role.",
  },
  "staff.ghost_claimed": {
    status: 409,
    it: "L'azienda ha già rivendicato il suo account.",
    en: "The company has already claimed its account.",
  },
  "staff.not_freelancer": {
    status: 409,
    it: "Solo un'azienda freelance può essere verificata.",
    en: "Only a freelancer company can be verified.",
  },
  "staff.claim_invalid": {
    status: 400,
    it: "Il link per attivare l'account non è valido.",
    en: "The link to claim the account is not valid.",
  },
  "staff.claim_used": {
    status: 410,
    it: "Il link è già stato usato: l'account è attivo, accedi con la tua password.",
    en: "The link has already been used: the account is active, sign in with your password.",
  },
  "staff.claim_expired": {
    status: 410,
    it: "Il link è scaduto: chiedi al nostro staff di inviarne uno nuovo.",
    en: "The link has expired: ask our staff to send a new one.",
  },
} as const satisfies ErrorEntries;
