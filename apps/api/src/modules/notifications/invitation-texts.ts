import type { Language } from "@mkt/contracts";

/** Notification texts of a client's invitation to propose a profile on one of its positions. */
export const INVITATION_NOTIFICATION_TEXTS: Record<
  string,
  Record<Language, { title: string; subject: string }>
> = {
  quote_invitation: {
    it: {
      title: "Invito a una posizione",
      subject:
        "Un cliente invita il tuo profilo {{profile}} alla posizione {{position}}: proponilo con un preventivo.",
    },
    en: {
      title: "Invitation to a position",
      subject:
        "A client invites your profile {{profile}} to the position {{position}}: propose it with a quote.",
    },
  },
};
