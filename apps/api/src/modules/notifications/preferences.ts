import {
  EMAIL_EVENT_GROUPS,
  type EmailPreferences,
  type EmailPreferencesBody,
  emailEventGroup,
  isEmailedEvent,
  type Language,
  receivesEmailEvent,
  type UnsubscribeResult,
} from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { TokenService } from "../auth/index.ts";
import { OPT_OUT } from "./email.ts";
import {
  emailPreferenceRows,
  setNewsletter,
  switchEmailOff,
  upsertEmailSetting,
  upsertEventPreferences,
  userEmail,
} from "./queries.ts";
import { NOTIFICATION_TEXTS } from "./texts.ts";

/** The e-mailed events a role receives (contracts EMAIL_EVENT_AUDIENCE). */
const eventsOf = (roleId: number) =>
  Object.keys(NOTIFICATION_TEXTS).filter((type) => isEmailedEvent(type) && receivesEmailEvent(type, roleId));

/** The event catalogue of a role: the notification types it is e-mailed, grouped and labelled in its language. */
function catalogue(language: Language, roleId: number) {
  const types = new Set(eventsOf(roleId));
  return Object.entries(NOTIFICATION_TEXTS)
    .filter(([type]) => types.has(type))
    .map(([type, texts]) => ({ type, group: emailEventGroup(type), label: texts[language].title }))
    .sort(
      (a, b) =>
        EMAIL_EVENT_GROUPS.indexOf(a.group) - EMAIL_EVENT_GROUPS.indexOf(b.group) ||
        a.label.localeCompare(b.label, language),
    );
}

export async function getEmailPreferences(
  db: Db,
  reader: { userId: number; roleId: number },
  language: Language,
): Promise<EmailPreferences> {
  const { userId, roleId } = reader;
  const { user, setting, prefs } = await emailPreferenceRows(db, userId);
  const chosen = new Map(prefs.map((p) => [p.type, p.enabled]));
  return {
    events: catalogue(language, roleId).map((e) => ({ ...e, enabled: chosen.get(e.type) ?? true })),
    delivery: setting?.delivery === "daily" ? "daily" : "instant",
    notifications: !(setting?.notificationsOff ?? false),
    newsletter: Boolean(user?.newsletter) && !(setting?.newsletterOff ?? false),
  };
}

/**
 * Saves the preferences. Unknown event types, and those the user's role is never e-mailed, are a field error. Switching to the daily digest starts its clock
 * now, so the first digest comes a day later rather than at once.
 */
export async function saveEmailPreferences(
  db: Db,
  user: { userId: number; roleId: number },
  language: Language,
  body: EmailPreferencesBody,
): Promise<EmailPreferences> {
  const { userId } = user;
  const known = new Set(eventsOf(user.roleId));
  const unknown = body.events.findIndex((e) => !known.has(e.type));
  if (unknown >= 0)
    throw new AppError("validation.failed", {
      fieldErrors: [{ field: `events.${unknown}.type`, code: "validation.invalid", message: "" }],
    });
  await db.transaction(async (tx) => {
    if (body.events.length) await upsertEventPreferences(tx, userId, body.events);
    await upsertEmailSetting(tx, userId, body);
    await setNewsletter(tx, userId, body.newsletter);
  });
  return getEmailPreferences(db, user, language);
}

/**
 * The opt-out links of the mails, without login: the token names the user and is bound to its purpose; an
 * expired, forged or other-purpose token is refused. Idempotent: using a link twice answers the same.
 */
export async function optOut(
  db: Db,
  tokens: TokenService,
  kind: UnsubscribeResult["kind"],
  token: string,
): Promise<UnsubscribeResult> {
  const userId = await tokens.verifyPurpose(OPT_OUT[kind], token);
  if (userId === "expired") throw new AppError("notifications.link_expired");
  if (userId === "invalid") throw new AppError("notifications.link_invalid");
  const user = await userEmail(db, userId);
  if (!user) throw new AppError("notifications.link_invalid");
  await db.transaction(async (tx) => {
    await switchEmailOff(tx, userId, kind);
    if (kind === "newsletter") await setNewsletter(tx, userId, false);
  });
  return { email: user.email, kind };
}
