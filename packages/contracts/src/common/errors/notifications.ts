import type { ErrorEntries } from "./entry.ts";

/** The `notifications.*` error codes. */
export const NOTIFICATIONS_ERRORS = {
  "notifications.link_invalid": {
    status: 400,
    it: "Il link non è valido. Usa il link dell'ultima e-mail ricevuta.",
    en: "The link is not valid. Use the link of the latest e-mail you received.",
  },
  "notifications.link_expired": {
    status: 400,
    it: "Il link è scaduto. Gestisci le preferenze e-mail dal tuo profilo.",
    en: "The link has expired. Manage your e-mail preferences from your profile.",
  },
} as const satisfies ErrorEntries;
