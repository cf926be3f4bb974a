import { z } from "zod";

/** §2.2 email_notifications: which notification events a user receives by e-mail, and how. */
export const EMAIL_DELIVERIES = ["instant", "daily"] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

/**
 * Events without a notification e-mail (and so without a switch on the preferences page): in-app nudges, and
 * the documentation verdicts, which have their own transactional mail.
 */
export const IN_APP_ONLY_EVENTS: readonly string[] = [
  "welcome",
  "complete_company_profile",
  "invite",
  "document_approved",
  "document_rejected",
  "documentation_approved",
  "documentation_blocked",
  "document_expiring",
  "documentation_expired",
  "inscription_approved",
  "inscription_rejected",
  // The confirmed interview has its own mail to every participant, with the .ics invitation.
  "interview_confirmed",
];
export const isEmailedEvent = (type: string) => !IN_APP_ONLY_EVENTS.includes(type);

export const EMAIL_EVENT_GROUPS = [
  "associations",
  "quotes",
  "availability",
  "collaborations",
  "messages",
  "account",
  "other",
] as const;
export type EmailEventGroup = (typeof EMAIL_EVENT_GROUPS)[number];

const GROUP_PREFIXES: [string, EmailEventGroup][] = [
  ["association", "associations"],
  ["quote", "quotes"],
  ["proposal", "quotes"],
  ["nomination", "quotes"],
  ["availability", "availability"],
  ["collaboration", "collaborations"],
  ["interview", "collaborations"],
  ["feedback", "collaborations"],
  ["review", "collaborations"],
  ["message", "messages"],
  ["chat", "messages"],
  ["document", "account"],
  ["complete_company_profile", "account"],
  ["welcome", "account"],
  ["invite", "account"],
  ["student_account", "account"],
  ["plan", "account"],
  ["subscription", "account"],
];

/** The settings section an event type belongs to, by its name. */
export function emailEventGroup(type: string): EmailEventGroup {
  return GROUP_PREFIXES.find(([prefix]) => type.startsWith(prefix))?.[1] ?? "other";
}

export const emailPreferenceEventSchema = z.object({
  type: z.string(),
  group: z.enum(EMAIL_EVENT_GROUPS),
  /** The event's title in the reader's language. */
  label: z.string(),
  enabled: z.boolean(),
});
export type EmailPreferenceEvent = z.infer<typeof emailPreferenceEventSchema>;

export const emailPreferencesSchema = z.object({
  events: z.array(emailPreferenceEventSchema),
  delivery: z.enum(EMAIL_DELIVERIES),
  /** Notification e-mails as a whole (off after the unsubscribe link). */
  notifications: z.boolean(),
  newsletter: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesBodySchema = z.object({
  events: z
    .array(
      z.object({
        type: z
          .string()
          .trim()
          .min(1, { message: "validation.required" })
          .max(40, { message: "validation.too_long" }),
        enabled: z.boolean({ message: "validation.invalid" }),
      }),
    )
    .max(200, { message: "validation.invalid" }),
  delivery: z.enum(EMAIL_DELIVERIES, { message: "validation.invalid" }),
  notifications: z.boolean({ message: "validation.invalid" }),
  newsletter: z.boolean({ message: "validation.invalid" }),
});
export type EmailPreferencesBody = z.input<typeof emailPreferencesBodySchema>;

export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(2000, { message: "validation.invalid" }),
});
/** The answer of the opt-out links: which address was switched off, and what. */
export const unsubscribeResultSchema = z.object({
  email: z.string(),
  kind: z.enum(["notifications", "newsletter"]),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
