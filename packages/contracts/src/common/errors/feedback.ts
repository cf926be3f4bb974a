import type { ErrorEntries } from "./entry.ts";

/** The `feedback.*` error codes. */
export const FEEDBACK_ERRORS = {
  "feedback.too_many_requests": {
    status: 429,
    it: "Hai inviato troppe richieste di recensione oggi: riprova domani.",
    en: "You sent too many review requests today: try again tomorrow.",
  },
  "feedback.review_not_allowed": {
    status: 409,
    it: "Puoi chiedere una recensione solo per una collaborazione attiva o conclusa.",
    en: "You can ask for a review only of an active or completed collaboration.",
  },
  "feedback.request_pending": {
    status: 409,
    it: "Hai già chiesto una recensione di questa collaborazione a questo indirizzo e il link è ancora valido.",
    en: "You already asked this address for a review of this collaboration, and the link is still valid.",
  },
  "feedback.already_reviewed": {
    status: 409,
    it: "Questa persona ha già recensito la collaborazione.",
    en: "This person has already reviewed the collaboration.",
  },
  "feedback.survey_already_answered": {
    status: 409,
    it: "Hai già risposto al questionario: grazie!",
    en: "You have already answered the survey: thank you!",
  },
} as const satisfies ErrorEntries;
