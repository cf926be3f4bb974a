import { must, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, need, notification, position } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type Item = { type: string; title: string; subject: string; link: string | null; round: boolean };

describe('§8 "Invite" summary of pending invitations (You have N invites)', () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const invite = async (profileId: number, positionId: number, token: string) => {
    const res = await call("POST", `/api/profiles/${profileId}/position-invitations`, token, {
      position_id: positionId,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const list = async (token: string, query = "") => {
    const res = await call("GET", `/api/notifications/getNotifications?limit=50${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.notifications as Item[];
  };
  const summaries = async (token: string) => (await list(token)).filter((n) => n.type === "invite");
  const unreadSummaryRows = async (userId: number) =>
    db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.type, "invite")));

  /** A supplier (Italian) with an English manager, an employee and three published profiles; a client with two open positions. */
  async function scene() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const manager = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_MANAGEMENT);
    await call("POST", "/api/auth/updateLanguage", manager.token, { language: "en" });
    const employee = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
    const profiles = [];
    for (const firstname of ["Giulia", "Marco", "Sara"])
      profiles.push(await kit.create(supplier.token, { firstname }));
    await call("POST", "/api/profiles/publication", supplier.token, {
      ids: profiles.map((p) => p.id),
      published: true,
    });
    const client = await kit.member(ROLE.CLIENT);
    const [n] = await db()
      .insert(need)
      .values({ companyId: client.companyId, type: "tm", title: "Core banking", status: "published" })
      .returning();
    const needId = must(n, "the inserted need").id;
    const [first, second] = await db()
      .insert(position)
      .values([
        { needId, title: "Java developer", status: "published" },
        { needId, title: "Tester", status: "published" },
      ])
      .returning();
    const [a, b, c] = profiles.map((p) => p.id);
    return {
      supplier,
      manager,
      employee,
      client,
      profiles: { a: must(a, "profile a"), b: must(b, "profile b"), c: must(c, "profile c") },
      positions: { first: must(first, "first position").id, second: must(second, "second position").id },
    };
  }

  it("keeps one unread summary per user with a real plural, in each reader's language, counting only pending invitations", async () => {
    const { supplier, manager, employee, client, profiles, positions } = await scene();

    await invite(profiles.a, positions.first, client.token);
    expect(await summaries(supplier.token)).toEqual([
      expect.objectContaining({
        title: "Invito",
        subject: "Hai 1 invito",
        round: true,
        // One invitation: the summary opens its position, where it is answered with a quote.
        link: `/position_list?open=${positions.first}`,
      }),
    ]);
    expect(await summaries(manager.token)).toEqual([
      expect.objectContaining({ title: "Invite", subject: "You have 1 invite" }),
    ]);

    await invite(profiles.b, positions.first, client.token);
    const two = await summaries(supplier.token);
    expect(two).toEqual([
      expect.objectContaining({ subject: "Hai 2 inviti", link: "/notifications?type=quote_invitation" }),
    ]);
    expect((await summaries(manager.token)).map((s) => s.subject)).toEqual(["You have 2 invites"]);
    // Updated, not stacked: one summary row per user, newest on top of the list.
    expect(await unreadSummaryRows(supplier.user.id)).toHaveLength(1);
    expect((await list(supplier.token))[0]?.type).toBe("invite");

    // Answering an invitation (a quote with the profile) takes it out of the count.
    const quoted = await call("POST", `/api/positions/${positions.first}/quotes`, supplier.token, {
      daily_rate: 400,
      date_start: inDays(10),
      date_end: inDays(100),
      profile_number: 1,
      profile_ids: [profiles.a],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    // The unread summary is corrected in place: one pending invitation left, opening its position.
    expect(await summaries(supplier.token)).toEqual([
      expect.objectContaining({
        subject: "Hai 1 invito",
        round: true,
        link: `/position_list?open=${positions.first}`,
      }),
    ]);
    expect(await unreadSummaryRows(supplier.user.id)).toHaveLength(1);
    await invite(profiles.c, positions.second, client.token);
    expect((await summaries(supplier.token)).map((s) => s.subject)).toEqual(["Hai 2 inviti"]);

    // A summary already read stays as it was; the next invitation brings a new unread one.
    await call("POST", "/api/notifications/readNotifications", supplier.token, {});
    await invite(profiles.a, positions.second, client.token);
    const after = await summaries(supplier.token);
    expect(after.map((s) => [s.subject, s.round])).toEqual([
      ["Hai 3 inviti", true],
      ["Hai 2 inviti", false],
    ]);
    expect((await summaries(manager.token)).map((s) => s.subject)).toEqual(["You have 3 invites"]);

    // Answering every pending invitation leaves no summary to read.
    for (const profileId of [profiles.a, profiles.c]) {
      const answered = await call("POST", `/api/positions/${positions.second}/quotes`, supplier.token, {
        daily_rate: 420,
        date_start: inDays(10),
        date_end: inDays(100),
        profile_number: 1,
        profile_ids: [profileId],
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    expect((await summaries(manager.token)).map((s) => [s.subject, s.round])).toEqual([
      ["You have 1 invite", true],
    ]);
    const answeredAll = await call("POST", `/api/positions/${positions.first}/quotes`, supplier.token, {
      daily_rate: 410,
      date_start: inDays(10),
      date_end: inDays(100),
      profile_number: 1,
      profile_ids: [profiles.b],
    });
    expect(answeredAll.statusCode, answeredAll.body).toBe(200);
    expect(await summaries(manager.token)).toEqual([]);
    expect((await summaries(supplier.token)).map((s) => s.round)).toEqual([false]);

    // Supplier employees are not told of invitations (§6: no invitation check for them).
    expect(await list(employee.token)).toEqual([]);
  });

  it("lists only the invitation notices behind the summary, refusing a malformed type", async () => {
    const { supplier, client, profiles, positions } = await scene();
    await invite(profiles.a, positions.first, client.token);
    await invite(profiles.b, positions.second, client.token);
    const notices = await list(supplier.token, "&type=quote_invitation");
    expect(notices.map((n) => n.type)).toEqual(["quote_invitation", "quote_invitation"]);
    expect(notices.map((n) => n.link)).toEqual([
      `/position_list?open=${positions.second}`,
      `/position_list?open=${positions.first}`,
    ]);
    const bad = await call("GET", "/api/notifications/getNotifications?type=DROP%20TABLE", supplier.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "type", code: "validation.invalid" });
    expect((await call("GET", "/api/notifications/getNotifications?type=invite")).statusCode).toBe(401);
  });

  it("follows the e-mail preferences: the summary is in-app only, each invitation mails per the user's choice", async () => {
    const { supplier, manager, client, profiles, positions } = await scene();
    const saved = await call("PUT", "/api/notifications/email-preferences", manager.token, {
      events: [{ type: "quote_invitation", enabled: false }],
      delivery: "instant",
      notifications: true,
      newsletter: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await invite(profiles.a, positions.first, client.token);
    await invite(profiles.b, positions.second, client.token);
    const mails = async (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
    // The supplier (instant, every event on) gets one mail per invitation and none for the summary.
    const supplierMails = await mails(supplier.user.email);
    expect(supplierMails).toHaveLength(2);
    expect(supplierMails.map((m) => m.subject).join(" ")).not.toMatch(/Hai \d+ invit/);
    expect(supplierMails.every((m) => m.subject.startsWith("Invito a una posizione"))).toBe(true);
    // The manager switched invitation mails off: no mail, the in-app summary all the same.
    expect(await mails(manager.user.email)).toHaveLength(0);
    expect((await summaries(manager.token)).map((s) => s.subject)).toEqual(["You have 2 invites"]);
    // The summary never waits for a digest either.
    const waiting = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, manager.user.id), eq(notification.type, "invite")));
    expect(waiting.every((n) => n.emailedAt !== null)).toBe(true);
  });
});
