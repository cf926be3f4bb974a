import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/client.ts";
import { matchScore, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { trySweepLock } from "./queue-queries.ts";
import { REBUILD_MIN, runMatchingSweep } from "./sweep.ts";

describe("matching sweep: profiles written without the API enter the rankings", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const exclusive = () => t.database.driver === "postgres";

  /** A client on Business with a published Java position, ranked once with one API-made profile in the pool. */
  async function rankedPosition() {
    const client = await kit.member(ROLE.CLIENT);
    await db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    const java = await kit.techId("Java");
    const early = await kit.create(supplier.token, {
      lastname: "Rossi",
      skills: [{ technology_id: java, years: 5, level: 4 }],
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [early.id], published: true },
    });
    expect(published.statusCode).toBe(200);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(client.token),
      payload: {
        title: "Payments",
        publish: true,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            city: "Milano",
            date_start: "2030-03-01",
            mandatory_skills: [{ technology_id: java }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const positionId = must(created.json().data.positions[0], "the position").id as number;
    return { client, supplier, java, early, positionId };
  }

  const compatibleIds = async (positionId: number, token: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${positionId}/compatible-profiles`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.items as { profile_id: number }[]).map((i) => i.profile_id);
  };

  /** Published Java profiles inserted in SQL as the bulk seeder writes them (profile rows, then their skills). */
  async function insertDirectly(companyId: number, java: number, count: number): Promise<number[]> {
    const ids = resultRows<{ id: number }>(
      await db().execute(sql`
        INSERT INTO profile (company_id, kind, firstname, lastname, title, seniority, city, published)
        SELECT ${companyId}, 'employee', 'Bulk', 'Profile ' || g, 'Java developer', 'senior', 'Milano', true
        FROM generate_series(1, ${count}) g
        RETURNING id`),
    ).map((r) => Number(r.id));
    await db().execute(sql`
      INSERT INTO profile_skill (profile_id, technology_id, years, level)
      SELECT id, ${java}, 6, 4 FROM unnest(${`{${ids.join(",")}}`}::int[]) AS u(id)`);
    return ids;
  }

  const queued = async (profileId: number) =>
    resultRows<{ n: number }>(
      await db().execute(
        sql`SELECT count(*)::int AS n FROM match_profile_queue WHERE profile_id = ${profileId}`,
      ),
    )[0]?.n;

  it("scores a profile inserted in SQL after the position was ranked at the next tick", async () => {
    const w = await rankedPosition();
    expect(await compatibleIds(w.positionId, w.client.token)).toEqual([w.early.id]);
    // The API's save scored the early profile and took it off the queue.
    expect(await queued(w.early.id)).toBe(0);

    const [late] = await insertDirectly(w.supplier.companyId, w.java, 1);
    const lateId = must(late, "the inserted profile");
    expect(await queued(lateId)).toBe(1);
    expect(await compatibleIds(w.positionId, w.client.token)).toEqual([w.early.id]);

    const tick = await runMatchingSweep(db(), exclusive());
    expect(tick).toMatchObject({ mode: "profiles", profiles: 1, failed: 0 });
    expect((await compatibleIds(w.positionId, w.client.token)).sort((a, b) => a - b)).toEqual(
      [w.early.id, lateId].sort((a, b) => a - b),
    );
    expect(await queued(lateId)).toBe(0);
    // Nothing left: the next tick does no work.
    expect(await runMatchingSweep(db(), exclusive())).toMatchObject({ mode: "idle", profiles: 0 });
  });

  it("follows a change written in SQL to a profile's skills and publication", async () => {
    const w = await rankedPosition();
    const [late] = await insertDirectly(w.supplier.companyId, w.java, 1);
    const id = must(late, "the inserted profile");
    await runMatchingSweep(db(), exclusive());
    const score = async () =>
      (
        await db()
          .select({ score: matchScore.score })
          .from(matchScore)
          .where(sql`${matchScore.positionId} = ${w.positionId} AND ${matchScore.profileId} = ${id}`)
      )[0]?.score;
    const before = must(await score(), "the first score");
    await db().execute(sql`UPDATE profile_skill SET years = 1 WHERE profile_id = ${id}`);
    await runMatchingSweep(db(), exclusive());
    expect(must(await score(), "the score after the change")).toBeLessThan(before);
    await db().execute(sql`UPDATE profile SET published = false WHERE id = ${id}`);
    await runMatchingSweep(db(), exclusive());
    expect(await score()).toBeUndefined();
  });

  it("catches up a bulk load by ranking the open positions again, within the tick's budget", async () => {
    const w = await rankedPosition();
    const ids = await insertDirectly(w.supplier.companyId, w.java, REBUILD_MIN + 1);
    // No time at all: the tick starts the rebuild and stops before ranking anything; the queue stays.
    expect(await runMatchingSweep(db(), exclusive(), { budgetMs: 0 })).toMatchObject({
      mode: "positions",
      positions: 0,
    });
    expect(await queued(must(ids[0], "a bulk profile"))).toBe(1);
    // A profile written once the rebuild has begun is not covered by it: the next tick scores it first.
    const [during] = await insertDirectly(w.supplier.companyId, w.java, 1);
    const tick = await runMatchingSweep(db(), exclusive());
    expect(tick).toMatchObject({ mode: "positions", profiles: 1, positions: 1, failed: 0 });
    expect(await queued(must(during, "the profile written during the rebuild"))).toBe(0);
    const ranked = await compatibleIds(w.positionId, w.client.token);
    expect(ranked.filter((id) => ids.includes(id)).length).toBeGreaterThan(0);
    expect(
      resultRows<{ n: number }>(
        await db().execute(sql`SELECT count(*)::int AS n FROM match_profile_queue`),
      )[0]?.n,
    ).toBe(0);
    expect(await runMatchingSweep(db(), exclusive())).toMatchObject({ mode: "idle" });
  });

  // The embedded database is one process: there the job's own flag keeps ticks from overlapping.
  it.skipIf(!process.env.TEST_DATABASE_URL)("runs on one instance at a time on PostgreSQL", async () => {
    const w = await rankedPosition();
    await insertDirectly(w.supplier.companyId, w.java, 1);
    const skipped = await db().transaction(async (tx) => {
      expect(await trySweepLock(tx)).toBe(true);
      return runMatchingSweep(db(), true);
    });
    expect(skipped).toBeNull();
    expect(await runMatchingSweep(db(), true)).toMatchObject({ mode: "profiles", profiles: 1 });
  });
});
