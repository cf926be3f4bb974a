import { formatDayMonthYear, type Language } from "@mkt/contracts";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { mailNewNotifications, notificationMailOf } from "./email.ts";
import {
  countUnreadNotifications,
  deleteUnreadOfType,
  insertNotifications,
  markNotificationsRead,
  notificationWindow,
  updateUnreadOfType,
} from "./queries.ts";
import { renderNotification } from "./texts.ts";

export type NewNotification = {
  type: string;
  params?: Record<string, string | number>;
  icon?: string;
  link?: string;
  /**
   * An instant e-mail listing these entries (in the reader's language, each with its own link) instead of the
   * notification alone: the saved-search alerts. A daily-digest user gets the notification in the digest.
   */
  mailEntries?: (language: Language) => MailEntry[];
};
export type MailEntry = { title: string; subject: string; link: string };

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
  const created = await insertNotifications(db, userIds, {
    type: input.type,
    params: input.params ?? {},
    icon: input.icon ?? "notifications",
    link: input.link ?? null,
    emailedAt: mail ? null : sql`now()`,
  });
  if (mail)
    await mailNewNotifications(db, mail, created, {
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
      ...(input.mailEntries ? { entries: input.mailEntries } : {}),
    });
  await bus.publish(db, { type: "notification", userIds, data: { kind: input.type } });
}

/**
 * A summary notification (one per user and type while unread, such as "You have N invites"): the user's unread
 * one of that type is replaced by this newer one, at the top of the list, so a new event updates it instead of
 * stacking another. Mail and push as notifyUsers.
 */
export async function replaceUnreadNotification(
  db: DbOrTx,
  bus: RealtimeBus,
  userId: number,
  input: NewNotification,
): Promise<void> {
  await deleteUnreadOfType(db, userId, input.type);
  await notifyUsers(db, bus, [userId], input);
}

/**
 * Brings the user's unread summary of a type up to date in place (no new notification, no mail): new params and
 * link, or gone when `next` is null (nothing left to tell). Without an unread one, nothing happens. The user's
 * open tabs hear of a change at once.
 */
export async function reviseUnreadNotification(
  db: DbOrTx,
  bus: RealtimeBus,
  userId: number,
  type: string,
  next: { params: Record<string, string | number>; link: string | null } | null,
): Promise<void> {
  const changed = next
    ? await updateUnreadOfType(db, userId, type, next)
    : await deleteUnreadOfType(db, userId, type);
  if (changed > 0) await bus.publish(db, { type: "notification", userIds: [userId], data: { kind: type } });
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return countUnreadNotifications(db, userId);
}

const two = (n: number) => String(n).padStart(2, "0");
/** §9 display format DD/MM/YYYY HH:mm:ss (Italian time). */
function displayTime(date: Date): string {
  const local = new Date(date.toLocaleString("en-US", { timeZone: "Europe/Rome" }));
  return `${formatDayMonthYear(new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())))} ${two(local.getHours())}:${two(local.getMinutes())}:${two(local.getSeconds())}`;
}

/**
 * The newest notifications (keyset-paginated by id; of one type when given), rendered in the reader's language,
 * with the unread count of them all.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  language: Language,
  limit: number,
  beforeId?: number,
  type?: string,
) {
  const rows = await notificationWindow(db, userId, limit, beforeId, type);
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
  await markNotificationsRead(db, userId, ids);
  await bus.publish(db, { type: "notification", userIds: [userId], data: { kind: "read" } });
  return unreadCount(db, userId);
}
