import type { Language } from "@mkt/contracts";

/** Notification texts of the services catalogue (issue 15): the review's request to staff and its outcome. */
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
};
