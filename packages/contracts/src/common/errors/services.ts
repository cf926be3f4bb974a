import type { ErrorEntries } from "./entry.ts";

/** The `services.*` error codes (issue 15). */
export const SERVICES_ERRORS = {
  "services.not_found": { status: 404, it: "Servizio non trovato.", en: "Service not found." },
  "services.unknown_category": {
    status: 400,
    it: "Scegli una categoria dell'elenco.",
    en: "Choose a category from the list.",
  },
  "services.category_disabled": {
    status: 400,
    it: "Questa categoria non è più disponibile: scegline un'altra.",
    en: "This category is no longer offered: choose another one.",
  },
  "services.unknown_technology": {
    status: 400,
    it: "Una delle tecnologie non esiste.",
    en: "One of the technologies does not exist.",
  },
  "services.unknown_sector": {
    status: 400,
    it: "Uno dei settori non esiste.",
    en: "One of the sectors does not exist.",
  },
  "services.unknown_collaboration": {
    status: 400,
    it: "Il caso di studio può citare solo una collaborazione conclusa della tua azienda.",
    en: "A case study can only refer to a completed collaboration of your company.",
  },
  "services.unknown_file": {
    status: 400,
    it: "Uno degli allegati non esiste o non è della tua azienda: caricalo di nuovo.",
    en: "One of the attachments does not exist or is not your company's: upload it again.",
  },
  "services.nothing_to_submit": {
    status: 409,
    it: "Non ci sono modifiche da inviare in revisione.",
    en: "There are no changes to send for review.",
  },
  "services.in_review": {
    status: 409,
    it: "Il servizio è in revisione: attendi l'esito prima di modificarlo.",
    en: "The service is being reviewed: wait for the outcome before editing it.",
  },
  "services.not_in_review": {
    status: 409,
    it: "Il servizio non è in attesa di revisione.",
    en: "The service is not waiting for review.",
  },
  "services.delete_approved": {
    status: 409,
    it: "Un servizio già approvato non si può eliminare: ritiralo dalla pubblicazione.",
    en: "An approved service cannot be deleted: unpublish it instead.",
  },
  "services.not_approved": {
    status: 409,
    it: "Solo un servizio approvato può essere pubblicato.",
    en: "Only an approved service can be published.",
  },
  "services.publish_limit": {
    status: 403,
    it: "Hai raggiunto il numero di servizi pubblicati del tuo piano: passa a un piano superiore o ritira un servizio.",
    en: "You have reached the published services of your plan: upgrade or unpublish a service.",
  },
  "services.documentation": {
    status: 403,
    it: "Completa la documentazione aziendale per pubblicare servizi.",
    en: "Complete your company documentation to publish services.",
  },
  "services.plan": {
    status: 403,
    it: "Serve un piano attivo per pubblicare servizi.",
    en: "An active plan is needed to publish services.",
  },
  "service_requests.not_found": {
    status: 404,
    it: "Richiesta di preventivo non trovata.",
    en: "Quote request not found.",
  },
  "service_requests.service_unavailable": {
    status: 400,
    it: "Uno dei servizi scelti non è più disponibile nel catalogo.",
    en: "One of the chosen services is no longer in the catalogue.",
  },
  "service_requests.already_requested": {
    status: 409,
    it: "Hai già una richiesta aperta per uno di questi servizi.",
    en: "You already have an open request for one of these services.",
  },
  "service_requests.not_open": {
    status: 409,
    it: "La richiesta non è più aperta.",
    en: "The request is no longer open.",
  },
  "service_requests.already_answered": {
    status: 409,
    it: "Hai già risposto a questa richiesta.",
    en: "You have already answered this request.",
  },
  "service_requests.no_answer": {
    status: 409,
    it: "Si può accettare solo un servizio che ha inviato un preventivo.",
    en: "Only a service that sent a quote can be accepted.",
  },
} as const satisfies ErrorEntries;
