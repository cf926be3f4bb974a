import type { Language } from "@mkt/contracts";

/**
 * Notification texts of the open area (issue 16): a visitor without an account asked about a profile. The supplier
 * learns only that a prospective client asked (and the company name the visitor gave, if any): the visitor's
 * e-mail and name stay with the platform until they register, when the real availability request arrives.
 */
export const OPEN_NOTIFICATION_TEXTS: Record<string, Record<Language, { title: string; subject: string }>> = {
  open_availability_interest: {
    it: {
      title: "Un potenziale cliente è interessato",
      subject:
        "Un potenziale cliente{{company}} ha chiesto la disponibilità del profilo {{profile}}: la richiesta arriverà nella dashboard quando si registrerà.",
    },
    en: {
      title: "A prospective client is interested",
      subject:
        "A prospective client{{company}} asked whether the profile {{profile}} is available: the request reaches your dashboard once they register.",
    },
  },
  public_link_contact: {
    it: {
      title: "Qualcuno ha aperto il tuo link condiviso",
      subject:
        "Un visitatore di {{company}} ha lasciato i suoi contatti sul link «{{link}}»: li trovi in Link condivisi.",
    },
    en: {
      title: "Someone opened your shared link",
      subject:
        "A visitor from {{company}} left their contact details on the link “{{link}}”: see them in Shared links.",
    },
  },
};
