import type { Language } from "@mkt/contracts";
import type { RenderedMail } from "../../mail/templates.ts";

/** A mail with an attached file (the confirmed interview's .ics). */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type InterviewMail = RenderedMail & { attachments?: MailAttachment[] };

type Kind =
  | "interview_invite"
  | "interview_confirmed"
  | "interview_reminder"
  | "collaboration_review_request"
  | "service_review_request";
type Copy = { subject: string; body: string; action: string; footer: string };

const COPY: Record<Kind, Record<Language, Copy>> = {
  interview_invite: {
    it: {
      subject: "{{client}} ti invita a un colloquio",
      body: "{{client}} organizza un colloquio con {{profile}} e ti invita a partecipare. Scegli l'orario che preferisci tra quelli proposti, oppure rifiuta. Il link vale 14 giorni e si può usare una sola volta.",
      action: "Scegli l'orario",
      footer: "Se non ti aspettavi questo invito, ignora questo messaggio.",
    },
    en: {
      subject: "{{client}} invites you to an interview",
      body: "{{client}} is arranging an interview with {{profile}} and invites you to take part. Choose the time that suits you among those proposed, or decline. The link is valid for 14 days and works once.",
      action: "Choose a time",
      footer: "If you did not expect this invitation, ignore this message.",
    },
  },
  interview_confirmed: {
    it: {
      subject: "Colloquio confermato: {{profile}}",
      body: "il colloquio con {{profile}} è confermato per {{when}}. In allegato trovi l'invito da aggiungere al calendario.",
      action: "Apri la collaborazione",
      footer: "Ricevi questo messaggio perché partecipi al colloquio.",
    },
    en: {
      subject: "Interview confirmed: {{profile}}",
      body: "the interview with {{profile}} is confirmed for {{when}}. The attached invitation adds it to your calendar.",
      action: "Open the collaboration",
      footer: "You receive this message because you take part in the interview.",
    },
  },
  interview_reminder: {
    it: {
      subject: "Promemoria: colloquio con {{profile}}",
      body: "ti ricordiamo il colloquio con {{profile}} di {{when}}.",
      action: "Apri la collaborazione",
      footer: "Ricevi questo messaggio perché partecipi al colloquio.",
    },
    en: {
      subject: "Reminder: interview with {{profile}}",
      body: "a reminder of the interview with {{profile}} on {{when}}.",
      action: "Open the collaboration",
      footer: "You receive this message because you take part in the interview.",
    },
  },
  collaboration_review_request: {
    it: {
      subject: "{{supplier}} ti chiede una recensione del lavoro di {{profile}}",
      body: "{{supplier}} ti chiede di valutare il lavoro di {{profile}} per {{client}}: il professionista, il fornitore, qualità, comunicazione, puntualità e rapporto qualità/prezzo. Bastano due minuti e non serve un account. Il link vale 30 giorni e si può usare una sola volta.",
      action: "Scrivi la recensione",
      footer: "Se non conosci questa azienda o questa collaborazione, ignora questo messaggio.",
    },
    en: {
      subject: "{{supplier}} asks you to review the work of {{profile}}",
      body: "{{supplier}} asks you to rate the work of {{profile}} for {{client}}: the professional, the supplier, quality, communication, timeliness and value. It takes two minutes and needs no account. The link is valid for 30 days and works once.",
      action: "Write the review",
      footer: "If you do not know this company or this collaboration, ignore this message.",
    },
  },
  // A service collaboration's review request: {{profile}} holds the service's title (there is no professional).
  service_review_request: {
    it: {
      subject: "{{supplier}} ti chiede una recensione del servizio {{profile}}",
      body: "{{supplier}} ti chiede di valutare il servizio {{profile}} fornito a {{client}}: il servizio, il fornitore, qualità, comunicazione, puntualità e rapporto qualità/prezzo. Bastano due minuti e non serve un account. Il link vale 30 giorni e si può usare una sola volta.",
      action: "Scrivi la recensione",
      footer: "Se non conosci questa azienda o questa collaborazione, ignora questo messaggio.",
    },
    en: {
      subject: "{{supplier}} asks you to review the service {{profile}}",
      body: "{{supplier}} asks you to rate the service {{profile}} delivered to {{client}}: the service, the supplier, quality, communication, timeliness and value. It takes two minutes and needs no account. The link is valid for 30 days and works once.",
      action: "Write the review",
      footer: "If you do not know this company or this collaboration, ignore this message.",
    },
  },
};

const GREETING: Record<Language, string> = { it: "Ciao {{name}},", en: "Hello {{name}}," };
const DETAILS: Record<Language, { where: string; note: string }> = {
  it: { where: "Dove", note: "Nota" },
  en: { where: "Where", note: "Note" },
};

/** "lunedì 3 marzo 2030, 10:30" in Italian time, in the reader's language. */
export function formatWhen(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "it" ? "it-IT" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Rome",
    timeZoneName: "short",
  }).format(date);
}

/** "03/03/2030 10:30" in Italian time: the same in both languages (notification texts). */
export function formatShort(date: Date): string {
  return new Intl.DateTimeFormat("it-IT", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Rome",
  })
    .format(date)
    .replace(",", "");
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Renders one collaboration mail: interviews, review requests (text and HTML, same look as the platform's other mails). */
export function renderInterviewMail(
  kind: Kind,
  language: Language,
  p: {
    to: string;
    name: string;
    client: string;
    profile: string;
    /** The supplier company (review requests). */
    supplier?: string;
    when?: string;
    location: string;
    note: string;
    /** Extra lines under the body: the proposed times of an invitation. */
    lines?: string[];
    actionUrl: string;
    brandName: string;
    attachments?: MailAttachment[];
  },
): InterviewMail {
  const fill = (s: string) =>
    s
      .replace(/\{\{name\}\}/g, p.name)
      .replace(/\{\{client\}\}/g, p.client)
      .replace(/\{\{profile\}\}/g, p.profile)
      .replace(/\{\{supplier\}\}/g, p.supplier ?? "")
      .replace(/\{\{when\}\}/g, p.when ?? "");
  const copy = COPY[kind][language];
  const subject = fill(copy.subject);
  const greeting = fill(GREETING[language]).replace(/ ,$/, ",");
  const body = fill(copy.body);
  const d = DETAILS[language];
  const details = [
    ...(p.lines ?? []).map((l) => `• ${l}`),
    p.location ? `${d.where}: ${p.location}` : "",
    p.note ? `${d.note}: ${p.note}` : "",
  ].filter(Boolean);
  const text = `${greeting}\n\n${body}\n\n${details.join("\n")}\n\n${copy.action}: ${p.actionUrl}\n\n${copy.footer}\n\n${p.brandName}`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f4f6f8;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;color:#0073aa;margin:0 0 16px">${escapeHtml(p.brandName)}</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<ul style="padding-left:18px">${details.map((l) => `<li>${escapeHtml(l.replace(/^• /, ""))}</li>`).join("")}</ul>
<p style="margin:24px 0"><a href="${escapeHtml(p.actionUrl)}" style="background:#0073aa;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(copy.action)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(copy.footer)}</p>
<p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(p.actionUrl)}</p></td></tr></table></body></html>`;
  return {
    to: p.to,
    subject,
    text,
    html,
    template: kind,
    language,
    ...(p.attachments ? { attachments: p.attachments } : {}),
  };
}
