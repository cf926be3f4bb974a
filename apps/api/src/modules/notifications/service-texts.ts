import type { Language } from "@mkt/contracts";

/**
 * Notification texts of the services catalogue (issue 15): the review's request to staff and its outcome, and the
 * quote requests on services (received, answered, declined, accepted, not chosen, cancelled).
 */
export const SERVICE_NOTIFICATION_TEXTS: Record<
  string,
  Record<Language, { title: string; subject: string }>
> = {
  service_submitted: {
    it: {
      title: "Servizio da revisionare",
      subject: "{{company}} ha inviato in revisione il servizio {{title_it}}.",
    },
    en: { title: "Service to review", subject: "{{company}} sent the service {{title_en}} for review." },
  },
  service_approved: {
    it: { title: "Servizio approvato", subject: "Il servizio {{title_it}} è stato approvato." },
    en: { title: "Service approved", subject: "The service {{title_en}} was approved." },
  },
  service_rejected: {
    it: {
      title: "Servizio rifiutato",
      subject: "Il servizio {{title_it}} è stato rifiutato: {{reason}}",
    },
    en: { title: "Service rejected", subject: "The service {{title_en}} was rejected: {{reason}}" },
  },
  service_request_received: {
    it: {
      title: "Richiesta di preventivo",
      subject: "{{company}} chiede un preventivo per il servizio {{service_it}}: {{title}}.",
    },
    en: {
      title: "Quote request",
      subject: "{{company}} asks a quote for the service {{service_en}}: {{title}}.",
    },
  },
  service_request_answered: {
    it: { title: "Preventivo ricevuto", subject: "{{company}} ha risposto alla tua richiesta {{title}}." },
    en: { title: "Quote received", subject: "{{company}} answered your request {{title}}." },
  },
  service_request_declined: {
    it: {
      title: "Richiesta declinata",
      subject: "{{company}} ha declinato la tua richiesta {{title}}: {{reason}}",
    },
    en: { title: "Request declined", subject: "{{company}} declined your request {{title}}: {{reason}}" },
  },
  service_request_accepted: {
    // Not "Preventivo accettato": that is the quote on a position (quote_accepted), listed beside this one.
    it: {
      title: "Preventivo per un servizio accettato",
      subject: "{{company}} ha accettato il tuo preventivo per {{title}}: la collaborazione è aperta.",
    },
    en: {
      title: "Service quote accepted",
      subject: "{{company}} accepted your quote for {{title}}: the collaboration is open.",
    },
  },
  service_request_not_chosen: {
    it: {
      title: "Preventivo non scelto",
      subject: "{{company}} ha scelto un altro fornitore per {{title}}.",
    },
    en: { title: "Quote not chosen", subject: "{{company}} chose another supplier for {{title}}." },
  },
  service_request_cancelled: {
    it: { title: "Richiesta annullata", subject: "{{company}} ha annullato la richiesta {{title}}." },
    en: { title: "Request cancelled", subject: "{{company}} cancelled the request {{title}}." },
  },
};
