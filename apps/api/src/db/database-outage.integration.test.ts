import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestHarness } from "../test/app.ts";
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "../test/throwaway-postgres.ts";
import { type Database, type DatabaseLog, openDatabase } from "./client.ts";
import { isDatabaseUnavailable } from "./connection-errors.ts";

/** Captures what the database layer logs. */
function captureLog() {
  const lines: { details: object; message: string }[] = [];
  const log: DatabaseLog = { warn: (details, message) => lines.push({ details, message }) };
  return { log, lines };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const bin = postgresBinaries();
// Restarting the shared CI server would break the tests running beside this one: it starts its own server.
const runOnPostgres = Boolean(process.env.TEST_DATABASE_URL && bin);

describe.skipIf(!runOnPostgres)("a PostgreSQL restart (own throwaway server)", () => {
  let server: ThrowawayPostgres;
  let database: Database;
  let t: TestHarness;
  const captured = captureLog();
  const events: string[] = [];

  beforeAll(async () => {
    server = await startThrowawayPostgres(bin as string);
    database = await openDatabase({ databaseUrl: server.url, poolSize: 4, log: captured.log });
    await database.migrate();
    t = await createTestApp({}, { database });
    t.ctx.bus.onEvent((event) => events.push(String(event.data?.mark)));
  }, 120_000);

  afterAll(async () => {
    await t?.app.close();
    await t?.ctx.bus.close();
    await database?.close().catch(() => undefined);
    server?.destroy();
  });

  /** An anonymous request that reads the database (the sign-up form's lookup lists). */
  const lookups = (language: "it" | "en" = "en") =>
    t.app.inject({
      method: "POST",
      url: "/api/encoded_value/listRegister",
      headers: { "accept-language": language },
      payload: { language },
    });

  it("survives the restart, answers 503 during the outage and recovers on the next request", async () => {
    // Idle connections in the pool, and one checked out inside a transaction, when the server goes away.
    await Promise.all([lookups(), lookups(), lookups()]);
    expect((await lookups()).statusCode).toBe(200);
    let releaseTransaction = () => {};
    const held = new Promise<void>((r) => {
      releaseTransaction = r;
    });
    let transactionOpen = () => {};
    const opened = new Promise<void>((r) => {
      transactionOpen = r;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute("SELECT 1");
        transactionOpen();
        await held;
        await tx.execute("SELECT 1");
      })
      .then(
        () => "committed",
        (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : String(error)),
      );
    await opened;

    server.stop();
    // The terminated connections are reported as 'error' events: logged, and the process lives on.
    expect(await waitFor(() => captured.lines.length >= 2, 5000)).toBe(true);
    expect(captured.lines.map((l) => l.message)).toContain("database: connection lost");
    expect(JSON.stringify(captured.lines)).toContain("57P01");
    releaseTransaction();
    expect(await transaction).toBe("unavailable");

    const started = Date.now();
    const down = await lookups();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      success: false,
      code: "common.database_unavailable",
      message: "The service is temporarily unavailable. Please try again in a few moments.",
    });
    const italian = await lookups("it");
    expect(italian.json().message).toBe(
      "Il servizio è momentaneamente non disponibile. Riprova tra qualche istante.",
    );

    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      success: false,
      data: { status: "degraded", database: { reachable: false, driver: "postgres" } },
    });

    server.start();
    // The very next request succeeds: nothing to restart.
    const up = await lookups();
    expect(up.statusCode).toBe(200);
    expect(up.json().success).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    // The push channel LISTENs again on a new connection (retried every second).
    const delivered = await waitFor(async () => {
      await t.ctx.bus.publish(database.db, { type: "notification", userIds: [1], data: { mark: "after" } });
      await new Promise((r) => setTimeout(r, 200));
      return events.includes("after");
    }, 10_000);
    expect(delivered).toBe(true);
  });
});

describe("a PostgreSQL server that does not answer", () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let port = 0;

  beforeAll(async () => {
    // Accepts connections and never says a word, like a hung server or a dropped network path.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const address = silent.address();
    port = typeof address === "object" && address ? address.port : 0;
  });

  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it("fails a query after the connection timeout instead of hanging, as an outage", async () => {
    const { log } = captureLog();
    const database = await openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
      log,
    });
    const started = Date.now();
    const error = await database.db.execute("SELECT 1").then(
      () => null,
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await database.close();
  });
});
