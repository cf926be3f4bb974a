import { isEmailedEvent, type Language } from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../lib/context.ts";
import { brandPublicUrl } from "../../lib/public-url.ts";
import { queueMail } from "../../mail/mailer.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { TokenService } from "../auth/index.ts";
import { type MailLinkHook, mailLinkHooks, recipientLink } from "./mail-links.ts";
import {
  claimDueDigestUser,
  digestRecipient,
  instantMailRecipients,
  markNotificationsEmailed,
  mutedEventTypes,
  waitingNotifications,
} from "./mail-queries.ts";
import { type MailLinks, renderNotificationMail } from "./mail-texts.ts";
import { renderNotification } from "./texts.ts";

/**
 * What notification e-mails need besides the database: link signing, APP_URL (links go to the recipient company's
 * brand host when it names one, else there: lib/public-url.ts), whether SMTP is on, and the modules' per-recipient
 * link hooks (mail-links.ts).
 */
export type NotificationMailDeps = {
  tokens: TokenService;
  appUrl: string;
  smtp: boolean;
  brandName: string;
  linkHooks: readonly MailLinkHook[];
};

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
    linkHooks: mailLinkHooks(ctx.bus),
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
type Event = {
  type: string;
  params: Record<string, string | number>;
  link: string | null;
  /** A list of entries as the mail's body (notifyUsers' mailEntries). */
  entries?: (language: Language) => { title: string; subject: string; link: string }[];
};

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
  const people = await instantMailRecipients(
    db,
    created.map((c) => c.userId),
    event.type,
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
    const entries = event.entries?.(language);
    await queueMail(
      db,
      deps.smtp,
      renderNotificationMail({
        to: person.email,
        name: person.firstname,
        language,
        brandName: deps.brandName,
        items: entries
          ? entries.map((e) => ({ title: e.title, subject: e.subject, url: appLink(base, e.link) }))
          : [{ ...texts, url: appLink(base, await recipientLink(db, deps, person.id, event.link)) }],
        links: await mailLinks(deps, base, person.id),
        digest: Boolean(entries),
        ...(entries ? { heading: texts } : {}),
      }),
    );
  }
  if (settled.length) await markNotificationsEmailed(db, settled);
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
      const user = await claimDueDigestUser(tx);
      if (!user) return false;
      queued += (await digestFor(tx, deps, user.userId)) ? 1 : 0;
      return true;
    });
    if (!claimed) break;
  }
  return queued;
}

async function digestFor(db: DbOrTx, deps: NotificationMailDeps, userId: number): Promise<boolean> {
  const person = await digestRecipient(db, userId);
  const waiting = await waitingNotifications(db, userId, DIGEST_MAX_ITEMS);
  if (!person || waiting.length === 0) return false;
  const off = await mutedEventTypes(db, userId);
  const language = languageOf(person.language);
  const base = brandPublicUrl(deps.appUrl, person.brandHost);
  // One after the other: the hooks read the database inside this transaction.
  const items: (ReturnType<typeof renderNotification> & { url: string })[] = [];
  for (const n of waiting.filter((w) => isEmailedEvent(w.type) && !off.has(w.type)))
    items.push({
      ...renderNotification(n.type, n.params, language),
      url: appLink(base, await recipientLink(db, deps, userId, n.link)),
    });
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
  await markNotificationsEmailed(
    db,
    waiting.map((n) => n.id),
  );
  return items.length > 0 && !person.disabledAt;
}
