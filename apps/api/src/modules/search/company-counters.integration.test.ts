import { ROLE } from "@mkt/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/client.ts";
import { profile, profileSkill } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

/**
 * company_profile_stats and company_technology (migration 0041) are kept by statement triggers on profile: whatever
 * writes profiles — the API, the bulk seeder's multi-row inserts, a merge of technologies — they must equal a count
 * of the rows themselves.
 */
describe("per-company profile counters", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;

  async function counted(companyIds: number[]) {
    const ids = sql.join(
      companyIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const stats = resultRows<{ company_id: number; profiles: number; published: number }>(
      await db().execute(
        sql`SELECT company_id, profiles, published FROM company_profile_stats WHERE company_id IN (${ids}) AND (profiles <> 0 OR published <> 0) ORDER BY company_id`,
      ),
    );
    const direct = resultRows<{ company_id: number; profiles: number; published: number }>(
      await db().execute(
        sql`SELECT company_id, count(*)::int AS profiles, (count(*) FILTER (WHERE published))::int AS published FROM profile WHERE company_id IN (${ids}) GROUP BY company_id ORDER BY company_id`,
      ),
    );
    const technologies = resultRows<{ company_id: number; technology_id: number; published: number }>(
      await db().execute(
        sql`SELECT company_id, technology_id, published FROM company_technology WHERE company_id IN (${ids}) AND published <> 0 ORDER BY 1, 2`,
      ),
    );
    const directTechnologies = resultRows<{ company_id: number; technology_id: number; published: number }>(
      await db().execute(
        sql`SELECT p.company_id, tid AS technology_id, count(*)::int AS published FROM profile p, unnest(p.technology_ids) tid WHERE p.company_id IN (${ids}) AND p.published GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
    );
    return {
      stats: stats.map((r) => ({ ...r, profiles: Number(r.profiles), published: Number(r.published) })),
      direct,
      technologies: technologies.map((r) => ({ ...r, published: Number(r.published) })),
      directTechnologies,
    };
  }

  it("follow inserts, skills, publication, moves between companies and deletions", async () => {
    const a = await kit.member(ROLE.SUPPLIER);
    const b = await kit.member(ROLE.SUPPLIER);
    const [java, kotlin, go] = [await kit.techId("Java"), await kit.techId("Kotlin"), await kit.techId("Go")];
    const row = (companyId: number, name: string, published: boolean) => ({
      companyId,
      firstname: name,
      lastname: "Rossi",
      title: "Developer",
      seniority: "senior",
      kind: "employee",
      published,
    });
    // One multi-row statement, as the bulk seeder writes.
    const created = await db()
      .insert(profile)
      .values([row(a.companyId, "Uno", true), row(a.companyId, "Due", false), row(b.companyId, "Tre", true)])
      .returning({ id: profile.id });
    const [one, two, three] = created.map((r) => r.id) as [number, number, number];
    await db()
      .insert(profileSkill)
      .values([
        { profileId: one, technologyId: java, years: 3, level: 4 },
        { profileId: one, technologyId: kotlin, years: 2, level: 3 },
        { profileId: two, technologyId: java, years: 1, level: 2 },
        { profileId: three, technologyId: java, years: 5, level: 5 },
      ]);
    let now = await counted([a.companyId, b.companyId]);
    expect(now.stats).toEqual(now.direct);
    expect(now.technologies).toEqual(now.directTechnologies);
    expect(now.stats).toEqual([
      { company_id: a.companyId, profiles: 2, published: 1 },
      { company_id: b.companyId, profiles: 1, published: 1 },
    ]);

    // Publishing, a skill changed, a profile moved to the other company, then deleted.
    await db().update(profile).set({ published: true }).where(eq(profile.id, two));
    await db().update(profileSkill).set({ technologyId: go }).where(eq(profileSkill.profileId, three));
    await db().update(profile).set({ companyId: b.companyId }).where(eq(profile.id, one));
    now = await counted([a.companyId, b.companyId]);
    expect(now.stats).toEqual(now.direct);
    expect(now.technologies).toEqual(now.directTechnologies);

    // An update that changes nothing the counters read writes nothing wrong either.
    await db()
      .update(profile)
      .set({ title: "Lead developer" })
      .where(inArray(profile.id, [one, two, three]));
    await db().delete(profile).where(eq(profile.id, two));
    now = await counted([a.companyId, b.companyId]);
    expect(now.stats).toEqual(now.direct);
    expect(now.technologies).toEqual(now.directTechnologies);
    // Company a has none left (its counter row reads zero and is left out above).
    expect(now.stats).toEqual([{ company_id: b.companyId, profiles: 2, published: 2 }]);
  });
});
