import { must, type ProfileBody, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchScore, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

type Ranked = {
  profile_id: number;
  firstname: string;
  lastname: string;
  company_name: string;
  contacts_visible: boolean;
  score: number;
  band: string;
  criteria: {
    criterion: string;
    outcome: string;
    points: number;
    max_points: number;
    missing: string[];
    short: { name: string; years: number; min_years: number }[];
  }[];
};

describe("matching: compatible profiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /**
   * A client on Business with a Java position (Java and Spring Boot mandatory, Kafka nice, English B2, Milano,
   * 450 a day), and a supplier with three published profiles: a strong fit, a weaker one and an unrelated one.
   */
  async function world(options: { publish?: boolean } = {}) {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    const [java, spring, kafka, python] = await Promise.all(
      ["Java", "Spring Boot", "Apache Kafka", "Python"].map((n) => kit.techId(n)),
    );
    const strong = await kit.create(supplier.token, {
      lastname: "Bianchi",
      skills: [
        { technology_id: must(java, "java"), years: 8, level: 5 },
        { technology_id: must(spring, "spring"), years: 6, level: 4 },
        { technology_id: must(kafka, "kafka"), years: 3, level: 3 },
      ],
    });
    const weakerBody: Partial<ProfileBody> = {
      firstname: "Marco",
      lastname: "Verdi",
      seniority: "middle",
      city: "Roma",
      remote: false,
      daily_rate_min: 600,
      daily_rate_max: 650,
      skills: [{ technology_id: must(java, "java"), years: 3, level: 3 }],
      languages: [{ code: "it", level: "native" }],
      experiences: [],
    };
    const weaker = await kit.create(supplier.token, weakerBody);
    const unrelated = await kit.create(supplier.token, {
      firstname: "Sara",
      lastname: "Neri",
      skills: [{ technology_id: must(python, "python"), years: 5, level: 4 }],
      experiences: [],
    });
    const published = await call("POST", "/api/profiles/publication", supplier.token, {
      ids: [strong.id, weaker.id, unrelated.id],
      published: true,
    });
    expect(published.statusCode).toBe(200);
    const created = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
      title: "Core banking",
      publish: options.publish ?? true,
      positions: [
        {
          title: "Senior Java developer",
          seniority: "senior",
          city: "Milano",
          max_daily_rate: 450,
          date_start: "2030-03-01",
          mandatory_skills: [{ technology_id: java }, { technology_id: spring }],
          nice_skills: [{ technology_id: kafka }],
          languages: [{ code: "en", min_level: "B2" }],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const need = created.json().data as { id: number; positions: { id: number }[] };
    const positionId = must(need.positions[0], "need.positions[0]").id;
    return {
      client,
      supplier,
      strong,
      weaker,
      weakerBody,
      unrelated,
      need,
      positionId,
      spring: must(spring, "spring"),
    };
  }

  const ranked = async (positionId: number, token: string, query = "") => {
    const res = await call("GET", `/api/positions/${positionId}/compatible-profiles${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Ranked[]; total: number; page: number; limit: number };
  };

  it("computes the ranking when a need is published and explains every score", async () => {
    const w = await world({ publish: false });
    expect((await ranked(w.positionId, w.client.token)).total).toBe(0);
    const rows = await t.database.db.select().from(matchScore).where(eq(matchScore.positionId, w.positionId));
    expect(rows).toHaveLength(0);

    expect((await call("POST", `/api/client/need/${w.need.id}/publish`, w.client.token)).statusCode).toBe(
      200,
    );
    const page = await ranked(w.positionId, w.client.token);
    expect(page.items.map((i) => i.profile_id)).toEqual([w.strong.id, w.weaker.id]);
    expect(page.total).toBe(2);
    const [best, second] = page.items;
    expect(must(best, "best").score).toBeGreaterThan(must(second, "second").score);
    expect(best).toMatchObject({
      lastname: "B.",
      company_name: expect.any(String),
      contacts_visible: false,
      band: "excellent",
    });
    expect(must(best, "best").criteria.find((c) => c.criterion === "mandatory_skills")).toMatchObject({
      outcome: "hit",
      missing: [],
    });
    // The weaker profile lacks Spring Boot, English, the rate and the city: each named in the explanation.
    const why = Object.fromEntries(must(second, "second").criteria.map((c) => [c.criterion, c]));
    expect(why.mandatory_skills).toMatchObject({ outcome: "partial", missing: ["Spring Boot"] });
    expect(why.nice_skills).toMatchObject({ outcome: "miss", missing: ["Apache Kafka"] });
    expect(why.languages).toMatchObject({ outcome: "miss", missing: ["Inglese"] });
    expect(why.rate).toMatchObject({ outcome: "miss", points: 0 });
    expect(must(second, "second").score).toBeLessThanOrEqual(49);
    expect(must(second, "second").band).toBe("bad");

    // English readers get English names; staff see the profile in full.
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${w.positionId}/compatible-profiles`,
      headers: { ...bearer(staff.token), "accept-language": "en" },
    });
    const staffPage = res.json().data as { items: Ranked[] };
    expect(staffPage.items[0]).toMatchObject({ lastname: "Bianchi", contacts_visible: true });
    expect(must(staffPage.items[0], "staffPage.items[0]").company_name).toEqual(expect.any(String));
  });

  it("names a required technology the profile has with fewer years than the position's minimum", async () => {
    const w = await world({ publish: false });
    const java = await kit.techId("Java");
    const draft = (await call("GET", `/api/client/need/${w.need.id}`, w.client.token)).json().data;
    const saved = await call("PUT", `/api/client/need/${w.need.id}/time-material`, w.client.token, {
      title: draft.title,
      publish: true,
      positions: [
        {
          title: "Senior Java developer",
          seniority: "senior",
          city: "Milano",
          max_daily_rate: 450,
          date_start: "2030-03-01",
          mandatory_skills: [
            { technology_id: java, min_years: 10 },
            { technology_id: w.spring, min_years: 2 },
          ],
          languages: [{ code: "en", min_level: "B2" }],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const positionId = saved.json().data.positions[0].id as number;
    const page = await ranked(positionId, w.client.token);
    const why = (id: number) =>
      page.items.find((i) => i.profile_id === id)?.criteria.find((c) => c.criterion === "mandatory_skills");
    // Bianchi has Java for 8 years of the 10 asked, and Spring Boot for 6 of 2: only Java is named.
    expect(why(w.strong.id)).toMatchObject({
      outcome: "partial",
      missing: [],
      short: [{ name: "Java", years: 8, min_years: 10 }],
    });
    // Verdi lacks Spring Boot (missing) and has Java for 3 years of 10.
    expect(why(w.weaker.id)).toMatchObject({
      missing: ["Spring Boot"],
      short: [{ name: "Java", years: 3, min_years: 10 }],
    });
  });

  it("rescoring follows profile edits and unpublishing, and closing the need empties the ranking", async () => {
    const w = await world();
    const before = must(
      (await ranked(w.positionId, w.client.token)).items.find((i) => i.profile_id === w.weaker.id),
      "the weaker profile before the edit",
    );
    const body = await kit.body({
      ...w.weakerBody,
      skills: [
        { technology_id: must(await kit.techId("Java"), "Java"), years: 3, level: 3 },
        { technology_id: w.spring, years: 3, level: 3 },
      ],
    });
    expect((await call("PUT", `/api/profiles/${w.weaker.id}`, w.supplier.token, body)).statusCode).toBe(200);
    const after = must(
      (await ranked(w.positionId, w.client.token)).items.find((i) => i.profile_id === w.weaker.id),
      "the weaker profile after the edit",
    );
    expect(after.score).toBeGreaterThan(before.score);
    expect(
      must(
        after.criteria.find((c) => c.criterion === "mandatory_skills"),
        "mandatory_skills",
      ).missing,
    ).toEqual([]);

    const off = await call("POST", `/api/profiles/${w.strong.id}/publication`, w.supplier.token, {
      published: false,
    });
    expect(off.statusCode).toBe(200);
    const rows = await t.database.db.select().from(matchScore).where(eq(matchScore.profileId, w.strong.id));
    expect(rows).toHaveLength(0);
    expect((await ranked(w.positionId, w.client.token)).items.map((i) => i.profile_id)).toEqual([
      w.weaker.id,
    ]);

    expect((await call("POST", `/api/client/need/${w.need.id}/close`, w.client.token)).statusCode).toBe(200);
    expect((await ranked(w.positionId, w.client.token)).total).toBe(0);
  });

  it("pages and filters by band, and validates the query", async () => {
    const w = await world();
    const second = await ranked(w.positionId, w.client.token, "?page=2&limit=1");
    expect(second).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(second.items.map((i) => i.profile_id)).toEqual([w.weaker.id]);
    const bad = await ranked(w.positionId, w.client.token, "?band=bad");
    expect(bad.items.map((i) => i.profile_id)).toEqual([w.weaker.id]);
    const invalid = await call(
      "GET",
      `/api/positions/${w.positionId}/compatible-profiles?band=great`,
      w.client.token,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "validation.failed" });
    const zero = await call(
      "GET",
      `/api/positions/${w.positionId}/compatible-profiles?limit=0`,
      w.client.token,
    );
    expect(zero.statusCode).toBe(400);
  });

  it("refuses anonymous callers, suppliers, other companies and a plan without SPC", async () => {
    const w = await world();
    const url = `/api/positions/${w.positionId}/compatible-profiles`;
    expect((await call("GET", url)).statusCode).toBe(401);
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY, ROLE.COMPANY_ADMINISTRATOR]) {
      const other = await kit.member(role);
      const res = await call("GET", url, other.token);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.json()).toMatchObject({ code: "auth.forbidden" });
    }
    const otherClient = await kit.member(ROLE.CLIENT);
    expect((await call("GET", url, otherClient.token)).statusCode).toBe(404);
    const colleague = await kit.colleague(w.client.companyId, ROLE.CLIENT_EMPLOYEES);
    expect((await call("GET", url, colleague.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/positions/999999/compatible-profiles", w.client.token)).statusCode).toBe(
      404,
    );

    await t.database.db
      .update(subscription)
      .set({ state: 4 })
      .where(eq(subscription.companyId, w.client.companyId));
    const blocked = await call("GET", url, w.client.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "SPC", blocked: true },
    });
  });
});

describe("matching: the supplier's fitting profiles", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  async function openPosition(publish = true) {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const res = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
      title: "Payments",
      publish,
      positions: [
        {
          title: "Java developer",
          seniority: "senior",
          city: "Milano",
          max_daily_rate: 500,
          mandatory_skills: [{ technology_id: java }],
        },
      ],
    });
    const need = res.json().data as { id: number; positions: { id: number }[] };
    return { client, need, positionId: must(need.positions[0], "need.positions[0]").id };
  }

  it("shows a supplier its own fitting profiles in full and the best fit in the position list", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const mine = await kit.create(supplier.token, { lastname: "Bianchi" });
    const competitor = await kit.member(ROLE.SUPPLIER);
    const theirs = await kit.create(competitor.token, { lastname: "Russo" });
    // Profiles published before the position exists: the position's recompute finds them.
    for (const [token, id] of [
      [supplier.token, mine.id],
      [competitor.token, theirs.id],
    ] as const)
      await call("POST", "/api/profiles/publication", token, { ids: [id], published: true });
    const { positionId, need, client } = await openPosition();
    // A profile published after the position: the profile's recompute scores it.
    const late = await kit.create(supplier.token, { lastname: "Gallo", seniority: "junior" });
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [late.id], published: true });

    const res = await call("GET", `/api/positions/${positionId}/my-fitting-profiles`, supplier.token);
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { items: Ranked[]; total: number };
    expect(page.items.map((i) => i.profile_id)).toEqual([mine.id, late.id]);
    expect(page.items[0]).toMatchObject({ lastname: "Bianchi", contacts_visible: true });
    expect(must(page.items[0], "page.items[0]").criteria.length).toBeGreaterThan(0);

    const list = (await call("GET", "/api/positions", supplier.token)).json().data as {
      items: { id: number; best_fit: { profile_id: number; score: number; fitting: number } | null }[];
    };
    const item = must(
      list.items.find((i) => i.id === positionId),
      "the position in the list",
    );
    expect(item.best_fit).toMatchObject({
      profile_id: mine.id,
      score: must(page.items[0], "page.items[0]").score,
      fitting: 2,
    });
    const stranger = await kit.member(ROLE.SUPPLIER);
    const theirList = (await call("GET", "/api/positions", stranger.token)).json().data as {
      items: { id: number; best_fit: unknown }[];
    };
    expect(
      must(
        theirList.items.find((i) => i.id === positionId),
        "the position in their list",
      ).best_fit,
    ).toBeNull();

    // Closed positions are not open any more.
    await call("POST", `/api/client/need/${need.id}/close`, client.token);
    expect(
      (await call("GET", `/api/positions/${positionId}/my-fitting-profiles`, supplier.token)).statusCode,
    ).toBe(404);
  });

  it("refuses anonymous callers and client roles, and answers 404 for drafts and validation errors", async () => {
    const { positionId, client } = await openPosition(false);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const url = `/api/positions/${positionId}/my-fitting-profiles`;
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", url, client.token)).statusCode).toBe(403);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect((await call("GET", url, staff.token)).statusCode).toBe(403);
    expect((await call("GET", url, supplier.token)).statusCode).toBe(404);
    expect((await call("GET", `${url}?page=0`, supplier.token)).statusCode).toBe(400);
    const freelancer = await kit.member(ROLE.FREELANCER);
    expect((await call("GET", url, freelancer.token)).statusCode).toBe(404);
  });
});
