import { must, ROLE } from "@mkt/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { conversation, conversationRead, message } from "../db/schema/index.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { bearer, createCompany, createTestApp, createUserAndLogin, type TestHarness } from "../test/app.ts";
import { resetDatabase } from "../test/database.ts";

/** Two API instances on one database, like two servers behind a load balancer. */
let a: TestHarness;
let b: TestHarness;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
});
beforeEach(async () => {
  await resetDatabase(a.database);
});
afterAll(async () => {
  for (const h of [a, b]) {
    await h.app.close();
    await h.ctx.bus.close();
  }
});

function nextMessage(
  socket: WebSocket,
  timeoutMs = 5000,
): Promise<{ type: string; data: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no message")), timeoutMs);
    socket.once("message", (raw) => {
      clearTimeout(timer);
      resolve(JSON.parse(String(raw)));
    });
  });
}

function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once("close", (code) => resolve(code)));
}

describe("push over the WebSocket, across instances", () => {
  it("delivers a notification created on one instance to a socket open on the other", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const socket = await b.app.injectWS("/api/ws");
    socket.send(JSON.stringify({ type: "auth", token }));
    expect(await nextMessage(socket)).toEqual({ type: "ready", data: { user_id: user.id } });
    const pushed = nextMessage(socket);
    await notifyUsers(a.database.db, a.ctx.bus, [user.id], { type: "welcome", params: { company: "Acme" } });
    expect(await pushed).toEqual({ type: "notification", data: { kind: "welcome" } });
    const list = await b.app.inject({
      method: "GET",
      url: "/api/notifications/getNotifications",
      headers: bearer(token),
    });
    expect(list.json().data.counterNotificationToRead).toBe(1);
    socket.terminate();
  });

  it("tells the user's other tabs when notifications are read", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const socket = await b.app.injectWS("/api/ws");
    socket.send(JSON.stringify({ type: "auth", token }));
    await nextMessage(socket);
    const pushed = nextMessage(socket);
    await a.app.inject({
      method: "POST",
      url: "/api/notifications/readNotifications",
      payload: {},
      headers: bearer(token),
    });
    expect(await pushed).toEqual({ type: "notification", data: { kind: "read" } });
    expect(user.id).toBeGreaterThan(0);
    socket.terminate();
  });

  it("pushes nothing to other users, and nothing from a rolled-back transaction", async () => {
    const alice = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const bob = await createUserAndLogin(a.database.db, a.app, ROLE.SUPPLIER);
    const socket = await b.app.injectWS("/api/ws");
    socket.send(JSON.stringify({ type: "auth", token: alice.token }));
    await nextMessage(socket);
    const received: unknown[] = [];
    socket.on("message", (raw) => received.push(JSON.parse(String(raw))));
    await notifyUsers(a.database.db, a.ctx.bus, [bob.user.id], {
      type: "welcome",
      params: { company: "Bob Srl" },
    });
    await a.database.db
      .transaction(async (tx) => {
        await notifyUsers(tx, a.ctx.bus, [alice.user.id], { type: "welcome", params: { company: "Ghost" } });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);
    socket.terminate();
  });

  it("closes sockets that do not authenticate with a live session", async () => {
    const socket = await b.app.injectWS("/api/ws");
    const code = closed(socket);
    socket.send(JSON.stringify({ type: "auth", token: "not.a.token" }));
    expect(await code).toBe(4401);
    const { token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    const again = await b.app.injectWS("/api/ws");
    const code2 = closed(again);
    again.send(JSON.stringify({ type: "auth", token }));
    expect(await code2).toBe(4401);
  });
});

describe("notifications", () => {
  it("renders in the reader's language, paginates, and marks read", async () => {
    const it_ = await createUserAndLogin(a.database.db, a.app, ROLE.SUPPLIER);
    const en = await createUserAndLogin(a.database.db, a.app, ROLE.SUPPLIER, { language: "en" });
    for (const n of [1, 3]) {
      await notifyUsers(a.database.db, a.ctx.bus, [it_.user.id, en.user.id], {
        type: "invite",
        params: { n },
        icon: "group_add",
      });
    }
    const get = (token: string, qs = "") =>
      a.app.inject({
        method: "GET",
        url: `/api/notifications/getNotifications${qs}`,
        headers: bearer(token),
      });
    const itList = (await get(it_.token)).json().data;
    expect(itList.counterNotificationToRead).toBe(2);
    expect(itList.notifications.map((n: { title: string; subject: string }) => [n.title, n.subject])).toEqual(
      [
        ["Invito", "Hai 3 inviti"],
        ["Invito", "Hai 1 invito"],
      ],
    );
    expect(itList.notifications[0].time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const enList = (await get(en.token, "?limit=1")).json().data;
    expect(enList.notifications).toHaveLength(1);
    expect(enList.notifications[0]).toMatchObject({
      title: "Invite",
      subject: "You have 3 invites",
      round: true,
      icon: "group_add",
    });
    const page2 = (await get(en.token, `?limit=1&before_id=${enList.next_before_id}`)).json().data;
    expect(page2.notifications[0].subject).toBe("You have 1 invite");
    const read = await a.app.inject({
      method: "POST",
      url: "/api/notifications/readNotifications",
      payload: { ids: [enList.notifications[0].id] },
      headers: bearer(en.token),
    });
    expect(read.json().data.counterNotificationToRead).toBe(1);
    // Someone else's ids are ignored.
    await a.app.inject({
      method: "POST",
      url: "/api/notifications/readNotifications",
      payload: { ids: [itList.notifications[0].id] },
      headers: bearer(en.token),
    });
    expect((await get(it_.token)).json().data.counterNotificationToRead).toBe(2);
    expect(
      (
        await a.app.inject({
          method: "POST",
          url: "/api/notifications/readNotifications",
          payload: {},
          headers: bearer(it_.token),
        })
      ).json().data.counterNotificationToRead,
    ).toBe(0);
    expect(
      (await a.app.inject({ method: "GET", url: "/api/notifications/getNotifications" })).statusCode,
    ).toBe(401);
    expect((await get(it_.token, "?limit=500")).statusCode).toBe(400);
  });

  it("greets a newly registered supplier with the complete-profile notification", async () => {
    const { computeItalianVatCheckDigit } = await import("@mkt/contracts");
    const vat = `0987654321${computeItalianVatCheckDigit("0987654321")}`;
    await a.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: 3,
        firstname: "Paolo",
        lastname: "Riva",
        email: "paolo@riva.test",
        password: "Registro2026",
        company_name: "Riva Srl",
        vat_number: vat,
        terms_accepted: true,
      },
    });
    const rows = await a.database.db.query.notification.findMany();
    expect(rows.map((r) => [r.type, r.link])).toEqual([
      ["complete_company_profile", "/registration_stepper"],
    ]);
  });
});

describe("unread chat messages", () => {
  it("counts the other company's messages after the user's read marker", async () => {
    const me = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const partner = await createCompany(a.database.db, { role: ROLE.SUPPLIER });
    const [conv] = await a.database.db
      .insert(conversation)
      .values({ companyAId: me.user.companyId, companyBId: partner.id })
      .returning();
    const conversationId = must(conv, "the conversation").id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await a.database.db.insert(message).values([
      { conversationId, senderCompanyId: partner.id, body: "Buongiorno", createdAt: at(30) },
      {
        conversationId,
        senderCompanyId: me.user.companyId,
        senderUserId: me.user.id,
        body: "Salve",
        createdAt: at(20),
      },
      { conversationId, senderCompanyId: partner.id, body: "Ecco il CV", createdAt: at(10) },
    ]);
    const get = () =>
      a.app.inject({ method: "GET", url: "/api/conversations/getChatsUnreads", headers: bearer(me.token) });
    expect((await get()).json().data).toBe(2);
    await a.database.db
      .insert(conversationRead)
      .values({ conversationId, userId: me.user.id, lastReadAt: at(15) });
    expect((await get()).json().data).toBe(1);
    expect(
      (await a.app.inject({ method: "GET", url: "/api/conversations/getChatsUnreads" })).statusCode,
    ).toBe(401);
  });
});
