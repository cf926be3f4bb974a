import type { ErrorEntries } from "./entry.ts";

/** The `privacy.*` error codes. */
export const PRIVACY_ERRORS = {
  "privacy.confirmation_mismatch": {
    status: 400,
    it: "Per confermare scrivi esattamente l'indirizzo e-mail dell'account.",
    en: "To confirm, type the account's e-mail address exactly.",
  },
  "privacy.no_password": {
    status: 400,
    it: 'Questo account non ha una password: impostane una con "Password dimenticata" e riprova.',
    en: 'This account has no password: set one with "Forgot password" and try again.',
  },
  "privacy.too_many_attempts": {
    status: 429,
    it: "Troppi tentativi. Riprova tra qualche minuto.",
    en: "Too many attempts. Try again in a few minutes.",
  },
  "privacy.last_company_user": {
    status: 409,
    it: "Sei l'ultimo utente attivo della tua azienda: invita un collega che ne prenda la gestione, oppure contatta il supporto per chiudere l'account aziendale.",
    en: "You are the last active user of your company: invite a colleague to take it over, or contact support to close the company account.",
  },
  "privacy.already_erased": {
    status: 409,
    it: "Questo account è già stato cancellato.",
    en: "This account has already been erased.",
  },
  "privacy.assumed_session": {
    status: 403,
    it: "Non puoi cancellare un account mentre agisci come questo utente: usa la funzione dello staff.",
    en: "You cannot erase an account while acting as this user: use the staff function.",
  },
} as const satisfies ErrorEntries;
