import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchScore, need, position, profile, quote, savedProfile } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("dashboards (/api/dashboard/client, /api/dashboard/supplier)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });

  /** A client with needs, positions, quotes and scores against a supplier's profiles. */
  async function seeded() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const strong = await kit.create(supplier.token, {
      firstname: "Marco",
      lastname: "Verdi",
      title: "Java lead",
    });
    const weak = await kit.create(supplier.token, { title: "Junior tester" });
    const stale = await kit.create(supplier.token, { title: "PM", available_from: null });
    const hidden = await kit.create(supplier.token, { title: "Draft" });
    await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [strong.id, weak.id, stale.id], published: true },
    });
    await db()
      .update(profile)
      .set({ availableFrom: inDays(30) })
      .where(eq(profile.id, strong.id));
    await db()
      .update(profile)
      .set({ availableFrom: inDays(-3) })
      .where(eq(profile.id, weak.id));

    const client = await kit.member(ROLE.CLIENT);
    const needs = await db()
      .insert(need)
      .values([
        {
          companyId: client.companyId,
          type: "tm",
          title: "Core banking",
          status: "published",
          publishedAt: new Date(),
        },
        {
          companyId: client.companyId,
          type: "fp",
          title: "Portal",
          status: "published",
          publishedAt: new Date(),
        },
        { companyId: client.companyId, type: "tm", title: "Draft need", status: "draft" },
      ])
      .returning();
    const [open, fp, draft] = needs;
    const [pos, draftPos] = await db()
      .insert(position)
      .values([
        { needId: must(open, "the open need").id, title: "Java developer", status: "published" },
        { needId: must(draft, "the draft need").id, title: "Hidden position", status: "draft" },
      ])
      .returning();
    await db()
      .insert(matchScore)
      .values([
        {
          positionId: must(pos, "the published position").id,
          profileId: strong.id,
          companyId: supplier.companyId,
          score: 91,
          band: "excellent",
          criteria: [],
        },
        {
          positionId: must(pos, "the published position").id,
          profileId: weak.id,
          companyId: supplier.companyId,
          score: 55,
          band: "good",
          criteria: [],
        },
        {
          positionId: must(draftPos, "the draft position").id,
          profileId: strong.id,
          companyId: supplier.companyId,
          score: 99,
          band: "excellent",
          criteria: [],
        },
        {
          positionId: must(pos, "the published position").id,
          profileId: hidden.id,
          companyId: supplier.companyId,
          score: 98,
          band: "excellent",
          criteria: [],
        },
      ]);
    const base = { supplierCompanyId: supplier.companyId, clientCompanyId: client.companyId };
    await db()
      .insert(quote)
      .values([
        {
          ...base,
          needId: must(open, "the open need").id,
          positionId: must(pos, "the published position").id,
          kind: "tm",
          status: "sent",
        },
        { ...base, needId: must(fp, "the fixed-price need").id, kind: "fp", status: "sent" },
        {
          ...base,
          needId: must(open, "the open need").id,
          positionId: must(pos, "the published position").id,
          kind: "tm",
          status: "discarded",
        },
      ]);
    await db().insert(savedProfile).values({ companyId: client.companyId, profileId: strong.id });
    await t.app.inject({
      method: "POST",
      url: `/api/profiles/${strong.id}/availability-requests`,
      headers: bearer(client.token),
      payload: {},
    });
    return {
      supplier,
      client,
      strong,
      weak,
      stale,
      pos: must(pos, "the published position"),
      open: must(open, "the open need"),
      fp: must(fp, "the fixed-price need"),
    };
  }

  it("gives the client its open needs, new quotes, best matches, saved profiles and requests", async () => {
    const { client, strong, weak, pos, open, fp } = await seeded();
    const res = await get("/api/dashboard/client", client.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.open_needs.count).toBe(2);
    expect(data.open_needs.latest.map((n: { id: number }) => n.id).sort()).toEqual([open.id, fp.id].sort());
    expect(data.open_needs.latest.find((n: { id: number }) => n.id === open.id).positions).toBe(1);
    expect(data.new_quotes.count).toBe(2);
    expect(data.new_quotes.latest[0]).toMatchObject({ supplier_name: expect.any(String) });
    expect(data.best_matches).toEqual([
      expect.objectContaining({ position_id: pos.id, profile_id: strong.id, score: 91, band: "excellent" }),
      expect.objectContaining({ position_id: pos.id, profile_id: weak.id, score: 55, band: "good" }),
    ]);
    expect(data.saved_profiles).toMatchObject({
      count: 1,
      latest: [{ profile_id: strong.id, name: "Marco V." }],
    });
    expect(data.availability).toEqual({ pending: 1, answered: 0 });

    // Another client sees none of it.
    const rival = await kit.member(ROLE.CLIENT);
    const empty = (await get("/api/dashboard/client", rival.token)).json().data;
    expect(empty).toMatchObject({
      open_needs: { count: 0, latest: [] },
      new_quotes: { count: 0 },
      best_matches: [],
      saved_profiles: { count: 0 },
      availability: { pending: 0, answered: 0 },
    });
  });

  it("gives the supplier fitting positions, quotes by state, profiles without availability and requests", async () => {
    const { supplier, strong, stale, weak, pos } = await seeded();
    const res = await get("/api/dashboard/supplier", supplier.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Only the published position counts; the best of my published profiles, with how many of mine fit.
    expect(data.fitting_positions).toEqual([
      expect.objectContaining({
        position_id: pos.id,
        profile_id: strong.id,
        profile_name: "Marco Verdi",
        score: 91,
        profiles_scored: 2,
        need_title: "Core banking",
      }),
    ]);
    expect(data.quotes_by_status).toEqual(
      expect.arrayContaining([
        { status: "sent", count: 2 },
        { status: "discarded", count: 1 },
      ]),
    );
    expect(data.profiles_without_availability.count).toBe(2);
    expect(data.profiles_without_availability.latest.map((p: { id: number }) => p.id)).toEqual([
      stale.id,
      weak.id,
    ]);
    expect(data.availability).toEqual({ pending: 1, answered: 0 });

    const rival = await kit.member(ROLE.SUPPLIER);
    expect((await get("/api/dashboard/supplier", rival.token)).json().data).toMatchObject({
      fitting_positions: [],
      quotes_by_status: [],
      profiles_without_availability: { count: 0 },
    });
    const freelancer = await kit.member(ROLE.FREELANCER);
    expect((await get("/api/dashboard/supplier", freelancer.token)).statusCode).toBe(200);
  });

  it("refuses the other side's dashboard, staff, supplier employees and anonymous callers", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const employee = await kit.colleague(supplier.companyId, ROLE.SUPPLIER_EMPLOYEES);
    const staff = await kit.member(ROLE.ADMINISTRATOR);
    expect((await get("/api/dashboard/supplier", client.token)).statusCode).toBe(403);
    expect((await get("/api/dashboard/client", supplier.token)).statusCode).toBe(403);
    expect((await get("/api/dashboard/supplier", employee.token)).statusCode).toBe(403);
    expect((await get("/api/dashboard/client", staff.token)).statusCode).toBe(403);
    expect((await get("/api/dashboard/client")).statusCode).toBe(401);
    expect((await get("/api/dashboard/supplier")).statusCode).toBe(401);
  });
});
