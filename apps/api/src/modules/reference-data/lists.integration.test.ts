import { must, ROLE, ROLE_IDS } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  companySector,
  encodedValue,
  jobSector,
  need,
  productCategory,
  service,
  serviceRevision,
} from "../../db/schema/index.ts";
import { createCompany, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { auditRows, call } from "./test-kit.ts";

const sectors = "/api/admin/reference/job-sectors";
const lookups = "/api/admin/reference/lookups";
const categories = "/api/admin/reference/product-categories";

describe("reference data: job sectors, lookup lists, product categories", () => {
  const t = useTestApp();
  const admin = async () =>
    call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token);

  it("creates and edits sectors with field messages; a switched-off sector leaves the registration list", async () => {
    const api = await admin();
    const bad = await api.post(sectors, { code: "Bad Code", name_it: "", name_en: "x", sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["code", "name_it", "sort"]);
    const created = await api.post(sectors, {
      code: "zz_space",
      name_it: "Spazio",
      name_en: "Space",
      sort: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const dup = await api.post(sectors, { code: "zz_space", name_it: "A", name_en: "B", sort: 0 });
    expect(dup.json().errors[0]).toMatchObject({ field: "code", code: "reference.code_taken" });
    const edited = await api.put(`${sectors}/${id}`, {
      code: "zz_space",
      name_it: "Spazio",
      name_en: "Outer space",
      sort: 0,
    });
    expect(edited.json().data.name_en).toBe("Outer space");
    const page = (await api.get(`${sectors}?q=outer&limit=5`)).json().data;
    expect(page.items.map((s: { id: number }) => s.id)).toEqual([id]);

    const offered = async () => (await t.app.inject({ method: "GET", url: "/api/job_sectors" })).json().data;
    expect(JSON.stringify(await offered())).toContain("zz_space");
    await api.post(`${sectors}/${id}/enabled`, { enabled: false });
    expect(JSON.stringify(await offered())).not.toContain("zz_space");
    expect(await auditRows(t, "reference.job_sector.enabled")).toHaveLength(1);
  });

  it("merges a sector: companies, needs and services move and a company with both keeps one", async () => {
    const api = await admin();
    const db = t.database.db;
    const [a] = await db.insert(jobSector).values({ code: "zz_dup", nameIt: "D", nameEn: "D" }).returning();
    const [b] = await db.insert(jobSector).values({ code: "zz_keep", nameIt: "K", nameEn: "K" }).returning();
    const dup = must(a, "sector");
    const keep = must(b, "sector");
    const both = await createCompany(db, { role: ROLE.CLIENT });
    const one = await createCompany(db, { role: ROLE.SUPPLIER });
    await db.insert(companySector).values([
      { companyId: both.id, sectorId: dup.id },
      { companyId: both.id, sectorId: keep.id },
      { companyId: one.id, sectorId: dup.id },
    ]);
    const [n] = await db
      .insert(need)
      .values({ companyId: both.id, type: "tm", title: "N", sectorCode: "zz_dup" })
      .returning();
    const [s] = await db
      .insert(service)
      .values({ companyId: one.id, sectorIds: [dup.id] })
      .returning();
    await db
      .insert(serviceRevision)
      .values({ serviceId: must(s, "service").id, content: { sector_ids: [dup.id, keep.id] } });

    expect((await api.get(`${sectors}/${dup.id}/merge-preview`)).json().data.total).toBe(5);
    const merged = await api.post(`${sectors}/${dup.id}/merge`, { survivor_id: keep.id });
    expect(merged.json().data).toEqual({ survivor_id: keep.id, moved: 5, duplicates_removed: 1 });
    expect(await db.select().from(companySector).where(eq(companySector.sectorId, dup.id))).toEqual([]);
    expect(await db.select().from(companySector).where(eq(companySector.sectorId, keep.id))).toHaveLength(2);
    const [needRow] = await db
      .select()
      .from(need)
      .where(eq(need.id, must(n, "need").id));
    expect(needRow?.sectorCode).toBe("zz_keep");
    const [serviceRow] = await db
      .select()
      .from(service)
      .where(eq(service.id, must(s, "service").id));
    expect(serviceRow?.sectorIds).toEqual([keep.id]);
    const [rev] = await db
      .select()
      .from(serviceRevision)
      .where(eq(serviceRevision.serviceId, must(s, "service").id));
    expect(rev?.content).toEqual({ sector_ids: [keep.id] });
    const [dupRow] = await db.select().from(jobSector).where(eq(jobSector.id, dup.id));
    expect(dupRow?.enabled).toBe(false);
  });

  it("edits lookup labels and order; a disabled value leaves the forms' lists at once", async () => {
    const api = await admin();
    const list = (await api.get(`${lookups}?list_name=seniority&limit=100`)).json().data;
    expect(list.total).toBeGreaterThan(1);
    const value = list.items[0];
    const bad = await api.put(`${lookups}/${value.id}`, {
      label_it: "",
      label_en: "x".repeat(121),
      sort: "a",
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["label_en", "label_it", "sort"]);
    const edited = await api.put(`${lookups}/${value.id}`, {
      label_it: "Apprendista",
      label_en: "Apprentice",
      sort: 90,
    });
    expect(edited.json().data).toMatchObject({ label_en: "Apprentice", sort: 90, code: value.code });

    const forms = async () =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/encoded_value/listRegister",
          payload: { language: "en" },
        })
      ).json().data.seniority as { id: number; label: string }[];
    expect((await forms()).at(-1)).toMatchObject({ id: value.id, label: "Apprentice" });
    await api.post(`${lookups}/${value.id}/enabled`, { enabled: false });
    expect((await forms()).map((v) => v.id)).not.toContain(value.id);
    const [row] = await t.database.db.select().from(encodedValue).where(eq(encodedValue.id, value.id));
    expect(row?.enabled).toBe(false);
    expect(
      (await api.get(`${lookups}/export?list_name=seniority&enabled=false`)).json().data.items,
    ).toHaveLength(1);
  });

  it("moves categories without cycles and merges one into another, moving its services", async () => {
    const api = await admin();
    const root = (
      await api.post(categories, {
        parent_id: null,
        code: "zz_root",
        name_it: "Radice",
        name_en: "Root",
        sort: 0,
      })
    ).json().data;
    const child = (
      await api.post(categories, {
        parent_id: root.id,
        code: "zz_child",
        name_it: "Figlio",
        name_en: "Child",
        sort: 0,
      })
    ).json().data;
    expect(child).toMatchObject({ path_en: "Root › Child", depth: 1 });
    const cycle = await api.put(`${categories}/${root.id}`, {
      parent_id: child.id,
      code: "zz_root",
      name_it: "R",
      name_en: "R",
      sort: 0,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0]).toMatchObject({ field: "parent_id", code: "reference.category_cycle" });
    const missing = await api.post(categories, {
      parent_id: 999999,
      code: "zz_x",
      name_it: "X",
      name_en: "X",
      sort: 0,
    });
    expect(missing.json().errors[0]).toMatchObject({
      field: "parent_id",
      code: "reference.parent_not_found",
    });

    const other = (
      await api.post(categories, {
        parent_id: null,
        code: "zz_other",
        name_it: "Altro",
        name_en: "Other",
        sort: 0,
      })
    ).json().data;
    const company = await createCompany(t.database.db, { role: ROLE.SUPPLIER });
    await t.database.db.insert(service).values({ companyId: company.id, categoryId: root.id });
    const intoChild = await api.post(`${categories}/${root.id}/merge`, { survivor_id: child.id });
    expect(intoChild.json().errors[0]).toMatchObject({
      field: "survivor_id",
      code: "reference.category_cycle",
    });
    expect((await api.get(`${categories}/${root.id}/merge-preview`)).json().data.total).toBe(2);
    const merged = await api.post(`${categories}/${root.id}/merge`, { survivor_id: other.id });
    expect(merged.json().data.moved).toBe(2);
    const db = t.database.db;
    expect(await db.select().from(productCategory).where(eq(productCategory.id, root.id))).toEqual([]);
    const [movedChild] = await db.select().from(productCategory).where(eq(productCategory.id, child.id));
    expect(movedChild?.parentId).toBe(other.id);
    expect(
      await db
        .select()
        .from(service)
        .where(and(eq(service.companyId, company.id), eq(service.categoryId, other.id))),
    ).toHaveLength(1);
    const page = (await api.get(`${categories}?q=zz_&sort=path`)).json().data;
    expect(page.items.map((c: { code: string }) => c.code)).toEqual(["zz_other", "zz_child"]);
  });

  it("gives Admin Management editing only and refuses every other role and anonymous callers", async () => {
    const [sector] = await t.database.db
      .insert(jobSector)
      .values({ code: "zz_authz", nameIt: "A", nameEn: "A" })
      .returning();
    const id = must(sector, "sector").id;
    const am = call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT)).token);
    expect((await am.get(lookups)).statusCode).toBe(200);
    expect(
      (await am.put(`${sectors}/${id}`, { code: "zz_authz", name_it: "B", name_en: "B", sort: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await am.post(`${sectors}/${id}/enabled`, { enabled: false })).statusCode).toBe(403);
    expect((await am.post(`${lookups}/1/enabled`, { enabled: false })).statusCode).toBe(403);
    expect((await am.post(`${categories}/1/merge`, { survivor_id: 2 })).statusCode).toBe(403);
    const anonymous = call(t, null);
    for (const url of [sectors, lookups, categories]) expect((await anonymous.get(url)).statusCode).toBe(401);
    for (const role of ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT)) {
      const api = call(t, (await createUserAndLogin(t.database.db, t.app, role)).token);
      for (const url of [sectors, lookups, categories])
        expect((await api.get(url)).statusCode, `${role} ${url}`).toBe(403);
      expect((await api.put(`${lookups}/1`, { label_it: "a", label_en: "b", sort: 0 })).statusCode).toBe(403);
    }
  });
});
