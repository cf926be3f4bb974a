import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "../../db/client.ts";
import { analyticsEvent } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { createPostHogJob, POSTHOG_WATERMARK } from "./index.ts";
import { postHogBackoffMs } from "./posthog.ts";

type Received = { path: string; body: { api_key: string; batch: Record<string, unknown>[] } };

/** A local server standing in for PostHog: records each request and answers `status` (no network). */
function fakePostHog() {
  const received: Received[] = [];
  const state = { status: 200, received, url: "" };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(data) });
      res.writeHead(state.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: state.status === 200 ? "Ok" : "error" }));
    });
  });
  return { state, server };
}

describe("analytics forwarding to PostHog", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const fake = fakePostHog();

  beforeAll(async () => {
    await new Promise<void>((done) => fake.server.listen(0, "127.0.0.1", done));
    fake.state.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

  async function watermark() {
    const rows = resultRows<{ last_event_id: string | number }>(
      await db().execute(
        sql`SELECT last_event_id FROM analytics_rollup_state WHERE name = ${POSTHOG_WATERMARK}`,
      ),
    );
    return Number(rows[0]?.last_event_id ?? 0);
  }

  const old = () => new Date(Date.now() - 5 * 60_000);

  it("sends settled events in batches with pseudonymous ids only, then moves its watermark; backs off on failure", async () => {
    fake.state.received.length = 0;
    await db()
      .insert(analyticsEvent)
      .values([
        {
          name: "profile_detail",
          occurredAt: old(),
          userId: 7,
          companyId: 3,
          roleLabel: "Cliente",
          staff: true,
          host: "app.example",
          utmSource: "linkedin",
          props: { profile_id: 11, profile_name: "Mario Rossi", supplier_id: 4, supplier_name: "ACME" },
        },
        { name: "supplier_search", occurredAt: old(), props: { results: 0, keywords: "mario rossi java" } },
        {
          name: "sign_up",
          occurredAt: old(),
          userId: 8,
          companyId: 5,
          origin: "server",
          props: { tipo: "Cliente" },
        },
        // Too recent: waits for the settle minute.
        { name: "sign_up", occurredAt: new Date(), props: {} },
      ]);
    let now = 1_000_000;
    const run = createPostHogJob(
      db(),
      { key: "phc_test", host: `${fake.state.url}/`, batchSize: 2 },
      () => now,
    );

    const first = await run();
    expect(first).toEqual({ status: "sent", sent: 3, batches: 2 });
    expect(fake.state.received.map((r) => r.path)).toEqual(["/batch/", "/batch/"]);
    const events = fake.state.received.flatMap((r) => r.body.batch);
    expect(fake.state.received[0]?.body.api_key).toBe("phc_test");
    expect(events.map((e) => e.event)).toEqual(["profile_detail", "supplier_search", "sign_up"]);
    const [view, search, signUp] = events as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(view.properties).toEqual({
      profile_id: 11,
      supplier_id: 4,
      distinct_id: "u7",
      company_id: 3,
      role_label: "Cliente",
      staff: true,
      version_product: 2,
      $host: "app.example",
      utm_source: "linkedin",
      origin: "web",
    });
    // No names, no free text; a visitor's event has no person.
    expect(JSON.stringify(events)).not.toMatch(/Mario|Rossi|ACME|mario/);
    expect(search.properties).toMatchObject({ results: 0, $process_person_profile: false });
    expect((search.properties as Record<string, unknown>).distinct_id).toMatch(/^e\d+$/);
    expect(signUp.properties).toMatchObject({ tipo: "Cliente", distinct_id: "u8", origin: "server" });
    expect(view.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(events.map((e) => e.uuid)).size).toBe(3);
    const sentUpTo = await watermark();
    expect(sentUpTo).toBeGreaterThan(0);

    // Nothing new: no request.
    expect(await run()).toEqual({ status: "sent", sent: 0, batches: 0 });
    expect(fake.state.received).toHaveLength(2);

    // PostHog fails: the watermark stays, the job waits its back-off, then sends the same events again.
    await db().insert(analyticsEvent).values({ name: "sign_up", occurredAt: old(), props: {} });
    fake.state.status = 503;
    const failed = await run();
    expect(failed).toMatchObject({ status: "failed", failures: 1 });
    expect(await watermark()).toBe(sentUpTo);
    expect(await run()).toEqual({ status: "waiting", retryAt: now + 60_000 });
    expect(fake.state.received).toHaveLength(3);
    now += 60_000;
    expect(await run()).toMatchObject({ status: "failed", failures: 2 });
    expect(await run()).toEqual({ status: "waiting", retryAt: now + 120_000 });
    now += 120_000;
    fake.state.status = 200;
    expect(await run()).toEqual({ status: "sent", sent: 1, batches: 1 });
    expect(await watermark()).toBeGreaterThan(sentUpTo);
    const retried = fake.state.received.slice(2).map((r) => r.body.batch[0]?.uuid);
    expect(new Set(retried).size).toBe(1);
  });

  it("a request that outlasts the timeout counts as a failure", async () => {
    await db().insert(analyticsEvent).values({ name: "sign_up", occurredAt: old(), props: {} });
    const before = await watermark();
    const hanging = createServer(() => undefined);
    await new Promise<void>((done) => hanging.listen(0, "127.0.0.1", done));
    const port = (hanging.address() as AddressInfo).port;
    const run = createPostHogJob(db(), { key: "k", host: `http://127.0.0.1:${port}`, timeoutMs: 200 });
    expect(await run()).toMatchObject({ status: "failed", failures: 1 });
    expect(await watermark()).toBe(before);
    hanging.closeAllConnections();
    await new Promise<void>((done) => hanging.close(() => done()));
  });

  it("backs off 1, 2, 4 … minutes up to an hour", () => {
    expect([0, 1, 2, 3, 7, 20].map(postHogBackoffMs)).toEqual([
      0, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
