import { and, asc, eq, exists, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  appUser,
  brand,
  company,
  emailPreference,
  emailSetting,
  notification,
} from "../../db/schema/index.ts";

/** The people just notified of `eventType`, with what decides whether and how they get a mail. */
export function instantMailRecipients(db: DbOrTx, userIds: number[], eventType: string) {
  return db
    .select({
      id: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      language: appUser.language,
      disabledAt: appUser.disabledAt,
      confirmedAt: appUser.emailConfirmedAt,
      delivery: emailSetting.delivery,
      off: emailSetting.notificationsOff,
      enabled: emailPreference.enabled,
      brandHost: brand.hostPattern,
    })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(brand, eq(brand.id, company.brandId))
    .leftJoin(emailSetting, eq(emailSetting.userId, appUser.id))
    .leftJoin(
      emailPreference,
      and(eq(emailPreference.userId, appUser.id), eq(emailPreference.eventType, eventType)),
    )
    .where(inArray(appUser.id, userIds));
}

/** Marks notifications as settled for mail (sent, kept out of mail, or part of a digest). */
export async function markNotificationsEmailed(db: DbOrTx, ids: number[]): Promise<void> {
  await db.update(notification).set({ emailedAt: sql`now()` }).where(inArray(notification.id, ids));
}

/**
 * Claims one user due for a daily digest (daily delivery, last digest a day ago or never, notifications waiting)
 * by moving last_digest_at, FOR UPDATE SKIP LOCKED so concurrent instances never claim the same user. Inside a
 * transaction; undefined when nobody is due.
 */
export async function claimDueDigestUser(tx: DbOrTx): Promise<{ userId: number } | undefined> {
  const due = tx
    .select({ userId: emailSetting.userId })
    .from(emailSetting)
    .where(
      and(
        eq(emailSetting.delivery, "daily"),
        eq(emailSetting.notificationsOff, false),
        or(isNull(emailSetting.lastDigestAt), lte(emailSetting.lastDigestAt, sql`now() - interval '1 day'`)),
        exists(
          tx
            .select({ one: sql`1` })
            .from(notification)
            .where(and(eq(notification.userId, emailSetting.userId), isNull(notification.emailedAt))),
        ),
      ),
    )
    .orderBy(asc(emailSetting.userId))
    .limit(1)
    .for("update", { skipLocked: true });
  const [user] = await tx
    .update(emailSetting)
    .set({ lastDigestAt: sql`now()` })
    .where(inArray(emailSetting.userId, due))
    .returning({ userId: emailSetting.userId });
  return user;
}

/** The digest's recipient: address, name, language, whether disabled, and the brand host of their company. */
export async function digestRecipient(db: DbOrTx, userId: number) {
  const [person] = await db
    .select({
      email: appUser.email,
      firstname: appUser.firstname,
      language: appUser.language,
      disabledAt: appUser.disabledAt,
      brandHost: brand.hostPattern,
    })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .leftJoin(brand, eq(brand.id, company.brandId))
    .where(eq(appUser.id, userId));
  return person;
}

/** The user's notifications not yet settled for mail, oldest first, at most `max`. */
export function waitingNotifications(db: DbOrTx, userId: number, max: number) {
  return db
    .select({
      id: notification.id,
      type: notification.type,
      params: notification.params,
      link: notification.link,
    })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.emailedAt)))
    .orderBy(asc(notification.id))
    .limit(max);
}

/** The event types the user turned off for e-mail. */
export async function mutedEventTypes(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ type: emailPreference.eventType })
    .from(emailPreference)
    .where(and(eq(emailPreference.userId, userId), eq(emailPreference.enabled, false)));
  return new Set(rows.map((p) => p.type));
}
