import type { ErrorEntries } from "./entry.ts";

/** The `quotes.*` error codes. */
export const QUOTES_ERRORS = {
  "quotes.freelancer_not_verified": {
    status: 409,
    it: "Il tuo account freelance non è ancora verificato: il nostro staff controlla partita IVA e documenti d'identità, poi potrai inviare preventivi.",
    en: "Your freelancer account is not verified yet: our staff check your VAT number and identity documents, then you can send quotes.",
  },
  "quotes.position_not_open": {
    status: 409,
    it: "La posizione non è più aperta ai preventivi.",
    en: "The position is no longer open to quotes.",
  },
  "quotes.profile_not_yours": {
    status: 400,
    it: "Puoi proporre solo profili della tua azienda.",
    en: "You can only propose your own company's profiles.",
  },
  "quotes.profile_not_published": {
    status: 400,
    it: "Pubblica il profilo prima di proporlo.",
    en: "Publish the profile before proposing it.",
  },
  "quotes.duplicate_candidacy": {
    status: 409,
    it: "Questo profilo è già candidato per la posizione.",
    en: "This profile is already proposed for the position.",
  },
  "quotes.withdraw_not_allowed": {
    status: 409,
    it: "Non puoi più ritirare questo preventivo: il cliente ha già deciso (accettato o scartato) oppure è già ritirato.",
    en: "This quote can no longer be withdrawn: the client has already decided on it (accepted or discarded), or it was already withdrawn.",
  },
  "quotes.transition_not_allowed": {
    status: 409,
    it: "Questa azione non è più possibile nello stato attuale.",
    en: "This action is no longer possible in the current state.",
  },
  "quotes.already_invited": {
    status: 409,
    it: "Hai già invitato questo profilo a questa posizione.",
    en: "You have already invited this profile to this position.",
  },
  "quotes.invalid": {
    status: 400,
    it: "Controlla i dati del preventivo.",
    en: "Check the quote's details.",
  },
} as const satisfies ErrorEntries;
