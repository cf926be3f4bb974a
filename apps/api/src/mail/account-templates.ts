import type { Language } from "@mkt/contracts";

type Copy = { subject: string; greeting: string; body: string; action: string; footer: string };

/**
 * The mails of registrations and accounts in the back office (issue 17 item 2): the decision on a sign-up and the
 * link that lets a supplier claim the company staff created for it. Rendered by templates.ts's renderMail.
 */
export const ACCOUNT_COPY = {
  inscription_approved: {
    it: {
      subject: "Iscrizione approvata: {{company}}",
      greeting: "Ciao {{name}},",
      body: "lo staff ha approvato l'iscrizione di {{company}}: l'azienda è ora visibile sulla piattaforma.",
      action: "Accedi",
      footer: "Ricevi questo messaggio perché sei un utente di {{company}}.",
    },
    en: {
      subject: "Sign-up approved: {{company}}",
      greeting: "Hello {{name}},",
      body: "our staff approved the sign-up of {{company}}: the company is now visible on the platform.",
      action: "Sign in",
      footer: "You receive this message because you are a user of {{company}}.",
    },
  },
  inscription_rejected: {
    it: {
      subject: "Iscrizione non approvata: {{company}}",
      greeting: "Ciao {{name}},",
      body: "lo staff non ha approvato l'iscrizione di {{company}} per questa motivazione. Rispondi a questo messaggio o contatta il supporto per chiarimenti.",
      action: "Accedi",
      footer: "Ricevi questo messaggio perché sei un utente di {{company}}.",
    },
    en: {
      subject: "Sign-up not approved: {{company}}",
      greeting: "Hello {{name}},",
      body: "our staff did not approve the sign-up of {{company}} for the reason below. Reply to this message or contact support for details.",
      action: "Sign in",
      footer: "You receive this message because you are a user of {{company}}.",
    },
  },
  claim_company: {
    it: {
      subject: "{{company}} ti aspetta sulla piattaforma",
      greeting: "Ciao {{name}},",
      body: "il nostro staff ha preparato l'account di {{company}} con i suoi profili. Scegli una password e accetta i termini per diventarne il titolare. Il link vale 7 giorni e si può usare una sola volta.",
      action: "Attiva l'account dell'azienda",
      footer: "Se non conosci questa azienda, ignora questo messaggio.",
    },
    en: {
      subject: "{{company}} is waiting for you on the platform",
      greeting: "Hello {{name}},",
      body: "our staff prepared the account of {{company}} with its profiles. Choose a password and accept the terms to become its owner. The link is valid for 7 days and works once.",
      action: "Claim the company account",
      footer: "If you do not know this company, ignore this message.",
    },
  },
} as const satisfies Record<string, Record<Language, Copy>>;
