import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appUser, authSession } from "../../db/schema/index.ts";
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  login,
  TEST_PASSWORD,
  type TestHarness,
} from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { sessionCacheOf } from "./access.ts";
import { SessionCache } from "./session-cache.ts";
import { type LiveSessionRow, notifySessionsChanged, SESSIONS_CHANGED_CHANNEL } from "./session-queries.ts";

/**
 * The per-instance cache of checked sessions (SESSION_CACHE_MS, off in the other tests): a token checked a moment
 * ago is not checked again, and any write request on any instance makes every instance check again.
 */
/**
 * Long enough for a loaded CI machine to make the next request well within it (2 s was not, once: a search on
 * PostgreSQL while the machine ran a benchmark besides).
 */
const TTL_MS = 5000;

describe("the cache of checked sessions", () => {
  let a: TestHarness;
  let b: TestHarness;
  beforeAll(async () => {
    a = await createTestApp({ SESSION_CACHE_MS: String(TTL_MS) });
    // A second instance on the same database (its own cache; instances hear each other through NOTIFY).
    b = await createTestApp({ SESSION_CACHE_MS: String(TTL_MS) }, { database: a.database });
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

  const me = (on: TestHarness, token: string) =>
    on.app.inject({ method: "GET", url: "/api/notifications/getNotifications", headers: bearer(token) });
  /**
   * Resolves once the instances heard every notice sent so far (a sign-in is a write request: its notice reaches
   * the other instance a moment later and would clear what it cached meanwhile). NOTIFY keeps commit order, so
   * hearing a marker sent now means the earlier notices arrived. The marker itself clears both caches.
   */
  const noticesDelivered = async () => {
    const marker = `settle-${Math.random()}`;
    let heard = () => {};
    const arrived = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await a.database.listen(SESSIONS_CHANGED_CHANNEL, (payload) => {
      if (payload === marker) heard();
    });
    await notifySessionsChanged(a.database.db, marker);
    await arrived;
    await stop();
  };
  const revokeInDatabase = (userId: number) =>
    a.database.db.update(authSession).set({ revokedAt: new Date() }).where(eq(authSession.userId, userId));

  it("answers a session checked a moment ago without asking the database, for SESSION_CACHE_MS at most", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    await noticesDelivered();
    expect((await me(a, token)).statusCode).toBe(200);
    expect(sessionCacheOf(a.ctx).size).toBe(1);
    // Behind the API's back (no request): the instance notices when its entry is older than SESSION_CACHE_MS.
    await revokeInDatabase(user.id);
    expect((await me(a, token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("refuses a token at once after signing out through the API", async () => {
    const { token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    expect((await me(a, token)).statusCode).toBe(200);
    const out = await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("signs the other sessions out at once when the password changes", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.SUPPLIER);
    const other = (await login(a.app, user.email)).token;
    expect((await me(a, other)).statusCode).toBe(200);
    const changed = await a.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      headers: bearer(token),
      payload: {
        current_password: TEST_PASSWORD,
        password: "Another-Password-42",
        password_confirmation: "Another-Password-42",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(a, other)).statusCode).toBe(401);
  });

  it("forgets every checked session after any write request, even one about another user", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    expect((await me(a, token)).statusCode).toBe(200);
    // As when staff disable a user: the change is somebody else's write request.
    await a.database.db.update(appUser).set({ disabledAt: new Date() }).where(eq(appUser.id, user.id));
    const someoneElse = await createUserAndLogin(a.database.db, a.app, ROLE.SUPPLIER);
    expect(someoneElse.token).toBeTruthy();
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("keeps the checked sessions after a POST that changes no session (a search, tracked events)", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    await noticesDelivered();
    expect((await me(a, token)).statusCode).toBe(200);
    await revokeInDatabase(user.id);
    const search = await a.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      headers: bearer(token),
      payload: {},
    });
    expect(search.statusCode).toBe(200);
    // Still the cached check: the search did not make this instance ask the database again.
    expect((await me(a, token)).statusCode).toBe(200);
    // A write that may change sessions does.
    await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer("not-a-token") });
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("makes the other instance check again after a write request here", async () => {
    const { user, token } = await createUserAndLogin(a.database.db, a.app, ROLE.CLIENT);
    await noticesDelivered();
    expect((await me(b, token)).statusCode).toBe(200);
    await revokeInDatabase(user.id);
    expect((await me(b, token)).statusCode).toBe(200);
    const write = await a.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer("not-a-token"),
    });
    expect(write.statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(b, token)).statusCode).toBe(401), {
      // Well under the cache's life: the entry must be dropped by the notice, not by its age.
      timeout: TTL_MS / 2,
    });
  });

  it("does not keep a check that started before a write request", () => {
    const cache = new SessionCache(1000, () => 0);
    const claims = { sub: "1", sid: "s", role: ROLE.CLIENT, tv: 0, exp: 60 };
    const row = { sessionExpiresAt: new Date(60_000) } as LiveSessionRow;
    const startedAt = cache.epoch;
    cache.clear();
    cache.set("token", startedAt, claims, row);
    expect(cache.get("token")).toBeNull();
    cache.set("token", cache.epoch, claims, row);
    expect(cache.get("token")?.claims).toEqual(claims);
  });

  it("counts its hits and misses (the throughput bench prints the rate)", () => {
    let now = 0;
    const cache = new SessionCache(1000, () => now);
    const claims = { sub: "1", sid: "s", role: ROLE.CLIENT, tv: 0, exp: 60 };
    const row = { sessionExpiresAt: new Date(60_000) } as LiveSessionRow;
    expect(cache.get("token")).toBeNull();
    cache.set("token", cache.epoch, claims, row);
    expect(cache.get("token")).not.toBeNull();
    expect(cache.get("token")).not.toBeNull();
    now = 1001;
    expect(cache.get("token")).toBeNull();
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 2 });
  });
});
