import type { Language } from "@mkt/contracts";
import { INVITATION_NOTIFICATION_TEXTS } from "./invitation-texts.ts";
import { OPEN_NOTIFICATION_TEXTS } from "./open-texts.ts";
import { SAVED_SEARCH_NOTIFICATION_TEXTS } from "./saved-search-texts.ts";
import { SERVICE_NOTIFICATION_TEXTS } from "./service-texts.ts";

type Texts = { title: string; subject: string; subjectOne?: string };

/** Notification texts per type and language (§8): {{n}} and other params are filled in when read. */
export const NOTIFICATION_TEXTS: Record<string, Record<Language, Texts>> = {
  invite: {
    it: { title: "Invito", subject: "Hai {{n}} inviti", subjectOne: "Hai 1 invito" },
    en: { title: "Invite", subject: "You have {{n}} invites", subjectOne: "You have 1 invite" },
  },
  complete_company_profile: {
    it: {
      title: "Completa il profilo aziendale",
      subject: "Completa il profilo della tua azienda per farti trovare dai partner.",
    },
    en: {
      title: "Complete your company profile",
      subject: "Complete your company's profile so partners can find you.",
    },
  },
  inscription_approved: {
    it: { title: "Iscrizione approvata", subject: "L'iscrizione di {{company}} è stata approvata." },
    en: { title: "Sign-up approved", subject: "The sign-up of {{company}} was approved." },
  },
  inscription_rejected: {
    it: {
      title: "Iscrizione non approvata",
      subject: "L'iscrizione di {{company}} non è stata approvata: {{note}}",
    },
    en: { title: "Sign-up not approved", subject: "The sign-up of {{company}} was not approved: {{note}}" },
  },
  document_approved: {
    it: { title: "Documento approvato", subject: "Il documento {{document}} è stato approvato." },
    en: { title: "Document approved", subject: "The document {{document}} was approved." },
  },
  document_rejected: {
    it: {
      title: "Documento rifiutato",
      subject: "Il documento {{document}} è stato rifiutato: {{note}}",
    },
    en: { title: "Document rejected", subject: "The document {{document}} was rejected: {{note}}" },
  },
  documentation_approved: {
    it: {
      title: "Documentazione approvata",
      subject: "La documentazione della tua azienda è stata approvata.",
    },
    en: { title: "Documentation approved", subject: "Your company's documentation was approved." },
  },
  documentation_blocked: {
    it: { title: "Documentazione bloccata", subject: "La documentazione è stata bloccata: {{note}}" },
    en: { title: "Documentation blocked", subject: "Your documentation was blocked: {{note}}" },
  },
  document_expiring: {
    it: { title: "Documento in scadenza", subject: "Il documento {{document}} scade il {{date}}." },
    en: { title: "Document expiring", subject: "The document {{document}} expires on {{date}}." },
  },
  documentation_expired: {
    it: {
      title: "Documento scaduto",
      subject: "Il documento {{document}} è scaduto: invia la documentazione aggiornata entro il {{date}}.",
    },
    en: {
      title: "Document expired",
      subject: "The document {{document}} expired: send your updated documentation by {{date}}.",
    },
  },
  welcome: {
    it: { title: "Benvenuto", subject: "Il tuo account {{company}} è attivo." },
    en: { title: "Welcome", subject: "Your {{company}} account is active." },
  },
  student_account_linked: {
    it: {
      title: "Profilo collegato",
      subject: "{{company}} ha collegato il profilo {{profile}} al tuo account: ora puoi completarlo.",
    },
    en: {
      title: "Profile linked",
      subject: "{{company}} linked the profile {{profile}} to your account: you can now complete it.",
    },
  },
  message_received: {
    it: { title: "Nuovo messaggio", subject: "{{company}} ti ha scritto in chat." },
    en: { title: "New message", subject: "{{company}} sent you a chat message." },
  },
  plan_expiring: {
    it: {
      title: "Piano in scadenza",
      subject: "Il piano {{plan}} scade il {{date}}: rinnovalo per non perdere le funzioni.",
    },
    en: {
      title: "Plan expiring",
      subject: "Your {{plan}} plan expires on {{date}}: renew it to keep its features.",
    },
  },
  plan_expired: {
    it: {
      title: "Piano scaduto",
      subject: "Il piano {{plan}} è scaduto: scegli un nuovo piano per continuare.",
    },
    en: { title: "Plan expired", subject: "Your {{plan}} plan has expired: choose a new plan to carry on." },
  },
  quote_received: {
    it: { title: "Nuovo preventivo", subject: "Hai ricevuto un preventivo per {{title}}." },
    en: { title: "New quote", subject: "You received a quote for {{title}}." },
  },
  proposal_received: {
    it: { title: "Nuova proposta", subject: "Hai ricevuto una proposta per il progetto {{title}}." },
    en: { title: "New proposal", subject: "You received a proposal for the project {{title}}." },
  },
  quote_viewed: {
    it: {
      title: "Preventivo visualizzato",
      subject: "Il cliente ha aperto il tuo preventivo per {{title}}.",
    },
    en: { title: "Quote viewed", subject: "The client opened your quote for {{title}}." },
  },
  quote_favourite: {
    it: {
      title: "Preventivo tra i preferiti",
      subject: "Il cliente ha messo tra i preferiti il tuo preventivo per {{title}}.",
    },
    en: { title: "Quote shortlisted", subject: "The client marked your quote for {{title}} as favourite." },
  },
  quote_discarded: {
    it: { title: "Preventivo scartato", subject: "Il cliente ha scartato il tuo preventivo per {{title}}." },
    en: { title: "Quote discarded", subject: "The client discarded your quote for {{title}}." },
  },
  quote_accepted: {
    it: {
      title: "Preventivo accettato",
      subject: "Il cliente ha accettato il tuo preventivo per {{title}}.",
    },
    en: { title: "Quote accepted", subject: "The client accepted your quote for {{title}}." },
  },
  quote_withdrawn: {
    it: {
      title: "Preventivo ritirato",
      subject: "{{supplier}} ha ritirato il preventivo per {{title}}.",
    },
    en: { title: "Quote withdrawn", subject: "{{supplier}} withdrew its quote for {{title}}." },
  },
  proposal_withdrawn: {
    it: {
      title: "Proposta ritirata",
      subject: "{{supplier}} ha ritirato la proposta per il progetto {{title}}.",
    },
    en: {
      title: "Proposal withdrawn",
      subject: "{{supplier}} withdrew its proposal for the project {{title}}.",
    },
  },
  nomination_favourite: {
    it: {
      title: "Candidatura tra i preferiti",
      subject: "{{profile}} è tra i preferiti del cliente per {{title}}.",
    },
    en: {
      title: "Candidate shortlisted",
      subject: "The client marked {{profile}} as favourite for {{title}}.",
    },
  },
  nomination_discarded: {
    it: { title: "Candidatura scartata", subject: "Il cliente ha scartato {{profile}} per {{title}}." },
    en: { title: "Candidate discarded", subject: "The client discarded {{profile}} for {{title}}." },
  },
  nomination_accepted: {
    it: { title: "Candidatura accettata", subject: "Il cliente ha scelto {{profile}} per {{title}}." },
    en: { title: "Candidate accepted", subject: "The client chose {{profile}} for {{title}}." },
  },
  availability_requested: {
    it: {
      title: "Richiesta di disponibilità",
      subject: "Un cliente chiede se il profilo {{profile}} è disponibile: rispondi dalla dashboard.",
    },
    en: {
      title: "Availability request",
      subject: "A client asks whether the profile {{profile}} is available: answer from your dashboard.",
    },
  },
  availability_yes: {
    it: { title: "Profilo disponibile", subject: "{{profile}} è disponibile dal {{date}}." },
    en: { title: "Profile available", subject: "{{profile}} is available from {{date}}." },
  },
  availability_no: {
    it: { title: "Profilo non disponibile", subject: "{{profile}} non è disponibile." },
    en: { title: "Profile not available", subject: "{{profile}} is not available." },
  },
  association_invite: {
    it: { title: "Invito in lista fornitori", subject: "{{company}} ti invita nella sua lista fornitori." },
    en: { title: "Supplier list invitation", subject: "{{company}} invites you into its supplier list." },
  },
  association_request: {
    it: {
      title: "Richiesta di ingresso in lista",
      subject: "{{company}} chiede di entrare nella tua lista fornitori.",
    },
    en: { title: "Request to join your list", subject: "{{company}} asks to join your supplier list." },
  },
  association_accepted: {
    it: { title: "Collegamento accettato", subject: "{{company}} ha accettato il collegamento." },
    en: { title: "Link accepted", subject: "{{company}} accepted the link." },
  },
  association_refused: {
    it: { title: "Collegamento rifiutato", subject: "{{company}} ha rifiutato il collegamento." },
    en: { title: "Link refused", subject: "{{company}} refused the link." },
  },
  collaboration_requested: {
    it: {
      title: "Nuova collaborazione",
      subject: "Un cliente ha avviato una collaborazione con {{profile}}.",
    },
    en: { title: "New collaboration", subject: "A client opened a collaboration with {{profile}}." },
  },
  collaboration_started: {
    it: { title: "Collaborazione attiva", subject: "La collaborazione con {{profile}} è iniziata." },
    en: { title: "Collaboration active", subject: "The collaboration with {{profile}} has started." },
  },
  collaboration_completed: {
    it: { title: "Collaborazione completata", subject: "La collaborazione con {{profile}} è completata." },
    en: { title: "Collaboration completed", subject: "The collaboration with {{profile}} is completed." },
  },
  collaboration_cancelled: {
    it: {
      title: "Collaborazione annullata",
      subject: "La collaborazione con {{profile}} è stata annullata: {{reason}}",
    },
    en: {
      title: "Collaboration cancelled",
      subject: "The collaboration with {{profile}} was cancelled: {{reason}}",
    },
  },
  interview_proposed: {
    it: {
      title: "Proposta di colloquio",
      subject: "Il cliente propone {{n}} orari per un colloquio con {{profile}}: scegline uno.",
    },
    en: {
      title: "Interview proposed",
      subject: "The client proposes {{n}} times for an interview with {{profile}}: pick one.",
    },
  },
  interview_confirmed: {
    it: { title: "Colloquio confermato", subject: "Colloquio con {{profile}} confermato per il {{date}}." },
    en: { title: "Interview confirmed", subject: "Interview with {{profile}} confirmed for {{date}}." },
  },
  interview_declined: {
    it: {
      title: "Colloquio rifiutato",
      subject: "Il fornitore ha rifiutato gli orari proposti per {{profile}}: proponine altri.",
    },
    en: {
      title: "Interview declined",
      subject: "The supplier declined the times proposed for {{profile}}: propose others.",
    },
  },
  interview_invitee_declined: {
    it: { title: "Invitato assente", subject: "{{name}} non parteciperà al colloquio con {{profile}}." },
    en: { title: "Invitee declined", subject: "{{name}} will not attend the interview with {{profile}}." },
  },
  interview_reminder: {
    it: { title: "Promemoria colloquio", subject: "Colloquio con {{profile}} il {{date}}." },
    en: { title: "Interview reminder", subject: "Interview with {{profile}} on {{date}}." },
  },
  interview_positive: {
    it: { title: "Colloquio superato", subject: "Il colloquio con {{profile}} è andato bene." },
    en: { title: "Interview passed", subject: "The interview with {{profile}} went well." },
  },
  interview_negative: {
    it: {
      title: "Colloquio non superato",
      subject: "Il colloquio con {{profile}} non è andato a buon fine: {{reason}}",
    },
    en: {
      title: "Interview not passed",
      subject: "The interview with {{profile}} did not go well: {{reason}}",
    },
  },
  collaboration_feedback: {
    it: { title: "Nuova recensione", subject: "Il cliente ha recensito {{profile}}: {{rating}}/5." },
    en: { title: "New review", subject: "The client reviewed {{profile}}: {{rating}}/5." },
  },
  collaboration_external_feedback: {
    it: {
      title: "Nuova recensione esterna",
      subject: "{{name}} ha recensito {{profile}}: {{rating}}/5.",
    },
    en: { title: "New outside review", subject: "{{name}} reviewed {{profile}}: {{rating}}/5." },
  },
  collaboration_feedback_reply: {
    it: {
      title: "Risposta alla recensione",
      subject: "Il fornitore ha risposto alla tua recensione di {{profile}}.",
    },
    en: { title: "Reply to your review", subject: "The supplier replied to your review of {{profile}}." },
  },
  ...SERVICE_NOTIFICATION_TEXTS,
  ...OPEN_NOTIFICATION_TEXTS,
  ...INVITATION_NOTIFICATION_TEXTS,
  ...SAVED_SEARCH_NOTIFICATION_TEXTS,
};

export function renderNotification(
  type: string,
  params: Record<string, string | number>,
  language: Language,
) {
  const texts = NOTIFICATION_TEXTS[type]?.[language];
  if (!texts) return { title: type, subject: "" };
  const template = params.n === 1 && texts.subjectOne ? texts.subjectOne : texts.subject;
  // A param may carry a text per language (`plan` and `plan_en`): the reader's one wins.
  const subject = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(params[`${key}_${language}`] ?? params[key] ?? ""),
  );
  return { title: texts.title, subject };
}
