import { companyTypeForRole, ROLE, type RoleId } from "@mkt/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { type Database, openDatabase } from "./db/client.ts";
import { storedFile } from "./db/schema/index.ts";
import { sessionCacheOf } from "./modules/auth/index.ts";
import { startFreePlan } from "./modules/plans/service.ts";
import {
  bearer,
  createTestApp,
  createUser,
  createUserAndLogin,
  multipart,
  TEST_PASSWORD,
  type TestHarness,
  TINY_PDF,
} from "./test/app.ts";
import { resetDatabase, testDatabaseUrl } from "./test/database.ts";

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: each has its own connection pool,
 * its own LISTEN connection and WebSocket gateway, and keeps uploads in the database (STORAGE_DRIVER=postgres).
 * Nothing may depend on which instance served the previous request. Both keep checked sessions for 2 s, as in
 * production (SESSION_CACHE_MS, off in the other tests). Runs only with TEST_DATABASE_URL: PGlite is one process,
 * so the embedded mode has no second instance to test.
 */
const url = testDatabaseUrl();
const SESSION_CACHE_MS = 2000;

describe.skipIf(!url)("two API instances on one PostgreSQL", () => {
  let a: TestHarness;
  let b: TestHarness;
  let secondPool: Database;
  beforeAll(async () => {
    const env = { STORAGE_DRIVER: "postgres", SESSION_CACHE_MS: String(SESSION_CACHE_MS) };
    a = await createTestApp(env);
    secondPool = await openDatabase({ databaseUrl: url, poolSize: 5 });
    b = await createTestApp(env, { database: secondPool });
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
    await secondPool.close();
  });

  async function member(on: TestHarness, role: RoleId) {
    const caller = await createUserAndLogin(on.database.db, on.app, role);
    await startFreePlan(on.database.db, caller.user.companyId, companyTypeForRole(role));
    return caller;
  }

  /** The first message of a type on the socket (other pushes, such as notifications, are skipped). */
  function nextOfType(socket: WebSocket, type: string, timeoutMs = 5000) {
    return new Promise<{ type: string; data: Record<string, unknown> }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
      const onMessage = (raw: unknown) => {
        const msg = JSON.parse(String(raw));
        if (msg.type !== type) return;
        clearTimeout(timer);
        socket.off("message", onMessage);
        resolve(msg);
      };
      socket.on("message", onMessage);
    });
  }

  it("delivers a chat message sent through A to a user connected to B, and B serves its file", async () => {
    const client = await member(a, ROLE.CLIENT);
    const supplier = await member(b, ROLE.SUPPLIER);
    const socket = await b.app.injectWS("/api/ws");
    const ready = nextOfType(socket, "ready");
    socket.send(JSON.stringify({ type: "auth", token: supplier.token }));
    await ready;

    const started = await a.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { company_id: supplier.user.companyId },
      headers: bearer(client.token),
    });
    const conversationId = started.json().data.id as number;
    const pushed = nextOfType(socket, "chat");
    const upload = multipart("files", "offerta.pdf", TINY_PDF, "application/pdf");
    const sent = await a.app.inject({
      method: "POST",
      url: `/api/conversations/${conversationId}/messages`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(client.token) },
    });
    expect(sent.statusCode).toBe(200);
    const message = sent.json().data;
    expect(await pushed).toEqual({
      type: "chat",
      data: { kind: "message", conversation_id: conversationId, message_id: message.id },
    });
    socket.terminate();

    // The file lives in the shared database, not on A's disk: B reads the same bytes.
    const [attachment] = message.attachments;
    const got = await b.app.inject({
      method: "GET",
      url: `/api/conversations/${conversationId}/attachments/${attachment.id}`,
      headers: bearer(supplier.token),
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(TINY_PDF)).toBe(true);
    const rows = await b.database.db.select({ size: storedFile.size }).from(storedFile);
    expect(rows).toEqual([{ size: TINY_PDF.length }]);
  });

  it("uses a session created on A on B, and a logout on B revokes it on A", async () => {
    const { token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const me = (on: TestHarness) =>
      on.app.inject({ method: "GET", url: "/api/notifications/getNotifications", headers: bearer(token) });
    expect((await me(b)).statusCode).toBe(200);
    const logout = await b.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it("refuses on B a session signed out on A, within B's session cache life", async () => {
    const { token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    const me = (on: TestHarness) =>
      on.app.inject({ method: "GET", url: "/api/notifications/getNotifications", headers: bearer(token) });
    const cache = sessionCacheOf(b.ctx);
    // B answers the token from its cache (the sign-in's own notice may clear it once: ask until it is a hit).
    await vi.waitFor(async () => {
      const hits = cache.hits;
      expect((await me(b)).statusCode).toBe(200);
      expect(cache.hits).toBe(hits + 1);
    });
    const logout = await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    // A's NOTIFY makes B forget its check: refused well before the cached entry would expire by age.
    await vi.waitFor(async () => expect((await me(b)).statusCode).toBe(401), {
      timeout: SESSION_CACHE_MS / 2,
    });
  });

  it("pushes a notification written through A to the user's socket on B", async () => {
    const { user, token } = await member(a, ROLE.CLIENT);
    const socket = await b.app.injectWS("/api/ws");
    const ready = nextOfType(socket, "ready");
    socket.send(JSON.stringify({ type: "auth", token }));
    expect((await ready).data).toEqual({ user_id: user.id });
    const pushed = nextOfType(socket, "notification");
    const read = await a.app.inject({
      method: "POST",
      url: "/api/notifications/readNotifications",
      payload: {},
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(await pushed).toEqual({ type: "notification", data: { kind: "read" } });
    socket.terminate();
  });

  it("counts failed logins from one IP across both instances", async () => {
    const attempt = (on: TestHarness, email: string, password: string, ip: string) =>
      on.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password },
        remoteAddress: ip,
      });
    // How many wrong passwords one instance takes before it refuses (whatever the limiter's rule is).
    const first = await createUser(a.database.db, { role: ROLE.CLIENT });
    let limit = 0;
    while ((await attempt(a, first.email, "Wrong1234", "10.20.30.40")).statusCode === 401) {
      limit += 1;
      expect(limit).toBeLessThan(50);
    }
    expect(limit).toBeGreaterThan(1);

    // The same number split over A and B, for another account from another IP: if each instance counted
    // alone, neither would have reached it.
    const user = await createUser(a.database.db, { role: ROLE.CLIENT });
    for (let i = 0; i < limit; i++) {
      const res = await attempt(i % 2 === 0 ? a : b, user.email, "Wrong1234", "10.20.30.41");
      expect(res.statusCode).toBe(401);
    }
    for (const on of [a, b]) {
      const refused = await attempt(on, user.email, TEST_PASSWORD, "10.20.30.41");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("auth.too_many_attempts");
    }
    // The lock-out is the attacker's IP's, not the account's: the owner signs in from elsewhere, on either.
    expect((await attempt(b, user.email, TEST_PASSWORD, "10.20.30.99")).statusCode).toBe(200);
  });

  it("counts the other rate-limited operations (auth/checkEmail) across both instances", async () => {
    const check = (on: TestHarness, email: string, ip: string) =>
      on.app.inject({ method: "POST", url: "/api/auth/checkEmail", payload: { email }, remoteAddress: ip });
    let limit = 0;
    while ((await check(a, "first@example.test", "10.20.31.1")).statusCode !== 429) {
      limit += 1;
      expect(limit).toBeLessThan(50);
    }
    expect(limit).toBeGreaterThan(1);
    for (let i = 0; i < limit; i++) {
      expect((await check(i % 2 === 0 ? a : b, "second@example.test", "10.20.31.2")).statusCode).not.toBe(
        429,
      );
    }
    for (const on of [a, b]) {
      const refused = await check(on, "second@example.test", "10.20.31.2");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("common.rate_limited");
    }
  });
});
