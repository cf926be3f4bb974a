import type { EmailPreferencesBody } from "@mkt/contracts";
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { appUser, emailPreference, emailSetting, notification } from "../../db/schema/index.ts";

/** Enabled users of a company with one of the roles: who is notified of an event concerning the company. */
export async function companyRecipients(db: DbOrTx, companyId: number, roles: readonly number[]) {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(eq(appUser.companyId, companyId), inArray(appUser.roleId, [...roles]), isNull(appUser.disabledAt)),
    );
  return rows.map((r) => r.id);
}

/** Stores one notification per user; their ids. `emailedAt` null leaves them to the mail side. */
export async function insertNotifications(
  db: DbOrTx,
  userIds: number[],
  input: {
    type: string;
    params: Record<string, string | number>;
    icon: string;
    link: string | null;
    emailedAt: SQL | null;
  },
) {
  return db
    .insert(notification)
    .values(
      userIds.map((userId) => ({
        userId,
        type: input.type,
        params: input.params,
        icon: input.icon,
        link: input.link,
        emailedAt: input.emailedAt,
      })),
    )
    .returning({ id: notification.id, userId: notification.userId });
}

/** Removes the user's unread notifications of one type (a summary replaced or no longer true); how many. */
export async function deleteUnreadOfType(db: DbOrTx, userId: number, type: string) {
  const gone = await db
    .delete(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, type), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return gone.length;
}

/** Rewrites the params and link of the user's unread notifications of one type, in place; how many. */
export async function updateUnreadOfType(
  db: DbOrTx,
  userId: number,
  type: string,
  set: { params: Record<string, string | number>; link: string | null },
) {
  const changed = await db
    .update(notification)
    .set(set)
    .where(and(eq(notification.userId, userId), eq(notification.type, type), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return changed.length;
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

/** The user's newest notifications (of one type when given), before an id when given (keyset pagination). */
export async function notificationWindow(
  db: Db,
  userId: number,
  limit: number,
  beforeId?: number,
  type?: string,
) {
  return db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        beforeId ? lt(notification.id, beforeId) : undefined,
        type ? eq(notification.type, type) : undefined,
      ),
    )
    .orderBy(desc(notification.id))
    .limit(limit);
}

/** Marks the user's unread notifications read: these ids, or all of them. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[] | undefined) {
  await db
    .update(notification)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notification.userId, userId),
        isNull(notification.readAt),
        ids ? inArray(notification.id, ids) : undefined,
      ),
    );
}

/** The user's newsletter flag, delivery settings and per-event choices (three statements, in parallel). */
export async function emailPreferenceRows(db: Db, userId: number) {
  const [[user], [setting], prefs] = await Promise.all([
    db.select({ newsletter: appUser.newsletter }).from(appUser).where(eq(appUser.id, userId)),
    db.select().from(emailSetting).where(eq(emailSetting.userId, userId)),
    db
      .select({ type: emailPreference.eventType, enabled: emailPreference.enabled })
      .from(emailPreference)
      .where(eq(emailPreference.userId, userId)),
  ]);
  return { user, setting, prefs };
}

/** Sets the user's choice per event type. */
export async function upsertEventPreferences(
  db: DbOrTx,
  userId: number,
  events: { type: string; enabled: boolean }[],
) {
  await db
    .insert(emailPreference)
    .values(events.map((e) => ({ userId, eventType: e.type, enabled: e.enabled })))
    .onConflictDoUpdate({
      target: [emailPreference.userId, emailPreference.eventType],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/**
 * Sets the user's delivery settings. Switching to the daily digest starts its clock now (a user already on daily
 * keeps the time of the last digest).
 */
export async function upsertEmailSetting(
  db: DbOrTx,
  userId: number,
  body: Pick<EmailPreferencesBody, "delivery" | "notifications" | "newsletter">,
) {
  const daily = body.delivery === "daily";
  await db
    .insert(emailSetting)
    .values({
      userId,
      delivery: body.delivery,
      notificationsOff: !body.notifications,
      newsletterOff: !body.newsletter,
      lastDigestAt: daily ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: emailSetting.userId,
      set: {
        delivery: body.delivery,
        notificationsOff: !body.notifications,
        newsletterOff: !body.newsletter,
        lastDigestAt: daily
          ? sql`CASE WHEN ${emailSetting.delivery} = 'daily' THEN ${emailSetting.lastDigestAt} ELSE now() END`
          : emailSetting.lastDigestAt,
        updatedAt: sql`now()`,
      },
    });
}

/** Turns one kind of mail off for the user (notifications or newsletter). */
export async function switchEmailOff(db: DbOrTx, userId: number, kind: "notifications" | "newsletter") {
  const change = kind === "notifications" ? { notificationsOff: true } : { newsletterOff: true };
  await db
    .insert(emailSetting)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: emailSetting.userId, set: { ...change, updatedAt: sql`now()` } });
}

/** The user's newsletter subscription flag. */
export async function setNewsletter(db: DbOrTx, userId: number, newsletter: boolean) {
  await db.update(appUser).set({ newsletter }).where(eq(appUser.id, userId));
}

/** The user's e-mail address (undefined when the user does not exist). */
export async function userEmail(db: Db, userId: number) {
  const [user] = await db.select({ email: appUser.email }).from(appUser).where(eq(appUser.id, userId));
  return user;
}
