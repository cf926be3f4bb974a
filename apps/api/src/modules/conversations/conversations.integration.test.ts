import { companyTypeForRole, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { conversation, conversationRead, message, notification } from "../../db/schema/index.ts";
import { bearer, createTestApp, createUserAndLogin, type TestHarness } from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { startFreePlan } from "../plans/service.ts";

/**
 * Two API instances on one database (like two servers behind a load balancer): the chat endpoints are called on
 * A, and a message sent through A reaches a WebSocket opened on B through LISTEN/NOTIFY.
 */
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
    h.ctx.mailer.close();
    await h.app.close();
    await h.ctx.bus.close();
  }
});

type Caller = Awaited<ReturnType<typeof createUserAndLogin>>;

/** A user of a new company on its audience's free plan (which includes chat), unless `plan` is false. */
async function member(role: RoleId, plan = true): Promise<Caller> {
  const caller = await createUserAndLogin(a.database.db, a.app, role);
  if (plan) await startFreePlan(a.database.db, caller.user.companyId, companyTypeForRole(role));
  return caller;
}

function call(
  who: Caller | null,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
  on: TestHarness = a,
) {
  return on.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: who ? bearer(who.token) : {},
  });
}

const start = (who: Caller, companyId: number, extra: Record<string, unknown> = {}) =>
  call(who, "POST", "/conversations", { company_id: companyId, ...extra });
const send = (who: Caller, id: number, body: string) =>
  call(who, "POST", `/conversations/${id}/messages`, { body });
const unread = async (who: Caller) =>
  (await call(who, "GET", "/conversations/getChatsUnreads")).json().data as number;

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

describe("conversations between a client and a supplier", () => {
  it("starts once, exchanges messages, counts unread per user and marks read", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const supplierCompany = supplier.user.companyId;

    const first = await start(client, supplierCompany);
    expect(first.statusCode).toBe(200);
    const conv = first.json().data;
    expect(conv).toMatchObject({
      company: { id: supplierCompany, logo_url: null, type: "supplier" },
      own_company: { id: client.user.companyId },
      subject: null,
      last_message: null,
      unread: 0,
      last_message_at: null,
    });
    // Starting again (from either side) finds the same conversation.
    expect((await start(client, supplierCompany)).json().data.id).toBe(conv.id);
    expect((await start(supplier, client.user.companyId)).json().data.id).toBe(conv.id);
    // A conversation about a subject is a separate one.
    const aboutQuote = (await start(client, supplierCompany, { subject_type: "quote", subject_id: 7 })).json()
      .data;
    expect(aboutQuote.id).not.toBe(conv.id);
    expect(aboutQuote.subject).toEqual({ type: "quote", id: 7 });
    // Empty conversations stay out of the lists.
    expect((await call(client, "GET", "/conversations")).json().data).toMatchObject({ items: [], total: 0 });

    const sent = await send(client, conv.id, "  Buongiorno, avete un Java senior?  ");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      conversation_id: conv.id,
      body: "Buongiorno, avete un Java senior?",
      sender_company_id: client.user.companyId,
      sender_user_id: client.user.id,
      sender_name: "Anna Rossi",
      mine: true,
    });
    const [stored] = await a.database.db.select().from(conversation).where(eq(conversation.id, conv.id));
    expect(stored?.lastMessageAt?.toISOString()).toBe(sent.json().data.created_at);

    expect(await unread(supplier)).toBe(1);
    expect(await unread(client)).toBe(0);
    const supplierList = (await call(supplier, "GET", "/conversations")).json().data;
    expect(supplierList.total).toBe(1);
    expect(supplierList.items[0]).toMatchObject({
      id: conv.id,
      company: { id: client.user.companyId, type: "client" },
      unread: 1,
      last_message: { preview: "Buongiorno, avete un Java senior?", mine: false },
    });

    const window = (await call(supplier, "GET", `/conversations/${conv.id}/messages`)).json().data;
    expect(window.items.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ["Buongiorno, avete un Java senior?", false],
    ]);
    expect(window.next_before_id).toBeNull();

    const read = await call(supplier, "POST", `/conversations/${conv.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unread_total: 0 });
    expect(await unread(supplier)).toBe(0);
    const markers = await a.database.db.select().from(conversationRead);
    expect(markers.map((m) => m.userId)).toEqual(expect.arrayContaining([supplier.user.id]));

    await send(supplier, conv.id, "Sì, ve lo propongo oggi.");
    expect(await unread(client)).toBe(1);
    expect(await unread(supplier)).toBe(0);
    const clientList = (await call(client, "GET", "/conversations")).json().data;
    expect(clientList.items[0]).toMatchObject({ unread: 1, last_message: { mine: false } });
    // The newest activity comes first.
    await send(client, aboutQuote.id, "Per il preventivo, invio i dettagli.");
    const ordered = (await call(supplier, "GET", "/conversations")).json().data.items;
    expect(ordered.map((c: { id: number }) => c.id)).toEqual([aboutQuote.id, conv.id]);
    expect(
      (await call(supplier, "GET", "/conversations?page=2&limit=1"))
        .json()
        .data.items.map((c: { id: number }) => c.id),
    ).toEqual([conv.id]);
  });

  it("tells the other company once in the bell until it reads that notification", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const conv = (await start(client, supplier.user.companyId)).json().data;
    const messageNotices = async () =>
      (
        await a.database.db.select().from(notification).where(eq(notification.userId, supplier.user.id))
      ).filter((n) => n.type === "message_received");
    expect((await send(client, conv.id, "Buongiorno")).statusCode).toBe(200);
    expect((await send(client, conv.id, "Avete disponibilità?")).statusCode).toBe(200);
    const [notice, ...more] = await messageNotices();
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ link: `/chat_component?company=${client.user.companyId}`, readAt: null });
    expect(notice?.params).toMatchObject({ company: expect.any(String) });
    // The sender is never told about its own messages.
    const own = await a.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, client.user.id));
    expect(own.filter((n) => n.type === "message_received")).toHaveLength(0);
    // Once read, the next message is news again.
    await call(supplier, "POST", "/notifications/readNotifications", {});
    await send(client, conv.id, "Vi richiamo domani");
    expect((await messageNotices()).filter((n) => n.readAt === null)).toHaveLength(1);
  });

  it("pages a long thread backwards, each window oldest to newest", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const conv = (await start(client, supplier.user.companyId)).json().data;
    const base = Date.now() - 60 * 60_000;
    await a.database.db.insert(message).values(
      Array.from({ length: 5 }, (_, i) => ({
        conversationId: conv.id,
        senderCompanyId: i % 2 ? supplier.user.companyId : client.user.companyId,
        body: `m${i + 1}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const newest = (await call(client, "GET", `/conversations/${conv.id}/messages?limit=2`)).json().data;
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(["m4", "m5"]);
    // A message without a sender user is signed with the company name.
    expect(newest.items[0].sender_name).toBe(supplier.session.user.company_name);
    const older = (
      await call(
        client,
        "GET",
        `/conversations/${conv.id}/messages?limit=2&before_id=${newest.next_before_id}`,
      )
    ).json().data;
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(["m2", "m3"]);
    const oldest = (
      await call(
        client,
        "GET",
        `/conversations/${conv.id}/messages?limit=2&before_id=${older.next_before_id}`,
      )
    ).json().data;
    expect(oldest).toMatchObject({ items: [{ body: "m1" }], next_before_id: null });
  });

  it("answers translated field errors for bad bodies", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const conv = (await start(client, supplier.user.companyId)).json().data;
    const blank = await send(client, conv.id, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: "validation.failed",
      errors: [{ field: "body", code: "validation.required", message: "Campo obbligatorio." }],
    });
    const long = await send(client, conv.id, "x".repeat(4001));
    expect(long.json().errors[0]).toMatchObject({ field: "body", code: "validation.too_long" });
    expect((await send(client, conv.id, "x".repeat(4000))).statusCode).toBe(200);
    const noCompany = await call(client, "POST", "/conversations", {});
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().errors[0]).toMatchObject({ field: "company_id", code: "validation.required" });
    const halfSubject = await start(client, supplier.user.companyId, { subject_type: "position" });
    expect(halfSubject.json().errors[0]).toMatchObject({ field: "subject_id" });
    expect((await call(client, "GET", "/conversations/abc/messages")).statusCode).toBe(400);
  });

  it("refuses anonymous callers", async () => {
    for (const [method, url] of [
      ["GET", "/conversations"],
      ["POST", "/conversations"],
      ["GET", "/conversations/1"],
      ["GET", "/conversations/1/messages"],
      ["POST", "/conversations/1/messages"],
      ["POST", "/conversations/1/read"],
    ] as const) {
      const res = await call(null, method, url, method === "POST" ? { body: "x", company_id: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("hides a conversation from a third company (404)", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const outsider = await member(ROLE.CLIENT);
    const conv = (await start(client, supplier.user.companyId)).json().data;
    await send(client, conv.id, "Riservato");
    for (const res of [
      await call(outsider, "GET", `/conversations/${conv.id}`),
      await call(outsider, "GET", `/conversations/${conv.id}/messages`),
      await send(outsider, conv.id, "Intruso"),
      await call(outsider, "POST", `/conversations/${conv.id}/read`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("common.not_found");
    }
    expect((await call(outsider, "GET", "/conversations")).json().data.total).toBe(0);
    expect(await a.database.db.select().from(message)).toHaveLength(1);
  });

  it("allows only client–provider pairs, never the own company", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const freelancer = await member(ROLE.FREELANCER);
    const otherClient = await member(ROLE.CLIENT);
    expect((await start(freelancer, client.user.companyId)).statusCode).toBe(200);
    const self = await start(client, client.user.companyId);
    expect([self.statusCode, self.json().code]).toEqual([400, "conversations.self"]);
    const providers = await start(supplier, freelancer.user.companyId);
    expect([providers.statusCode, providers.json().code]).toEqual([403, "conversations.pair_not_allowed"]);
    const clients = await start(client, otherClient.user.companyId);
    expect(clients.json().code).toBe("conversations.pair_not_allowed");
    const missing = await start(client, 999_999);
    expect([missing.statusCode, missing.json().code]).toEqual([404, "common.not_found"]);
    const companyAdmin = await member(ROLE.COMPANY_ADMINISTRATOR, false);
    const refused = await start(companyAdmin, supplier.user.companyId);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "auth.forbidden"]);
    expect((await call(companyAdmin, "GET", "/conversations")).statusCode).toBe(403);
  });

  it("refuses a company whose plan lacks chat with the limitation (403)", async () => {
    const supplier = await member(ROLE.SUPPLIER);
    const noPlan = await member(ROLE.CLIENT, false);
    for (const res of [
      await start(noPlan, supplier.user.companyId),
      await call(noPlan, "GET", "/conversations"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "plans.function_blocked",
        data: { state_function: "chat", blocked: true, action: 1 },
      });
    }
    // A supplier may still write to it; the blocked side sees the unread count but cannot answer.
    const conv = (await start(supplier, noPlan.user.companyId)).json().data;
    await send(supplier, conv.id, "Salve");
    expect(await unread(noPlan)).toBe(1);
    const blocked = await send(noPlan, conv.id, "Risposta");
    expect(blocked.json().code).toBe("plans.function_blocked");
  });

  it("lets staff read every conversation, but not write", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const staff = await member(ROLE.ADMINISTRATOR, false);
    const conv = (await start(client, supplier.user.companyId)).json().data;
    await send(client, conv.id, "Buongiorno");
    const list = (await call(staff, "GET", "/conversations")).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      own_company: { id: client.user.companyId },
      company: { id: supplier.user.companyId },
      unread: 0,
    });
    const thread = (await call(staff, "GET", `/conversations/${conv.id}/messages`)).json().data;
    expect(thread.items.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ["Buongiorno", true],
    ]);
    expect((await send(staff, conv.id, "Ciao")).statusCode).toBe(403);
    expect((await start(staff, supplier.user.companyId)).statusCode).toBe(403);
    expect((await call(staff, "POST", `/conversations/${conv.id}/read`)).statusCode).toBe(403);
  });
});

describe("instant delivery across instances", () => {
  it("pushes a message sent through instance A to both companies' sockets on instance B", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const conv = (await start(client, supplier.user.companyId)).json().data;

    const supplierSocket = await b.app.injectWS("/api/ws");
    supplierSocket.send(JSON.stringify({ type: "auth", token: supplier.token }));
    expect((await nextMessage(supplierSocket)).type).toBe("ready");
    const clientSocket = await b.app.injectWS("/api/ws");
    clientSocket.send(JSON.stringify({ type: "auth", token: client.token }));
    expect((await nextMessage(clientSocket)).type).toBe("ready");

    const toSupplier = nextMessage(supplierSocket);
    const toClient = nextMessage(clientSocket);
    const sent = (await send(client, conv.id, "Arriva subito?")).json().data;
    const expected = {
      type: "chat",
      data: { kind: "message", conversation_id: conv.id, message_id: sent.id },
    };
    expect(await toSupplier).toEqual(expected);
    expect(await toClient).toEqual(expected);
    // What the push announces is there on instance B.
    const thread = (await call(supplier, "GET", `/conversations/${conv.id}/messages`, undefined, b)).json()
      .data;
    expect(thread.items.at(-1)).toMatchObject({ id: sent.id, body: "Arriva subito?" });

    // Reading on A tells the reader's own sockets (other tabs), not the other company.
    const received: unknown[] = [];
    clientSocket.on("message", (raw) => received.push(JSON.parse(String(raw))));
    const readPush = nextMessage(supplierSocket);
    await call(supplier, "POST", `/conversations/${conv.id}/read`);
    expect(await readPush).toEqual({ type: "chat", data: { kind: "read", conversation_id: conv.id } });
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);
    supplierSocket.terminate();
    clientSocket.terminate();
  });
});
