import { type Language, must } from "@mkt/contracts";
import type { RenderedMail } from "../../mail/templates.ts";

/** One notification as it appears in a mail: rendered texts and the absolute link into the app. */
export type MailItem = { title: string; subject: string; url: string };
export type MailLinks = { preferences: string; unsubscribe: string; newsletter: string };

const COPY: Record<
  Language,
  {
    greeting: string;
    open: string;
    digestSubject: string;
    digestSubjectOne: string;
    digestIntro: string;
    why: string;
    preferences: string;
    unsubscribe: string;
    newsletter: string;
  }
> = {
  it: {
    greeting: "Ciao {{name}},",
    open: "Apri sulla piattaforma",
    digestSubject: "Il tuo riepilogo: {{n}} notifiche",
    digestSubjectOne: "Il tuo riepilogo: 1 notifica",
    digestIntro: "ecco cosa è successo sulla piattaforma dall'ultimo riepilogo.",
    why: "Ricevi questa e-mail in base alle tue preferenze di notifica.",
    preferences: "Gestisci le preferenze e-mail",
    unsubscribe: "Non ricevere più e-mail di notifica",
    newsletter: "Disiscriviti dalla newsletter",
  },
  en: {
    greeting: "Hello {{name}},",
    open: "Open in the platform",
    digestSubject: "Your summary: {{n}} notifications",
    digestSubjectOne: "Your summary: 1 notification",
    digestIntro: "here is what happened on the platform since your last summary.",
    why: "You receive this e-mail because of your notification preferences.",
    preferences: "Manage e-mail preferences",
    unsubscribe: "Stop notification e-mails",
    newsletter: "Unsubscribe from the newsletter",
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const BUTTON =
  "background:#0073aa;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block";
const SMALL = "font-size:12px;color:#52606d";

/**
 * A notification mail in the recipient's language: one event (instant) or a list (daily digest), each with its
 * link into the app, and the opt-out links at the bottom.
 */
export function renderNotificationMail(input: {
  to: string;
  name: string;
  language: Language;
  brandName: string;
  items: MailItem[];
  links: MailLinks;
  digest: boolean;
  /** A list mail's own subject and introduction (a saved-search alert) instead of the digest's. */
  heading?: { title: string; subject: string };
}): RenderedMail {
  const c = COPY[input.language];
  const intro = input.heading?.subject ?? c.digestIntro;
  const greeting = c.greeting.replace("{{name}}", input.name);
  // Only a single notification's mail (not a digest) reads its first item.
  const first = () => must(input.items[0], "the notification of a single mail");
  const subject = input.heading
    ? `${input.heading.title}: ${input.heading.subject}`.slice(0, 300)
    : input.digest
      ? input.items.length === 1
        ? c.digestSubjectOne
        : c.digestSubject.replace("{{n}}", String(input.items.length))
      : `${first().title}: ${first().subject}`.slice(0, 300);
  const textItems = input.items.map((i) => `• ${i.title}: ${i.subject}\n  ${c.open}: ${i.url}`).join("\n\n");
  const footerText = `${c.why}\n${c.preferences}: ${input.links.preferences}\n${c.unsubscribe}: ${input.links.unsubscribe}\n${c.newsletter}: ${input.links.newsletter}`;
  const text = input.digest
    ? `${greeting}\n\n${intro}\n\n${textItems}\n\n${footerText}\n\n${input.brandName}`
    : `${greeting}\n\n${first().subject}\n\n${c.open}: ${first().url}\n\n${footerText}\n\n${input.brandName}`;
  const htmlItems = input.items
    .map((i) =>
      input.digest
        ? `<li style="margin:0 0 12px"><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.subject)}<br><a href="${escapeHtml(i.url)}">${escapeHtml(c.open)}</a></li>`
        : `<p><strong>${escapeHtml(i.title)}</strong></p><p>${escapeHtml(i.subject)}</p><p style="margin:24px 0"><a href="${escapeHtml(i.url)}" style="${BUTTON}">${escapeHtml(c.open)}</a></p>`,
    )
    .join("");
  const body = input.digest
    ? `<p>${escapeHtml(intro)}</p><ul style="padding-left:18px">${htmlItems}</ul>`
    : htmlItems;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#52606d">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;background:#f4f6f8;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><h1 style="font-size:20px;color:#0073aa;margin:0 0 16px">${escapeHtml(input.brandName)}</h1>
<p>${escapeHtml(greeting)}</p>${body}
<p style="${SMALL};margin-top:24px">${escapeHtml(c.why)}</p>
<p style="${SMALL}">${link(input.links.preferences, c.preferences)} · ${link(input.links.unsubscribe, c.unsubscribe)} · ${link(input.links.newsletter, c.newsletter)}</p></td></tr></table></body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    template: input.heading ? "notification_list" : input.digest ? "notification_digest" : "notification",
    language: input.language,
  };
}
