import { z } from "zod";
import {
  ASSOCIATION_CLIENT_ROLES,
  ASSOCIATION_ROLES,
  ASSOCIATION_SUPPLIER_ROLES,
} from "../associations/schemas.ts";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { PLAN_OWNER_ROLES } from "../plans/owners.ts";
import { PROFILE_MANAGER_ROLES } from "../profiles/gating.ts";
import { PUBLIC_LINK_OWNER_ROLES } from "../public-links/schemas.ts";
import { SAVED_SEARCH_ANY_ROLES } from "../saved-searches/schemas.ts";
import { SERVICE_MANAGER_ROLES, SERVICE_REVIEWER_ROLES } from "../services/constants.ts";
import { SERVICE_REQUESTER_ROLES } from "../services/requests.ts";

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

/** Every user of a client company (quote and collaboration notices reach the whole company). */
const CLIENT_COMPANY_USERS: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
/** Every user of a supplier-side company: supplier, academy, freelancer. */
const SUPPLIER_COMPANY_USERS: readonly RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.PROFILE_ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];
const BOTH_SIDES: readonly RoleId[] = [...CLIENT_COMPANY_USERS, ...SUPPLIER_COMPANY_USERS];
/**
 * Who receives each e-mailed event: the roles the API notifies for it (the module that sends it in brackets).
 * The preferences page shows each user only the events of their role.
 */
export const EMAIL_EVENT_AUDIENCE: Readonly<Record<string, readonly RoleId[]>> = {
  // profiles/student-accounts: the academy's student whose account was linked to a profile.
  student_account_linked: [ROLE.PROFILE_ACCADEMY],
  // conversations/send-message: every user of the other company (client, supplier, academy, freelance).
  message_received: BOTH_SIDES,
  plan_expiring: PLAN_OWNER_ROLES,
  plan_expired: PLAN_OWNER_ROLES,
  // quotes: the client company hears of quotes sent or withdrawn, the supplier company of the client's decisions.
  quote_received: CLIENT_COMPANY_USERS,
  proposal_received: CLIENT_COMPANY_USERS,
  quote_withdrawn: CLIENT_COMPANY_USERS,
  proposal_withdrawn: CLIENT_COMPANY_USERS,
  quote_viewed: SUPPLIER_COMPANY_USERS,
  quote_favourite: SUPPLIER_COMPANY_USERS,
  quote_discarded: SUPPLIER_COMPANY_USERS,
  quote_accepted: SUPPLIER_COMPANY_USERS,
  nomination_favourite: SUPPLIER_COMPANY_USERS,
  nomination_discarded: SUPPLIER_COMPANY_USERS,
  nomination_accepted: SUPPLIER_COMPANY_USERS,
  quote_invitation: PROFILE_MANAGER_ROLES,
  // availability: the profile's managers are asked, the client's requesters answered.
  availability_requested: PROFILE_MANAGER_ROLES,
  open_availability_interest: PROFILE_MANAGER_ROLES,
  availability_yes: CLIENT_COMPANY_USERS,
  availability_no: CLIENT_COMPANY_USERS,
  // associations: a client invites a supplier-side company, which asks a client to join its list.
  association_invite: ASSOCIATION_SUPPLIER_ROLES,
  association_request: ASSOCIATION_CLIENT_ROLES,
  association_accepted: ASSOCIATION_ROLES,
  association_refused: ASSOCIATION_ROLES,
  // collaborations (notifySides): every user of the side named.
  collaboration_requested: SUPPLIER_COMPANY_USERS,
  collaboration_started: BOTH_SIDES,
  collaboration_completed: BOTH_SIDES,
  collaboration_cancelled: BOTH_SIDES,
  interview_proposed: SUPPLIER_COMPANY_USERS,
  interview_declined: CLIENT_COMPANY_USERS,
  interview_invitee_declined: CLIENT_COMPANY_USERS,
  interview_reminder: BOTH_SIDES,
  interview_positive: SUPPLIER_COMPANY_USERS,
  interview_negative: SUPPLIER_COMPANY_USERS,
  collaboration_feedback: SUPPLIER_COMPANY_USERS,
  collaboration_external_feedback: SUPPLIER_COMPANY_USERS,
  collaboration_feedback_reply: CLIENT_COMPANY_USERS,
  // services: staff review what suppliers submit; the supplier's service managers hear the verdict.
  service_submitted: SERVICE_REVIEWER_ROLES,
  service_approved: SERVICE_MANAGER_ROLES,
  service_rejected: SERVICE_MANAGER_ROLES,
  // service-requests (notifySide): the supplier's service managers, the client's requesters.
  service_request_received: SERVICE_MANAGER_ROLES,
  service_request_accepted: SERVICE_MANAGER_ROLES,
  service_request_not_chosen: SERVICE_MANAGER_ROLES,
  service_request_cancelled: SERVICE_MANAGER_ROLES,
  service_request_answered: SERVICE_REQUESTER_ROLES,
  service_request_declined: SERVICE_REQUESTER_ROLES,
  public_link_contact: PUBLIC_LINK_OWNER_ROLES,
  saved_search_alert: SAVED_SEARCH_ANY_ROLES,
};

/**
 * Whether a user of this role receives the event's e-mail. An event without a declared audience is offered to
 * everyone, so a new notification type is never hidden from those it reaches.
 */
export function receivesEmailEvent(type: string, roleId: number): boolean {
  const audience = EMAIL_EVENT_AUDIENCE[type];
  return audience === undefined || (audience as readonly number[]).includes(roleId);
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
