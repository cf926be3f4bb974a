import { ROLE } from "@mkt/contracts";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/client.ts";
import { analyticsDaily, analyticsEvent, analyticsTermDaily, appUser } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { purgeOldAnalyticsEvents, RETENTION_SETTING_KEY, refreshAnalyticsRollups } from "./index.ts";

/** A tiny deterministic random generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe("analytics rollups, retention and erasure", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  async function randomEvents(n: number, seed: number) {
    const next = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const rows = Array.from({ length: n }, () => {
      const name = pick([
        "position_detail",
        "supplier_search",
        "publish_T&M",
        "profile_create",
        "sign_up",
        "profile_detail",
      ] as const);
      const props =
        name === "profile_detail"
          ? { profile_id: 1, supplier_id: pick([5, 6]) }
          : name === "supplier_search"
            ? { results: pick([0, 0, 3]), keywords: pick(["Java", " java ", "SAP", ""]) }
            : name === "publish_T&M" || name === "profile_create"
              ? { technologies: [pick(["Java", "Kotlin"]), "SQL"] }
              : {};
      return {
        name,
        occurredAt: new Date(Date.now() - Math.floor(next() * 400) * 86_400_000 - 120_000),
        companyId: pick([null, 1, 2]),
        roleLabel: pick(["", "Cliente", "Fornitore"]),
        staff: next() < 0.2,
        versionProduct: 2,
        brandId: pick([null, 1]),
        utmSource: pick(["", "linkedin"]),
        props,
      };
    });
    await db().insert(analyticsEvent).values(rows);
  }

  /** The direct count of raw events, per rollup key. */
  async function directDaily() {
    return resultRows<Record<string, unknown>>(
      await db().execute(sql`
        SELECT ((occurred_at AT TIME ZONE 'Europe/Rome')::date)::text AS day, name, coalesce(brand_id, 0) AS brand_id,
          coalesce(company_id, 0) AS company_id, role_label, staff, utm_source, count(*)::int AS events
        FROM analytics_event GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    );
  }
  async function rolledDaily() {
    return resultRows<Record<string, unknown>>(
      await db().execute(sql`
        SELECT day::text AS day, name, brand_id, company_id, role_label, staff, utm_source, events
        FROM analytics_daily ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    );
  }

  it("adds up to a direct count of the raw events, incrementally, and counts each event once", async () => {
    await randomEvents(700, 42);
    await refreshAnalyticsRollups(db(), { settleSeconds: 0, sliceSize: 200 });
    await randomEvents(300, 7);
    // Two runs at once (as two instances would): the watermark row makes them take turns.
    await Promise.all([
      refreshAnalyticsRollups(db(), { settleSeconds: 0, sliceSize: 128 }),
      refreshAnalyticsRollups(db(), { settleSeconds: 0 }),
    ]);
    const direct = await directDaily();
    expect(direct.length).toBeGreaterThan(50);
    expect(await rolledDaily()).toEqual(direct);
    const [{ total } = { total: 0 }] = await db()
      .select({ total: sql<number>`sum(${analyticsDaily.events})::int` })
      .from(analyticsDaily);
    expect(total).toBe(1000);
    expect(await refreshAnalyticsRollups(db(), { settleSeconds: 0 })).toBe(0);
  });

  it("counts search terms, searches without results and technologies asked vs offered", async () => {
    await randomEvents(400, 3);
    await refreshAnalyticsRollups(db(), { settleSeconds: 0 });
    const terms = async (kind: string) =>
      resultRows<{ term: string; n: number }>(
        await db().execute(
          sql`SELECT term, sum(count)::int AS n FROM analytics_term_daily WHERE kind = ${kind} GROUP BY term ORDER BY term`,
        ),
      );
    const direct = async (where: ReturnType<typeof sql>) =>
      resultRows<{ n: number }>(
        await db().execute(sql`SELECT count(*)::int AS n FROM analytics_event WHERE ${where}`),
      )[0]?.n;
    expect(await terms("search")).toEqual([
      { term: "", n: await direct(sql`name = 'supplier_search' AND props->>'keywords' = ''`) },
      {
        term: "java",
        n: await direct(sql`name = 'supplier_search' AND lower(btrim(props->>'keywords')) = 'java'`),
      },
      { term: "sap", n: await direct(sql`name = 'supplier_search' AND props->>'keywords' = 'SAP'`) },
    ]);
    const noResults = (await terms("search_no_result")).reduce((s, r) => s + r.n, 0);
    expect(noResults).toBe(await direct(sql`name = 'supplier_search' AND props->>'results' = '0'`));
    const asked = await terms("tech_asked");
    expect(asked.find((r) => r.term === "SQL")?.n).toBe(await direct(sql`name = 'publish_T&M'`));
    expect(await terms("profile_view")).toEqual([
      { term: "5", n: await direct(sql`name = 'profile_detail' AND props->>'supplier_id' = '5'`) },
      { term: "6", n: await direct(sql`name = 'profile_detail' AND props->>'supplier_id' = '6'`) },
    ]);
    const offered = await terms("tech_offered");
    expect(offered.find((r) => r.term === "SQL")?.n).toBe(await direct(sql`name = 'profile_create'`));
  });

  it("leaves events younger than the settle delay for the next run", async () => {
    await db()
      .insert(analyticsEvent)
      .values({ name: "position_detail", props: { position_id: 1 } });
    expect(await refreshAnalyticsRollups(db())).toBe(0);
    expect(await db().select().from(analyticsDaily)).toHaveLength(0);
    await refreshAnalyticsRollups(db(), { settleSeconds: 0 });
    expect(await db().select().from(analyticsDaily)).toHaveLength(1);
  });

  it("deletes raw events past the retention in batches, only once counted; the rollups keep them", async () => {
    await randomEvents(300, 11);
    const old = sql`occurred_at < now() - interval '13 months'`;
    const count = async (where = sql`true`) =>
      resultRows<{ n: number }>(
        await db().execute(sql`SELECT count(*)::int AS n FROM analytics_event WHERE ${where}`),
      )[0]?.n ?? 0;
    const oldBefore = await count(old);
    expect(oldBefore).toBeGreaterThan(0);
    // Not counted yet: nothing goes.
    expect(await purgeOldAnalyticsEvents(t.ctx, 7)).toBe(0);
    await refreshAnalyticsRollups(db(), { settleSeconds: 0 });
    expect(await purgeOldAnalyticsEvents(t.ctx, 7)).toBe(oldBefore);
    expect(await count()).toBe(300 - oldBefore);
    const [{ total } = { total: 0 }] = await db()
      .select({ total: sql<number>`sum(${analyticsDaily.events})::int` })
      .from(analyticsDaily);
    expect(total).toBe(300);
    // A shorter configured retention deletes more.
    await t.ctx.settings.set(RETENTION_SETTING_KEY, 1);
    const olderThanAMonth = await count(sql`occurred_at < now() - interval '1 month'`);
    expect(olderThanAMonth).toBeGreaterThan(0);
    expect(await purgeOldAnalyticsEvents(t.ctx)).toBe(olderThanAMonth);
    expect(await count(sql`occurred_at < now() - interval '1 month'`)).toBe(0);
  });

  it("erasing a user keeps their events counted but without them nor their fields", async () => {
    const other = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    // A colleague in the same company (the last user of a company cannot erase their account).
    const colleague = await createUser(db(), {
      role: ROLE.CLIENT_EMPLOYEES,
      companyId: other.user.companyId,
    });
    const me = { user: colleague, token: (await login(t.app, colleague.email)).token };
    await db().update(appUser).set({ analyticsConsent: true });
    const view = { events: [{ name: "supplier_search", props: { results: 0, keywords: "secret project" } }] };
    for (const token of [me.token, other.token])
      await t.app.inject({
        method: "POST",
        url: "/api/analytics/events",
        payload: view,
        headers: bearer(token),
      });
    const erased = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      payload: { password: TEST_PASSWORD, confirmation: me.user.email },
      headers: bearer(me.token),
    });
    expect(erased.statusCode).toBe(200);
    const rows = await db().select().from(analyticsEvent).orderBy(asc(analyticsEvent.id));
    expect(rows.map((r) => [r.userId, r.props])).toEqual([
      [null, {}],
      [other.user.id, { results: 0, keywords: "secret project" }],
    ]);
    expect(
      await db().select().from(analyticsEvent).where(eq(analyticsEvent.userId, me.user.id)),
    ).toHaveLength(0);
    expect(await db().select().from(analyticsTermDaily)).toHaveLength(0);
  });
});
