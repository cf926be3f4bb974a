import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscription, technology, technologyAlias } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

type Criterion = {
  criterion: string;
  outcome: string;
  missing: string[];
  from_experience: { name: string }[];
};
type Ranked = { profile_id: number; criteria: Criterion[] };

/**
 * Issue 22 "Also": aliases through the skills taxonomy. Writers store canonical ids, but a legacy row named like an
 * alias ("K8s", created before the taxonomy, which then kept its alias off Kubernetes) and a merged entry's id
 * written after the merge still reach the database; matching reads them as the entry they stand for.
 */
describe("matching: technologies stored under another spelling", () => {
  const t = useTestApp();
  const kit = profileKit(t);

  /** A technology row as a database from before issue 19 (or a merge) left it. */
  async function legacyRow(name: string, mergedInto: number | null = null) {
    await t.database.db.delete(technologyAlias).where(sql`lower(${technologyAlias.alias}) = lower(${name})`);
    const [row] = await t.database.db
      .insert(technology)
      .values({ name, category: "devops", mergedIntoId: mergedInto, enabled: mergedInto === null })
      .returning({ id: technology.id });
    return must(row, name).id;
  }

  async function setUp() {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const supplier = await kit.member(ROLE.SUPPLIER);
    const [java, kubernetes, postgresql] = await Promise.all(
      ["Java", "Kubernetes", "PostgreSQL"].map(kit.techId),
    );
    return {
      client,
      supplier,
      java: must(java, "java"),
      kubernetes: must(kubernetes, "k8s"),
      postgresql: must(postgresql, "pg"),
    };
  }

  async function profile(token: string, lastname: string, skills: number[], career: number[]) {
    const created = await kit.create(token, {
      lastname,
      skills: skills.map((technology_id) => ({ technology_id, years: 6, level: 4 })),
      experiences: career.length
        ? [
            {
              company: "Acme",
              role: "Platform engineer",
              description: null,
              start_date: "2020-01-01",
              end_date: null,
              technology_ids: career,
            },
          ]
        : [],
    });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      headers: bearer(token),
      payload: { ids: [created.id], published: true },
    });
    expect(published.statusCode).toBe(200);
    return created.id;
  }

  async function position(token: string, mandatory: number[]) {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      headers: bearer(token),
      payload: {
        title: "Platform",
        publish: true,
        positions: [
          {
            title: "Senior platform engineer",
            seniority: "senior",
            remote_allowed: true,
            date_start: "2030-03-01",
            mandatory_skills: mandatory.map((technology_id) => ({ technology_id })),
          },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    return must(created.json().data.positions[0], "the position").id as number;
  }

  async function ranked(token: string, positionId: number) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/positions/${positionId}/compatible-profiles`,
      headers: { ...bearer(token), "accept-language": "en" },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { items: Ranked[] }).items;
  }
  const skillsOf = (items: Ranked[], id: number) =>
    items.find((i) => i.profile_id === id)?.criteria.find((c) => c.criterion === "mandatory_skills");

  it("counts a legacy K8s row in a career and a merged Postgres entry as Kubernetes and PostgreSQL", async () => {
    const w = await setUp();
    const k8s = await legacyRow("K8s");
    const postgres = await legacyRow("Postgres 9", w.postgresql);
    const positionId = await position(w.client.token, [w.java, w.kubernetes, w.postgresql]);
    // Saved after the position: the profile's save scores it against the open positions.
    const legacy = await profile(w.supplier.token, "Legacy", [w.java, postgres], [k8s]);
    const canonical = await profile(w.supplier.token, "Canonical", [w.java, w.postgresql], [w.kubernetes]);
    const none = await profile(w.supplier.token, "JavaOnly", [w.java], []);

    const items = await ranked(w.client.token, positionId);
    const read = must(skillsOf(items, legacy), "the legacy spellings' match");
    expect(read.missing).toEqual([]);
    // Named as the entry it stands for.
    expect(read.from_experience.map((s) => s.name)).toEqual(["Kubernetes"]);
    expect(skillsOf(items, none)?.missing.sort()).toEqual(["Kubernetes", "PostgreSQL"]);
    const score = (id: number) => items.find((i) => i.profile_id === id)?.criteria;
    expect(score(legacy)).toEqual(score(canonical));
    expect(items.map((i) => i.profile_id).indexOf(legacy)).toBeLessThan(
      items.map((i) => i.profile_id).indexOf(none),
    );
  });

  it("finds a canonical profile for a position stored with the legacy spelling", async () => {
    const w = await setUp();
    const k8s = await legacyRow("K8s");
    const holder = await profile(w.supplier.token, "Holder", [w.java, w.kubernetes], []);
    // Created after the profile: the position's recompute searches candidates by every id of Kubernetes.
    const positionId = await position(w.client.token, [w.java, k8s]);
    const items = await ranked(w.client.token, positionId);
    expect(skillsOf(items, holder)).toMatchObject({ outcome: "hit", missing: [] });
  });
});
