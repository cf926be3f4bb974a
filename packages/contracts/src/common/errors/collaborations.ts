import type { ErrorEntries } from "./entry.ts";

/** The `collaborations.*` error codes. */
export const COLLABORATIONS_ERRORS = {
  "collaborations.transition_not_allowed": {
    status: 409,
    it: "Questa azione non è possibile nello stato attuale della collaborazione.",
    en: "This action is not possible in the collaboration's current state.",
  },
  "collaborations.nomination_not_accepted": {
    status: 409,
    it: "Accetta la candidatura prima di avviare la collaborazione.",
    en: "Accept the candidacy before starting the collaboration.",
  },
  "collaborations.already_exists": {
    status: 409,
    it: "Per questa candidatura esiste già una collaborazione.",
    en: "A collaboration already exists for this candidacy.",
  },
  "collaborations.profile_unavailable": {
    status: 409,
    it: "Il profilo non è pubblicato o è già impegnato con la tua azienda.",
    en: "The profile is not published or is already engaged with your company.",
  },
  "collaborations.interview_not_open": {
    status: 409,
    it: "Il colloquio non è più in attesa di risposta.",
    en: "The interview is no longer waiting for an answer.",
  },
  "collaborations.unknown_slot": {
    status: 400,
    it: "L'orario scelto non fa parte di quelli proposti.",
    en: "The chosen time is not one of those proposed.",
  },
  "collaborations.feedback_exists": {
    status: 409,
    it: "Hai già lasciato la recensione di questa collaborazione.",
    en: "You have already reviewed this collaboration.",
  },
  "collaborations.reply_exists": {
    status: 409,
    it: "Hai già risposto a questa recensione.",
    en: "You have already replied to this review.",
  },
} as const satisfies ErrorEntries;
