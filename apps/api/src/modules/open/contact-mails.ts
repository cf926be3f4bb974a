import type { Language } from "@mkt/contracts";
import type { RenderedMail } from "../../mail/templates.ts";

const BRAND_NAME = "Marketplace";

type MailKind = "availability" | "need" | "onboarding";
type Copy = { subject: string; body: string; action: string; footer: string };

/** The visitor's confirmation: what they asked and the registration link that turns it into the real thing. */
const COPY: Record<MailKind, Record<Language, Copy>> = {
  availability: {
    it: {
      subject: "Abbiamo ricevuto la tua richiesta di disponibilità",
      body: "hai chiesto se il profilo «{{subject}}» è disponibile. Registra gratuitamente la tua azienda con il link qui sotto: la richiesta arriverà al fornitore e vedrai la risposta nella tua dashboard. Il link vale 7 giorni e si può usare una sola volta.",
      action: "Registrati e invia la richiesta",
      footer:
        "Se non hai fatto tu questa richiesta, ignora questo messaggio: senza registrazione non succede nulla.",
    },
    en: {
      subject: "We received your availability request",
      body: "you asked whether the profile “{{subject}}” is available. Register your company for free with the link below: the request reaches the supplier and you will see the answer on your dashboard. The link is valid for 7 days and works once.",
      action: "Register and send the request",
      footer:
        "If you did not make this request, ignore this message: nothing happens without a registration.",
    },
  },
  need: {
    it: {
      subject: "Abbiamo ricevuto la tua esigenza",
      body: "hai descritto l'esigenza «{{subject}}». Registra gratuitamente la tua azienda con il link qui sotto: l'esigenza sarà creata nel tuo account, pronta per ricevere candidature. Il link vale 7 giorni e si può usare una sola volta.",
      action: "Registrati e pubblica l'esigenza",
      footer:
        "Se non hai fatto tu questa richiesta, ignora questo messaggio: senza registrazione non succede nulla.",
    },
    en: {
      subject: "We received your need",
      body: "you described the need “{{subject}}”. Register your company for free with the link below: the need is created in your account, ready for candidates. The link is valid for 7 days and works once.",
      action: "Register and publish the need",
      footer:
        "If you did not make this request, ignore this message: nothing happens without a registration.",
    },
  },
  onboarding: {
    it: {
      subject: "Ti aspettiamo sulla piattaforma",
      body: "il nostro staff ha preparato la tua registrazione{{subjectPart}}. Completa la registrazione della tua azienda con il link qui sotto. Il link vale 7 giorni e si può usare una sola volta.",
      action: "Completa la registrazione",
      footer: "Se non ti aspettavi questo messaggio, ignoralo.",
    },
    en: {
      subject: "We are waiting for you on the platform",
      body: "our staff prepared your registration{{subjectPart}}. Complete your company's registration with the link below. The link is valid for 7 days and works once.",
      action: "Complete the registration",
      footer: "If you did not expect this message, ignore it.",
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The registration link of a lead: the client role, the open source, the contact token. */
export const registrationLink = (origin: string, token: string) =>
  `${origin}/authentication/register?role_id=2&utm_source=open&contact=${token}`;

export function renderContactMail(
  kind: MailKind,
  language: Language,
  to: { email: string; name: string | null },
  subject: string,
  url: string,
): RenderedMail {
  const copy = COPY[kind][language];
  const subjectPart = subject
    ? language === "it"
      ? ` con l'esigenza «${subject}»`
      : ` with the need “${subject}”`
    : "";
  const body = copy.body.replace("{{subject}}", subject).replace("{{subjectPart}}", subjectPart);
  const greeting =
    language === "it" ? `Ciao${to.name ? ` ${to.name}` : ""},` : `Hello${to.name ? ` ${to.name}` : ""},`;
  const text = `${greeting}\n\n${body}\n\n${copy.action}: ${url}\n\n${copy.footer}\n\n${BRAND_NAME}`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f4f6f8;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;color:#0073aa;margin:0 0 16px">${BRAND_NAME}</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#0073aa;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(copy.action)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(copy.footer)}</p>
<p style="font-size:12px;color:#52606d;word-break:break-all">${escapeHtml(url)}</p></td></tr></table></body></html>`;
  return { to: to.email, subject: copy.subject, text, html, template: `open_${kind}`, language };
}
