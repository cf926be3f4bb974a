import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

type Criterion = {
  criterion: string;
  outcome: string;
  missing: string[];
  from_experience: { name: string; years: number; company: string; until: number | null; label: string }[];
};
type Ranked = { profile_id: number; score: number; criteria: Criterion[] };

/** Issue 22 item 4: technologies of work experiences count as skills, and the explanation says where from. */
describe("matching: careers count", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  async function world() {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    const [java, spring, python] = await Promise.all(["Java", "Spring Boot", "Python"].map(kit.techId));
    const job = { role: "Backend Developer", description: null };
    // Java in the skills list, Spring Boot only through three years at Acme that ended in 2024.
    const career = await kit.create(supplier.token, {
      lastname: "Rossi",
      skills: [{ technology_id: must(java, "java"), years: 8, level: 4 }],
      experiences: [
        {
          ...job,
          company: "Acme",
          start_date: "2021-06-01",
          end_date: "2024-06-01",
          technology_ids: [must(spring, "spring")],
        },
      ],
    });
    // Neither technology in the skills list: a candidate only through a current job listing both.
    const careerOnly = await kit.create(supplier.token, {
      lastname: "Galli",
      skills: [{ technology_id: must(python, "python"), years: 4, level: 3 }],
      experiences: [
        {
          ...job,
          company: "Globex",
          start_date: "2019-01-01",
          end_date: null,
          technology_ids: [must(java, "java"), must(spring, "spring")],
        },
      ],
    });
    const unrelated = await kit.create(supplier.token, {
      lastname: "Neri",
      skills: [{ technology_id: must(python, "python"), years: 5, level: 4 }],
      experiences: [],
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(supplier.token),
      payload: { ids: [career.id, careerOnly.id, unrelated.id], published: true },
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
            title: "Senior Java developer",
            seniority: "senior",
            city: "Milano",
            max_daily_rate: 500,
            date_start: "2030-03-01",
            mandatory_skills: [{ technology_id: java }, { technology_id: spring }],
            languages: [{ code: "en", min_level: "B2" }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const positionId = must(created.json().data.positions[0], "the position").id as number;
    return { client, career, careerOnly, unrelated, positionId };
  }

  /** The ranking as the client reads it; the request's language is the signed-in user's. */
  const ranked = async (w: Awaited<ReturnType<typeof world>>, lang: "it" | "en") => {
    await t.database.db.update(appUser).set({ language: lang }).where(eq(appUser.id, w.client.user.id));
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${w.positionId}/compatible-profiles`,
      headers: bearer(w.client.token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { items: Ranked[] }).items;
  };
  const skillsOf = (items: Ranked[], id: number) =>
    must(
      items.find((i) => i.profile_id === id)?.criteria.find((c) => c.criterion === "mandatory_skills"),
      `mandatory skills of ${id}`,
    );

  it("ranks a profile through its experiences' technologies and says where each skill came from", async () => {
    const w = await world();
    const items = await ranked(w, "en");
    // The unrelated profile shares no technology, not even through its career.
    expect(items.map((i) => i.profile_id).sort()).toEqual([w.career.id, w.careerOnly.id].sort());

    const career = skillsOf(items, w.career.id);
    // Held either way; three years of Spring Boot are short of a senior's six, hence partial.
    expect(career).toMatchObject({ outcome: "partial", missing: [] });
    expect(career.from_experience).toEqual([
      {
        name: "Spring Boot",
        years: 3,
        company: "Acme",
        until: 2024,
        label: "Spring Boot: 3 years at Acme, until 2024",
      },
    ]);
    const careerOnly = skillsOf(items, w.careerOnly.id);
    expect(careerOnly.missing).toEqual([]);
    expect(careerOnly.from_experience.map((s) => s.name).sort()).toEqual(["Java", "Spring Boot"]);
    expect(careerOnly.from_experience[0]).toMatchObject({ company: "Globex", until: null });
    expect(careerOnly.from_experience[0]?.label).toMatch(/ years at Globex, to date$/);
  });

  it("writes the explanation in the request's language", async () => {
    const w = await world();
    const items = await ranked(w, "it");
    expect(skillsOf(items, w.career.id).from_experience[0]?.label).toBe(
      "Spring Boot: 3 anni in Acme, fino al 2024",
    );
    expect(skillsOf(items, w.careerOnly.id).from_experience[0]?.label).toMatch(/ anni in Globex, tuttora$/);
  });
});
