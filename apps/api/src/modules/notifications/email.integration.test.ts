import { must, ROLE } from "@mkt/contracts";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, emailPreference, emailSetting, notification } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, lastMailTo, useTestApp } from "../../test/app.ts";
import { notificationMailDeps, OPT_OUT, sendDailyDigests } from "./email.ts";
import { notifyUsers } from "./service.ts";

const t = useTestApp();

const mailsTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
const notificationsOf = (userId: number) =>
  t.database.db.select().from(notification).where(eq(notification.userId, userId));
const notify = (userId: number, type = "quote_received", link = "/need") =>
  notifyUsers(t.database.db, t.ctx.bus, [userId], { type, params: { title: "Java developer" }, link });

describe("notification e-mails", () => {
  it("mails each event at once in the user's language, with the app link and opt-out links", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, language: "en" });
    await notify(user.id);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      status: "stored",
      template: "notification",
      language: "en",
      subject: "New quote: You received a quote for Java developer.",
    });
    expect(must(mail, "the mail").text).toContain("Open in the platform: http://app.test/need");
    expect(must(mail, "the mail").text).toContain(
      "http://app.test/authentication/unsubscribe/notifications?token=",
    );
    expect(must(mail, "the mail").text).toContain(
      "http://app.test/authentication/unsubscribe/newsletter?token=",
    );
    expect(must(mail, "the mail").html).toContain("Stop notification e-mails");
    const [row] = await notificationsOf(user.id);
    expect(must(row, "the notification row").emailedAt).not.toBeNull();

    const italian = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    await notify(italian.id, "quote_accepted", "/position_list");
    const [it_] = await mailsTo(italian.email);
    expect(must(it_, "the Italian mail").subject).toBe(
      "Preventivo accettato: Il cliente ha accettato il tuo preventivo per Java developer.",
    );
    expect(must(it_, "the Italian mail").text).toContain(
      "Apri sulla piattaforma: http://app.test/position_list",
    );
  });

  it("sends nothing for an event switched off or to a user who unsubscribed from notification mails", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    await t.database.db
      .insert(emailPreference)
      .values({ userId: user.id, eventType: "quote_received", enabled: false });
    await notify(user.id);
    expect(await mailsTo(user.email)).toHaveLength(0);
    await notify(user.id, "quote_viewed");
    expect(await mailsTo(user.email)).toHaveLength(1);
    await t.database.db.insert(emailSetting).values({ userId: user.id, notificationsOff: true });
    await notify(user.id, "quote_viewed");
    expect(await mailsTo(user.email)).toHaveLength(1);
    // Nothing is left waiting for a digest either.
    expect((await notificationsOf(user.id)).every((n) => n.emailedAt !== null)).toBe(true);
  });

  it("gathers a daily user's notifications into one digest a day, claimed once across concurrent runs", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER, language: "en" });
    const other = await createUser(t.database.db, { role: ROLE.CLIENT });
    await t.database.db.insert(emailSetting).values({ userId: user.id, delivery: "daily" });
    await t.database.db
      .insert(emailPreference)
      .values({ userId: user.id, eventType: "quote_viewed", enabled: false });
    await notify(user.id, "quote_accepted");
    await notify(user.id, "association_invite", "/collaborations_invite");
    await notify(user.id, "quote_viewed");
    await notify(other.id);
    expect(await mailsTo(user.email)).toHaveLength(0);

    const deps = notificationMailDeps(t.ctx);
    const runs = await Promise.all([
      sendDailyDigests(t.database.db, deps),
      sendDailyDigests(t.database.db, deps),
    ]);
    expect(must(runs[0], "the first run") + must(runs[1], "the second run")).toBe(1);
    const [digest, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(digest).toMatchObject({
      template: "notification_digest",
      subject: "Your summary: 2 notifications",
    });
    expect(must(digest, "the digest").text).toContain("Quote accepted");
    expect(must(digest, "the digest").text).toContain("http://app.test/collaborations_invite");
    expect(must(digest, "the digest").text).not.toContain("Quote viewed");
    expect((await notificationsOf(user.id)).every((n) => n.emailedAt !== null)).toBe(true);

    // One a day: a new event waits until a day has passed since the last digest.
    await notify(user.id, "quote_discarded");
    expect(await sendDailyDigests(t.database.db, deps)).toBe(0);
    await t.database.db
      .update(emailSetting)
      .set({ lastDigestAt: sql`now() - interval '25 hours'` })
      .where(eq(emailSetting.userId, user.id));
    expect(await sendDailyDigests(t.database.db, deps)).toBe(1);
    expect(must((await mailsTo(user.email))[0], "the digest mail").subject).toBe(
      "Your summary: 1 notification",
    );
  });
});

describe("e-mail preferences", () => {
  it("lists the event types the role is e-mailed, grouped with their label, on by default, and saves the choices", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    const get = () =>
      t.app.inject({ method: "GET", url: "/api/notifications/email-preferences", headers: bearer(token) });
    const initial = (await get()).json().data;
    expect(initial).toMatchObject({ delivery: "instant", notifications: true, newsletter: false });
    expect(initial.events).toContainEqual({
      type: "association_invite",
      group: "associations",
      label: "Supplier list invitation",
      enabled: true,
    });
    expect(initial.events).toContainEqual(
      expect.objectContaining({ type: "quote_accepted", group: "quotes" }),
    );
    // The client's side of a quote, and the staff's review queue, are not the supplier's mails.
    const types = initial.events.map((e: { type: string }) => e.type);
    expect(types).not.toContain("quote_received");
    expect(types).not.toContain("service_submitted");

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/email-preferences",
      headers: bearer(token),
      payload: {
        events: [{ type: "association_invite", enabled: false }],
        delivery: "daily",
        notifications: true,
        newsletter: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ delivery: "daily", newsletter: true });
    expect(saved.json().data.events).toContainEqual(
      expect.objectContaining({ type: "association_invite", enabled: false }),
    );
    const [setting] = await t.database.db.select().from(emailSetting).where(eq(emailSetting.userId, user.id));
    expect(setting).toMatchObject({ delivery: "daily", newsletterOff: false });
    expect(must(setting, "the e-mail setting").lastDigestAt).not.toBeNull();
    expect((await get()).json().data.events).toContainEqual(
      expect.objectContaining({ type: "association_invite", enabled: false }),
    );
  });

  it("gives staff only the mails they receive, and refuses another role's event", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/notifications/email-preferences",
      headers: bearer(staff.token),
    });
    expect(listed.json().data.events.map((e: { type: string }) => e.type)).toEqual(["service_submitted"]);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/email-preferences",
      headers: bearer(staff.token),
      payload: {
        events: [{ type: "quote_received", enabled: false }],
        delivery: "instant",
        notifications: true,
        newsletter: false,
      },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual([
      expect.objectContaining({ field: "events.0.type", code: "validation.invalid" }),
    ]);
  });

  it("refuses unknown event types and bad values, and anonymous callers", async () => {
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: "/api/notifications/email-preferences",
        headers: bearer(token),
        payload,
      });
    const unknown = await put({
      events: [{ type: "nope", enabled: true }],
      delivery: "instant",
      notifications: true,
      newsletter: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ field: "events.0.type", code: "validation.invalid" }),
    ]);
    const bad = await put({ events: [], delivery: "weekly", notifications: true, newsletter: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: "delivery" })]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notifications/email-preferences" })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/notifications/email-preferences", payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe("opt-out links without login", () => {
  it("switches notification mails off from the mail's link, idempotently", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, language: "en" });
    await notify(user.id);
    const { token } = must(
      await lastMailTo(t.database.db, user.email, "/authentication/unsubscribe/notifications"),
      "the notification mail with its opt-out link",
    );
    const url = `/api/auth/disactiveNotification?token=${token}`;
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ email: user.email, kind: "notifications" });
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    await notify(user.id);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("unsubscribes from the newsletter", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const token = await t.ctx.tokens.signPurpose(OPT_OUT.newsletter, user.id, "1d");
    const res = await t.app.inject({ method: "GET", url: `/api/auth/disactiveNewsLetter?token=${token}` });
    expect(res.json().data).toEqual({ email: user.email, kind: "newsletter" });
    const [setting] = await t.database.db.select().from(emailSetting).where(eq(emailSetting.userId, user.id));
    expect(setting).toMatchObject({ newsletterOff: true, notificationsOff: false });
  });

  it("refuses expired, forged and other-purpose tokens with a clear code", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const expired = await t.ctx.tokens.signPurpose(
      OPT_OUT.notifications,
      user.id,
      Math.floor(Date.now() / 1000) - 60,
    );
    const newsletter = await t.ctx.tokens.signPurpose(OPT_OUT.newsletter, user.id, "1d");
    const valid = await t.ctx.tokens.signPurpose(OPT_OUT.notifications, user.id, "1d");
    const forged = `${valid.slice(0, -4)}AAAA`;
    const access = await t.ctx.tokens.signAccess(
      user.id,
      "00000000-0000-0000-0000-000000000000",
      ROLE.CLIENT,
      0,
    );
    const get = (token: string, path = "disactiveNotification") =>
      t.app.inject({ method: "GET", url: `/api/auth/${path}?token=${encodeURIComponent(token)}` });
    const cases: [string, string, string][] = [
      [expired, "disactiveNotification", "notifications.link_expired"],
      [forged, "disactiveNotification", "notifications.link_invalid"],
      [newsletter, "disactiveNotification", "notifications.link_invalid"],
      [valid, "disactiveNewsLetter", "notifications.link_invalid"],
      [access, "disactiveNotification", "notifications.link_invalid"],
      ["not-a-token", "disactiveNewsLetter", "notifications.link_invalid"],
    ];
    for (const [token, path, code] of cases) {
      const res = await get(token, path);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/auth/disactiveNotification" })).statusCode).toBe(
      400,
    );
    expect(await t.database.db.select().from(emailSetting)).toHaveLength(0);
  });
});
