import type { Language } from "@mkt/contracts";

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
  welcome: {
    it: { title: "Benvenuto", subject: "Il tuo account {{company}} è attivo." },
    en: { title: "Welcome", subject: "Your {{company}} account is active." },
  },
};

export function renderNotification(
  type: string,
  params: Record<string, string | number>,
  language: Language,
) {
  const texts = NOTIFICATION_TEXTS[type]?.[language];
  if (!texts) return { title: type, subject: "" };
  const template = params.n === 1 && texts.subjectOne ? texts.subjectOne : texts.subject;
  const subject = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ""));
  return { title: texts.title, subject };
}
