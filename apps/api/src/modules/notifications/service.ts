import { formatDayMonthYear, type Language } from "@mkt/contracts";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { appUser, notification } from "../../db/schema/index.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { mailNewNotifications, notificationMailOf } from "./email.ts";
import { renderNotification } from "./texts.ts";

export type NewNotification = {
  type: string;
  params?: Record<string, string | number>;
  icon?: string;
  link?: string;
};

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

/**
 * Stores a notification for each user, queues its e-mail per each user's preferences (instant now, daily in the
 * digest) and pushes it to their open sockets on every instance (after commit). Without the mail side bound to
 * the bus (scripts), notifications are stored as already e-mailed.
 */
export async function notifyUsers(
  db: DbOrTx,
  bus: RealtimeBus,
  userIds: number[],
  input: NewNotification,
): Promise<void> {
  if (userIds.length === 0) return;
  const mail = notificationMailOf(bus);
  const created = await db
    .insert(notification)
    .values(
      userIds.map((userId) => ({
        userId,
        type: input.type,
        params: input.params ?? {},
        icon: input.icon ?? "notifications",
        link: input.link ?? null,
        emailedAt: mail ? null : sql`now()`,
      })),
    )
    .returning({ id: notification.id, userId: notification.userId });
  if (mail)
    await mailNewNotifications(db, mail, created, {
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
    });
  await bus.publish(db, { type: "notification", userIds, data: { kind: input.type } });
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

const two = (n: number) => String(n).padStart(2, "0");
/** §9 display format DD/MM/YYYY HH:mm:ss (Italian time). */
function displayTime(date: Date): string {
  const local = new Date(date.toLocaleString("en-US", { timeZone: "Europe/Rome" }));
  return `${formatDayMonthYear(new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())))} ${two(local.getHours())}:${two(local.getMinutes())}:${two(local.getSeconds())}`;
}

/** The newest notifications (keyset-paginated by id), rendered in the reader's language, with the unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  language: Language,
  limit: number,
  beforeId?: number,
) {
  const rows = await db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), beforeId ? lt(notification.id, beforeId) : undefined))
    .orderBy(desc(notification.id))
    .limit(limit);
  return {
    counterNotificationToRead: await unreadCount(db, userId),
    notifications: rows.map((r) => ({
      id: r.id,
      type: r.type,
      round: r.readAt === null,
      icon: r.icon,
      ...renderNotification(r.type, r.params, language),
      time: displayTime(r.createdAt),
      link: r.link,
    })),
    next_before_id: rows.length === limit ? (rows[rows.length - 1]?.id ?? null) : null,
  };
}

/** Marks the given notifications (or all) of the user as read; the user's other tabs hear of it at once. */
export async function markRead(
  db: Db,
  bus: RealtimeBus,
  userId: number,
  ids: number[] | undefined,
): Promise<number> {
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
  await bus.publish(db, { type: "notification", userIds: [userId], data: { kind: "read" } });
  return unreadCount(db, userId);
}
