import { isEmailedEvent, type Language } from "@mkt/contracts";
import { and, asc, eq, exists, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  appUser,
  brand,
  company,
  emailPreference,
  emailSetting,
  notification,
} from "../../db/schema/index.ts";
import type { AppContext } from "../../lib/context.ts";
import { brandPublicUrl } from "../../lib/public-url.ts";
import { queueMail } from "../../mail/mailer.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { TokenService } from "../auth/index.ts";
import { type MailLinks, renderNotificationMail } from "./mail-texts.ts";
import { renderNotification } from "./texts.ts";

/**
 * What notification e-mails need besides the database: link signing, APP_URL (links go to the recipient company's
 * brand host when it names one, else there: lib/public-url.ts), whether SMTP is on.
 */
export type NotificationMailDeps = { tokens: TokenService; appUrl: string; smtp: boolean; brandName: string };

/**
 * notifyUsers(db, bus, …) is called by every module with the context's bus; the e-mail side of notifications is
 * bound to that same bus, so mail follows every notification without its callers knowing about mail.
 */
const mailByBus = new WeakMap<RealtimeBus, NotificationMailDeps>();

export function attachNotificationMail(ctx: AppContext): void {
  mailByBus.set(ctx.bus, notificationMailDeps(ctx));
}
export function notificationMailDeps(ctx: AppContext): NotificationMailDeps {
  return {
    tokens: ctx.tokens,
    appUrl: ctx.config.appUrl.replace(/\/+$/, ""),
    smtp: Boolean(ctx.config.SMTP_URL),
    brandName: "Marketplace",
  };
}
export function notificationMailOf(bus: RealtimeBus): NotificationMailDeps | undefined {
  return mailByBus.get(bus);
}

/** The purposes of the opt-out tokens; each link works only for its own purpose. */
export const OPT_OUT = { notifications: "optout-notifications", newsletter: "optout-newsletter" } as const;
const OPT_OUT_TTL = "400d";

async function mailLinks(deps: NotificationMailDeps, base: string, userId: number): Promise<MailLinks> {
  const [notifications, newsletter] = await Promise.all([
    deps.tokens.signPurpose(OPT_OUT.notifications, userId, OPT_OUT_TTL),
    deps.tokens.signPurpose(OPT_OUT.newsletter, userId, OPT_OUT_TTL),
  ]);
  return {
    preferences: `${base}/email_notifications`,
    unsubscribe: `${base}/authentication/unsubscribe/notifications?token=${notifications}`,
    newsletter: `${base}/authentication/unsubscribe/newsletter?token=${newsletter}`,
  };
}

const appLink = (base: string, link: string | null) =>
  `${base}${link?.startsWith("/") ? link : "/notifications"}`;
const languageOf = (value: string): Language => (value === "en" ? "en" : "it");

type Created = { id: number; userId: number };
type Event = { type: string; params: Record<string, string | number>; link: string | null };

/**
 * Right after notifications are stored (same transaction): users who want this event instantly get one mail
 * queued in their language and the notification is marked e-mailed; daily users keep it for their digest; users
 * who do not want it have it marked so no digest picks it up.
 */
export async function mailNewNotifications(
  db: DbOrTx,
  deps: NotificationMailDeps,
  created: Created[],
  event: Event,
): Promise<void> {
  const people = await db
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
      and(eq(emailPreference.userId, appUser.id), eq(emailPreference.eventType, event.type)),
    )
    .where(
      inArray(
        appUser.id,
        created.map((c) => c.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const settled: number[] = [];
  for (const row of created) {
    const person = byId.get(row.userId);
    if (!person) continue;
    const wants =
      isEmailedEvent(event.type) &&
      person.confirmedAt !== null &&
      !person.disabledAt &&
      !person.off &&
      (person.enabled ?? true);
    if (wants && person.delivery === "daily") continue;
    settled.push(row.id);
    if (!wants) continue;
    const language = languageOf(person.language);
    const texts = renderNotification(event.type, event.params, language);
    const base = brandPublicUrl(deps.appUrl, person.brandHost);
    await queueMail(
      db,
      deps.smtp,
      renderNotificationMail({
        to: person.email,
        name: person.firstname,
        language,
        brandName: deps.brandName,
        items: [{ ...texts, url: appLink(base, event.link) }],
        links: await mailLinks(deps, base, person.id),
        digest: false,
      }),
    );
  }
  if (settled.length)
    await db.update(notification).set({ emailedAt: sql`now()` }).where(inArray(notification.id, settled));
}

const DIGEST_MAX_ITEMS = 100;

/**
 * Daily digests: each round claims one due user (daily delivery, last digest a day ago or never, notifications
 * waiting) by moving last_digest_at inside its transaction with FOR UPDATE SKIP LOCKED, so instances running
 * this at the same time never pick the same user; the user's waiting notifications become one mail and are
 * marked e-mailed in the same transaction. Returns how many digests were queued.
 */
export async function sendDailyDigests(db: Db, deps: NotificationMailDeps, maxUsers = 50): Promise<number> {
  let queued = 0;
  for (let round = 0; round < maxUsers; round++) {
    const claimed = await db.transaction(async (tx) => {
      const due = tx
        .select({ userId: emailSetting.userId })
        .from(emailSetting)
        .where(
          and(
            eq(emailSetting.delivery, "daily"),
            eq(emailSetting.notificationsOff, false),
            or(
              isNull(emailSetting.lastDigestAt),
              lte(emailSetting.lastDigestAt, sql`now() - interval '1 day'`),
            ),
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
      if (!user) return false;
      queued += (await digestFor(tx, deps, user.userId)) ? 1 : 0;
      return true;
    });
    if (!claimed) break;
  }
  return queued;
}

async function digestFor(db: DbOrTx, deps: NotificationMailDeps, userId: number): Promise<boolean> {
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
  const waiting = await db
    .select({
      id: notification.id,
      type: notification.type,
      params: notification.params,
      link: notification.link,
    })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.emailedAt)))
    .orderBy(asc(notification.id))
    .limit(DIGEST_MAX_ITEMS);
  if (!person || waiting.length === 0) return false;
  const off = new Set(
    (
      await db
        .select({ type: emailPreference.eventType })
        .from(emailPreference)
        .where(and(eq(emailPreference.userId, userId), eq(emailPreference.enabled, false)))
    ).map((p) => p.type),
  );
  const language = languageOf(person.language);
  const base = brandPublicUrl(deps.appUrl, person.brandHost);
  const items = waiting
    .filter((n) => isEmailedEvent(n.type) && !off.has(n.type))
    .map((n) => ({ ...renderNotification(n.type, n.params, language), url: appLink(base, n.link) }));
  if (items.length && !person.disabledAt)
    await queueMail(
      db,
      deps.smtp,
      renderNotificationMail({
        to: person.email,
        name: person.firstname,
        language,
        brandName: deps.brandName,
        items,
        links: await mailLinks(deps, base, userId),
        digest: true,
      }),
    );
  await db
    .update(notification)
    .set({ emailedAt: sql`now()` })
    .where(
      inArray(
        notification.id,
        waiting.map((n) => n.id),
      ),
    );
  return items.length > 0 && !person.disabledAt;
}
