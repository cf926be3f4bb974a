import type { Language } from "@mkt/contracts";
import { ACCOUNT_COPY } from "./account-templates.ts";

export type RenderedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  language: Language;
};

type Copy = { subject: string; greeting: string; body: string; action: string; footer: string };

const COPY: Record<
  | "confirm_email"
  | "reset_password"
  | "password_changed"
  | "review_request"
  | "invite"
  | "document_approved"
  | "document_rejected"
  | "documentation_approved"
  | "documentation_blocked"
  | "document_expiring"
  | "documentation_expired",
  Record<Language, Copy>
> = {
  document_approved: {
    it: {
      subject: "Documento approvato: {{document}}",
      greeting: "Ciao {{name}},",
      body: "lo staff ha approvato il documento «{{document}}» di {{company}}.",
      action: "Vedi la documentazione",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Document approved: {{document}}",
      greeting: "Hello {{name}},",
      body: "our staff approved the document “{{document}}” of {{company}}.",
      action: "See your documentation",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  document_rejected: {
    it: {
      subject: "Documento rifiutato: {{document}}",
      greeting: "Ciao {{name}},",
      body: "lo staff ha rifiutato il documento «{{document}}» di {{company}} con questa motivazione. Carica un documento corretto per completare la verifica.",
      action: "Carica un nuovo documento",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Document rejected: {{document}}",
      greeting: "Hello {{name}},",
      body: "our staff rejected the document “{{document}}” of {{company}} for the reason below. Upload a corrected document to complete the check.",
      action: "Upload a new document",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  documentation_approved: {
    it: {
      subject: "Documentazione approvata: {{company}}",
      greeting: "Ciao {{name}},",
      body: "lo staff ha approvato la documentazione di {{company}}: ora puoi operare sulla piattaforma senza limiti.",
      action: "Vedi la documentazione",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Documentation approved: {{company}}",
      greeting: "Hello {{name}},",
      body: "our staff approved the documentation of {{company}}: you can now trade on the platform without limits.",
      action: "See your documentation",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  documentation_blocked: {
    it: {
      subject: "Documentazione bloccata: {{company}}",
      greeting: "Ciao {{name}},",
      body: "lo staff ha bloccato la documentazione di {{company}} con la motivazione qui sotto. Contatta il supporto per sbloccarla.",
      action: "Vedi la documentazione",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Documentation blocked: {{company}}",
      greeting: "Hello {{name}},",
      body: "our staff blocked the documentation of {{company}} for the reason below. Contact support to lift the block.",
      action: "See your documentation",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  document_expiring: {
    it: {
      subject: "Documento in scadenza: {{document}}",
      greeting: "Ciao {{name}},",
      body: "il documento «{{document}}» di {{company}} scade il {{date}}. Carica un documento aggiornato prima di quella data.",
      action: "Carica il documento aggiornato",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Document expiring: {{document}}",
      greeting: "Hello {{name}},",
      body: "the document “{{document}}” of {{company}} expires on {{date}}. Upload an updated document before that day.",
      action: "Upload the updated document",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  documentation_expired: {
    it: {
      subject: "Documentazione da aggiornare: {{company}}",
      greeting: "Ciao {{name}},",
      body: "il documento «{{document}}» di {{company}} è scaduto: la documentazione torna mancante. Carica un documento valido e inviala in revisione entro il {{date}}.",
      action: "Aggiorna la documentazione",
      footer: "Ricevi questo messaggio perché gestisci la documentazione della tua azienda.",
    },
    en: {
      subject: "Documentation to update: {{company}}",
      greeting: "Hello {{name}},",
      body: "the document “{{document}}” of {{company}} expired: the documentation is missing again. Upload a valid document and send it for review by {{date}}.",
      action: "Update your documentation",
      footer: "You receive this message because you manage your company's documentation.",
    },
  },
  invite: {
    it: {
      subject: "{{company}} ti invita sulla piattaforma",
      greeting: "Ciao {{name}},",
      body: "{{company}} ti ha aggiunto al proprio team. Scegli una password per attivare il tuo account. Il link vale 7 giorni e si può usare una sola volta.",
      action: "Attiva l'account",
      footer: "Se non ti aspettavi questo invito, ignora questo messaggio.",
    },
    en: {
      subject: "{{company}} invites you to the platform",
      greeting: "Hello {{name}},",
      body: "{{company}} added you to their team. Choose a password to activate your account. The link is valid for 7 days and works once.",
      action: "Activate your account",
      footer: "If you did not expect this invitation, ignore this message.",
    },
  },
  review_request: {
    it: {
      subject: "{{company}} ti chiede una recensione",
      greeting: "Gentile {{name}},",
      body: "{{company}} ti chiede di raccontare com'è stato lavorare insieme. Bastano due minuti: la tua recensione aiuta altre aziende a scegliere. Il link vale 30 giorni e si può usare una sola volta.",
      action: "Scrivi la recensione",
      footer: "Se non conosci questa azienda, ignora questo messaggio.",
    },
    en: {
      subject: "{{company}} asks you for a review",
      greeting: "Dear {{name}},",
      body: "{{company}} asks you to tell how it was to work together. It takes two minutes, and your review helps other companies choose. The link is valid for 30 days and works once.",
      action: "Write the review",
      footer: "If you do not know this company, ignore this message.",
    },
  },
  confirm_email: {
    it: {
      subject: "Conferma il tuo indirizzo e-mail",
      greeting: "Ciao {{name}},",
      body: "grazie per esserti registrato. Conferma il tuo indirizzo e-mail per attivare l'account. Il link vale 48 ore e si può usare una sola volta.",
      action: "Conferma e-mail",
      footer: "Se non hai creato tu l'account, ignora questo messaggio.",
    },
    en: {
      subject: "Confirm your e-mail address",
      greeting: "Hello {{name}},",
      body: "thank you for signing up. Confirm your e-mail address to activate your account. The link is valid for 48 hours and works once.",
      action: "Confirm e-mail",
      footer: "If you did not create this account, ignore this message.",
    },
  },
  reset_password: {
    it: {
      subject: "Reimposta la password",
      greeting: "Ciao {{name}},",
      body: "abbiamo ricevuto una richiesta di reimpostazione della password. Il link vale 60 minuti e si può usare una sola volta.",
      action: "Reimposta password",
      footer:
        "Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.",
    },
    en: {
      subject: "Reset your password",
      greeting: "Hello {{name}},",
      body: "we received a request to reset your password. The link is valid for 60 minutes and works once.",
      action: "Reset password",
      footer:
        "If you did not ask for a password reset, ignore this message: your current password stays valid.",
    },
  },
  password_changed: {
    it: {
      subject: "La tua password è stata cambiata",
      greeting: "Ciao {{name}},",
      body: "la password del tuo account è stata appena cambiata e le sessioni aperte sono state chiuse.",
      action: "Accedi",
      footer: "Se non sei stato tu, reimposta subito la password e contatta il supporto.",
    },
    en: {
      subject: "Your password was changed",
      greeting: "Hello {{name}},",
      body: "the password of your account was just changed and open sessions were signed out.",
      action: "Sign in",
      footer: "If this was not you, reset your password at once and contact support.",
    },
  },
};

/** Every template: the account mails of this file and those of registrations and accounts. */
const TEMPLATES: Record<keyof typeof COPY | keyof typeof ACCOUNT_COPY, Record<Language, Copy>> = {
  ...COPY,
  ...ACCOUNT_COPY,
};

export type TemplateName = keyof typeof TEMPLATES;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Renders a transactional mail in the recipient's language, as plain text and HTML with one action button. */
export function renderMail(
  template: TemplateName,
  language: Language,
  params: {
    to: string;
    name: string;
    actionUrl: string;
    brandName: string;
    company?: string;
    document?: string;
    note?: string;
    date?: string;
  },
): RenderedMail {
  const fill = (s: string) =>
    s
      .replace(/\{\{name\}\}/g, params.name)
      .replace(/\{\{company\}\}/g, params.company ?? "")
      .replace(/\{\{document\}\}/g, params.document ?? "")
      .replace(/\{\{date\}\}/g, params.date ?? "");
  const copy = { ...TEMPLATES[template][language] };
  copy.subject = fill(copy.subject);
  copy.body = fill(copy.body);
  const greeting = fill(copy.greeting);
  const note = params.note ? `\n\n«${params.note}»` : "";
  const text = `${greeting}\n\n${copy.body}${note}\n\n${copy.action}: ${params.actionUrl}\n\n${copy.footer}\n\n${params.brandName}`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f4f6f8;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;color:#0073aa;margin:0 0 16px">${escapeHtml(params.brandName)}</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(copy.body)}</p>${params.note ? `<blockquote style="border-left:3px solid #0073aa;margin:16px 0;padding:4px 12px;color:#3e4c59">${escapeHtml(params.note)}</blockquote>` : ""}
<p style="margin:24px 0"><a href="${escapeHtml(params.actionUrl)}" style="background:#0073aa;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(copy.action)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(copy.footer)}</p>
<p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(params.actionUrl)}</p></td></tr></table></body></html>`;
  return { to: params.to, subject: copy.subject, text, html, template, language };
}
