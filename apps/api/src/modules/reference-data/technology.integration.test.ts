import { ROLE, ROLE_IDS } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  positionSkill,
  profile,
  profileExperience,
  profileSkill,
  service,
  serviceRevision,
  technology,
  technologyAlias,
} from "../../db/schema/index.ts";
import { createUserAndLogin, useTestApp } from "../../test/app.ts";
import { addTechnology, auditRows, call, referencesOf } from "./test-kit.ts";

const base = "/api/admin/reference/technologies";

describe("reference data: technologies", () => {
  const t = useTestApp();
  const admin = async () =>
    call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token);

  it("creates, lists by alias, edits and switches off a technology, each change in the audit log", async () => {
    const api = await admin();
    const created = await api.post(base, {
      name: "Zigzag Lang",
      category: "language",
      label_it: "Linguaggio Zigzag",
      aliases: ["ZZL", "zig-zag"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const tech = created.json().data;
    expect(tech).toMatchObject({
      name: "Zigzag Lang",
      label_it: "Linguaggio Zigzag",
      label_en: null,
      enabled: true,
    });
    expect(tech.aliases.sort()).toEqual(["ZZL", "zig-zag"]);

    const found = await api.get(`${base}?q=zig-zag&category=language&enabled=true`);
    expect(found.json().data.items.map((i: { id: number }) => i.id)).toEqual([tech.id]);
    expect((await api.get(`${base}?q=zig-zag&enabled=false`)).json().data.total).toBe(0);

    const edited = await api.put(`${base}/${tech.id}`, {
      name: "ZigZag",
      category: "language",
      aliases: ["ZZL"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: "ZigZag", aliases: ["ZZL"], label_it: null });

    const off = await api.post(`${base}/${tech.id}/enabled`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect((await api.get(`${base}?q=zigzag&enabled=false`)).json().data.total).toBe(1);
    for (const action of ["create", "update", "enabled"])
      expect(await auditRows(t, `reference.technology.${action}`)).toHaveLength(1);
  });

  it("pages and sorts the list and exports the whole filter", async () => {
    const api = await admin();
    for (const name of ["Pagetest A", "Pagetest B", "Pagetest C"]) await addTechnology(t, name, "pagetest");
    const page = (await api.get(`${base}?category=pagetest&limit=2&page=2&sort=name&dir=desc`)).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(["Pagetest A"]);
    const exported = (await api.get(`${base}/export?category=pagetest`)).json().data.items;
    expect(exported.map((i: { name: string }) => i.name)).toEqual(["Pagetest A", "Pagetest B", "Pagetest C"]);
    expect((await api.get(`${base}/categories`)).json().data).toContain("pagetest");
  });

  it("answers field messages for bad input and taken names or aliases", async () => {
    const api = await admin();
    await addTechnology(t, "Takenname");
    const empty = await api.post(base, { name: " ", category: "", aliases: ["a", "A"] });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "category", "aliases"]));
    expect(empty.json().errors.find((e: { field: string }) => e.field === "name").message).toBeTruthy();

    const taken = await api.post(base, { name: "takenNAME", category: "x" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      expect.objectContaining({ field: "name", code: "reference.name_taken" }),
    ]);
    const aliasTaken = await api.post(base, { name: "Fresh", category: "x", aliases: ["TAKENNAME"] });
    expect(aliasTaken.json().errors[0]).toMatchObject({ field: "aliases", code: "reference.alias_taken" });
    expect((await api.put(`${base}/999999`, { name: "Nope", category: "x" })).statusCode).toBe(404);
  });

  it("merges a duplicate: every reference moves to the survivor in one go and nothing is lost", async () => {
    const api = await admin();
    const dup = await addTechnology(t, "Qwxjs");
    const keep = await addTechnology(t, "Qwx");
    await t.database.db.insert(technologyAlias).values({ technologyId: dup.id, alias: "Qwx.js" });
    const refs = await referencesOf(t, dup.id, keep.id);

    const preview = (await api.get(`${base}/${dup.id}/merge-preview`)).json().data;
    expect(preview.total).toBe(6);
    expect(preview.references).toEqual(
      expect.arrayContaining([
        { table: "profile_skill", count: 2 },
        { table: "position_skill", count: 1 },
        { table: "service_revision", count: 1 },
      ]),
    );

    const merged = await api.post(`${base}/${dup.id}/merge`, { survivor_id: keep.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toEqual({ survivor_id: keep.id, moved: 6, duplicates_removed: 2 });

    const db = t.database.db;
    expect(await db.select().from(profileSkill).where(eq(profileSkill.technologyId, dup.id))).toEqual([]);
    const skills = await db.select().from(profileSkill).where(eq(profileSkill.technologyId, keep.id));
    // The profile that had both keeps one skill with the stronger years and level; the other moved.
    expect(skills.find((s) => s.profileId === refs.both)).toMatchObject({ years: 7, level: 4 });
    expect(skills.find((s) => s.profileId === refs.only)).toMatchObject({ years: 3, level: 3 });
    const [p] = await db.select().from(profile).where(eq(profile.id, refs.only));
    expect(p?.technologyIds).toEqual([keep.id]);
    const [exp] = await db.select().from(profileExperience).where(eq(profileExperience.profileId, refs.only));
    expect(exp?.technologyIds).toEqual([keep.id, 999_999]);
    expect(
      await db.select().from(positionSkill).where(eq(positionSkill.positionId, refs.positionId)),
    ).toEqual([expect.objectContaining({ technologyId: keep.id, mandatory: true, minYears: 5 })]);
    const [s] = await db.select().from(service).where(eq(service.id, refs.serviceId));
    expect(s?.technologyIds).toEqual([keep.id]);
    const [rev] = await db
      .select()
      .from(serviceRevision)
      .where(eq(serviceRevision.serviceId, refs.serviceId));
    expect(rev?.content).toEqual({ title_it: "S", technology_ids: [keep.id] });

    const [gone] = await db.select().from(technology).where(eq(technology.id, dup.id));
    expect(gone).toMatchObject({ enabled: false, mergedIntoId: keep.id });
    const aliases = await db.select().from(technologyAlias).where(eq(technologyAlias.technologyId, keep.id));
    expect(aliases.map((a) => a.alias).sort()).toEqual(["Qwx.js", "Qwxjs"]);
    const [audit] = await auditRows(t, "reference.technology.merge");
    expect(audit?.details).toMatchObject({ id: dup.id, survivor_id: keep.id, duplicates_removed: 2 });

    const again = await api.post(`${base}/${dup.id}/merge`, { survivor_id: keep.id });
    expect(again.statusCode).toBe(409);
    const intoMerged = await api.post(`${base}/${keep.id}/merge`, { survivor_id: dup.id });
    expect(intoMerged.json().errors[0]).toMatchObject({
      field: "survivor_id",
      code: "reference.merge_survivor_invalid",
    });
    const self = await api.post(`${base}/${keep.id}/merge`, { survivor_id: keep.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0]).toMatchObject({ field: "survivor_id", code: "reference.merge_same" });
    // Within a category only: a certification is not merged into a language (nothing moves).
    const certification = await addTechnology(t, "Qwx Certified", "certification");
    const across = await api.post(`${base}/${certification.id}/merge`, { survivor_id: keep.id });
    expect(across.statusCode).toBe(400);
    expect(across.json().errors[0]).toMatchObject({
      field: "survivor_id",
      code: "reference.merge_category_mismatch",
    });
    const [still] = await db.select().from(technology).where(eq(technology.id, certification.id));
    expect(still).toMatchObject({ enabled: true, mergedIntoId: null });
  });

  it("lets Admin Management list and edit but not switch off or merge; refuses everyone else", async () => {
    const tech = await addTechnology(t, "Authz Tech");
    const other = await addTechnology(t, "Authz Other");
    const am = call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT)).token);
    expect((await am.get(base)).statusCode).toBe(200);
    expect((await am.put(`${base}/${tech.id}`, { name: "Authz Tech 2", category: "x" })).statusCode).toBe(
      200,
    );
    expect((await am.post(`${base}/${tech.id}/enabled`, { enabled: false })).statusCode).toBe(403);
    expect((await am.get(`${base}/${tech.id}/merge-preview`)).statusCode).toBe(403);
    expect((await am.post(`${base}/${tech.id}/merge`, { survivor_id: other.id })).statusCode).toBe(403);

    const anonymous = call(t, null);
    expect((await anonymous.get(base)).statusCode).toBe(401);
    expect((await anonymous.post(`${base}/${tech.id}/merge`, { survivor_id: other.id })).statusCode).toBe(
      401,
    );
    for (const role of ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT)) {
      const api = call(t, (await createUserAndLogin(t.database.db, t.app, role)).token);
      expect((await api.get(base)).statusCode, `role ${role}`).toBe(403);
      expect((await api.post(base, { name: "X", category: "y" })).statusCode, `role ${role}`).toBe(403);
      expect((await api.post(`${base}/${tech.id}/merge`, { survivor_id: other.id })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(technology).where(eq(technology.id, tech.id));
    expect(row).toMatchObject({ enabled: true, mergedIntoId: null });
  });
});
