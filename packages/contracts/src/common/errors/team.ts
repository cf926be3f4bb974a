import type { ErrorEntries } from "./entry.ts";

/** The `team.*` error codes. */
export const TEAM_ERRORS = {
  "team.role_not_allowed": {
    status: 400,
    it: "Questo ruolo non può essere assegnato nella tua azienda.",
    en: "This role cannot be given in your company.",
  },
  "team.not_yourself": {
    status: 400,
    it: "Non puoi cambiare il tuo ruolo né disattivare il tuo account.",
    en: "You cannot change your own role or deactivate your own account.",
  },
  "team.already_accepted": {
    status: 409,
    it: "L'invito è già stato accettato.",
    en: "The invitation has already been accepted.",
  },
} as const satisfies ErrorEntries;
