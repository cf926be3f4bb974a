import { must, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { catalogueLookups, insertService, supplierCompany } from "./search-test-support.ts";

type Facet = { id: number; count: number };
type Result = {
  items: { id: number; title: string; excerpt: string; category: string; technologies: { id: number }[] }[];
  total: number;
  facets: {
    categories: (Facet & { parent_id: number | null })[];
    technologies: Facet[];
    sectors: Facet[];
    delivery_models: { key: string; count: number }[];
    price_bands: { key: string; count: number }[];
  };
};

describe("service catalogue search (POST /api/services/searchServices)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const signIn = async (role: RoleId = ROLE.CLIENT, language: "it" | "en" = "en") =>
    (await createUserAndLogin(db(), t.app, role, { language })).token;
  const search = (token: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      headers: bearer(token),
      payload: body,
    });
  const found = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await search(token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Result;
  };

  /** Five listed services of two suppliers, and three that never appear. */
  async function fixture() {
    const l = await catalogueLookups(db());
    const [t1, t2, t3] = [must(l.tech[0], "t1"), must(l.tech[1], "t2"), must(l.tech[2], "t3")];
    const [s1, s2] = [must(l.sectors[0], "s1"), must(l.sectors[1], "s2")];
    const milano = await supplierCompany(db(), "Nuvola Srl", "Milano");
    const berlin = await supplierCompany(db(), "Wolke GmbH", "Berlin", "DE");
    const blocked = await supplierCompany(db(), "Blocked Spa", "Milano");
    await db().update(company).set({ docStatus: 3 }).where(eq(company.id, blocked));
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const ids = {
      migration: await insertService(db(), {
        companyId: milano,
        categoryId: l.child.id,
        titleIt: "Migrazione cloud chiavi in mano",
        titleEn: "Turnkey cloud migration",
        descriptionEn: "We move your workloads to the cloud in weeks.",
        technologyIds: [t1, t2],
        sectorIds: [s1],
        priceKind: "from",
        priceMin: 4000,
        approvedAt: day(1),
      }),
      audit: await insertService(db(), {
        companyId: milano,
        categoryId: l.sibling.id,
        titleIt: "Audit di sicurezza",
        titleEn: "Security audit",
        technologyIds: [t1],
        sectorIds: [s2],
        deliveryModel: "time_material",
        priceKind: "range",
        priceMin: 800,
        priceMax: 1500,
        approvedAt: day(2),
      }),
      managed: await insertService(db(), {
        companyId: berlin,
        categoryId: l.other.id,
        titleIt: "Gestione cloud",
        titleEn: "Managed cloud operations",
        technologyIds: [t1, t2, t3],
        sectorIds: [s1, s2],
        deliveryModel: "managed_service",
        priceKind: "on_quote",
        priceMin: null,
        approvedAt: day(3),
      }),
      training: await insertService(db(), {
        companyId: berlin,
        categoryId: l.child.id,
        titleIt: "Formazione",
        titleEn: "Kubernetes training",
        technologyIds: [t3],
        priceMin: 30000,
        approvedAt: day(4),
      }),
      big: await insertService(db(), {
        companyId: milano,
        categoryId: l.other.id,
        titleIt: "Piattaforma dati",
        titleEn: "Data platform",
        priceMin: 60000,
        approvedAt: day(5),
      }),
    };
    // Never listed: a draft, an unpublished approved one, a blocked company's.
    await insertService(db(), {
      companyId: milano,
      categoryId: l.child.id,
      titleEn: "Draft cloud",
      status: "draft",
      published: false,
      approvedRevisionId: null,
    });
    await insertService(db(), {
      companyId: milano,
      categoryId: l.child.id,
      titleEn: "Hidden cloud",
      published: false,
    });
    await insertService(db(), { companyId: blocked, categoryId: l.child.id, titleEn: "Blocked cloud" });
    return { l, ids, t1, t2, t3, s1, s2, milano, berlin };
  }

  it("lists only published approved services of companies not blocked, newest first, in the reader's language", async () => {
    const { ids } = await fixture();
    const en = await found(await signIn());
    expect(en.total).toBe(5);
    expect(en.items.map((i) => i.id)).toEqual([ids.big, ids.training, ids.managed, ids.audit, ids.migration]);
    expect(en.items.at(-1)).toMatchObject({
      title: "Turnkey cloud migration",
      excerpt: expect.stringContaining("workloads"),
    });
    const it = await found(await signIn(ROLE.CLIENT, "it"), { search_word: "cloud" });
    expect(it.items.map((i) => i.title).sort()).toEqual([
      "Gestione cloud",
      "Migrazione cloud chiavi in mano",
    ]);
  });

  it("matches words in both languages as prefixes, and treats query syntax as plain text", async () => {
    const { ids } = await fixture();
    const token = await signIn();
    expect((await found(token, { search_word: "migraz" })).items.map((i) => i.id)).toEqual([ids.migration]);
    expect((await found(token, { search_word: "secur aud" })).items.map((i) => i.id)).toEqual([ids.audit]);
    // Read as the talent search reads its box: words that name nothing left out.
    expect((await found(token, { search_word: "migrazione nel cloud" })).items.map((i) => i.id)).toEqual([
      ids.migration,
    ]);
    expect((await found(token, { search_word: "cloud & !(x" })).total).toBe(0);
    expect((await found(token, { search_word: "' | :* \\" })).total).toBe(0);
    expect((await found(token, { search_word: "c#" })).total).toBe(0);
  });

  it("filters by category (a parent takes its children), all technologies, any sector, model, price and location", async () => {
    const f = await fixture();
    const token = await signIn();
    const ids = async (body: Record<string, unknown>) =>
      (await found(token, body)).items.map((i) => i.id).sort();
    const sorted = (...v: number[]) => [...v].sort();
    expect(await ids({ category_ids: [f.l.parent.id] })).toEqual(
      sorted(f.ids.migration, f.ids.audit, f.ids.training),
    );
    expect(await ids({ category_ids: [f.l.child.id] })).toEqual(sorted(f.ids.migration, f.ids.training));
    expect(await ids({ technology_ids: [f.t1, f.t2] })).toEqual(sorted(f.ids.migration, f.ids.managed));
    expect(await ids({ sector_ids: [f.s2] })).toEqual(sorted(f.ids.audit, f.ids.managed));
    expect(await ids({ delivery_models: ["managed_service", "time_material"] })).toEqual(
      sorted(f.ids.audit, f.ids.managed),
    );
    expect(await ids({ price_max: 5000 })).toEqual(sorted(f.ids.migration, f.ids.audit));
    expect(await ids({ price_max: 5000, include_on_quote: true })).toEqual(
      sorted(f.ids.migration, f.ids.audit, f.ids.managed),
    );
    expect(await ids({ supplier_country: "de" })).toEqual(sorted(f.ids.managed, f.ids.training));
    expect(await ids({ supplier_city: "milano", search_word: "cloud" })).toEqual([f.ids.migration]);
    // A city that names a place also finds the suppliers of the towns around it, by their usual names (issue 22).
    await db().update(company).set({ city: "Monza" }).where(eq(company.id, f.milano));
    expect(await ids({ supplier_city: "Milan", search_word: "cloud" })).toEqual([f.ids.migration]);
    expect(await ids({ supplier_city: "Roma", search_word: "cloud" })).toEqual([]);
  });

  it("counts each facet with every filter except its own", async () => {
    const f = await fixture();
    const r = await found(await signIn(), { technology_ids: [f.t1], delivery_models: ["fixed_price"] });
    expect(r.total).toBe(1);
    const count = (list: { key: string; count: number }[], key: string) =>
      list.find((e) => e.key === key)?.count;
    // Delivery models ignore the model filter: t1 is in migration (fixed), audit (t&m), managed (managed).
    expect(count(r.facets.delivery_models, "fixed_price")).toBe(1);
    expect(count(r.facets.delivery_models, "time_material")).toBe(1);
    expect(count(r.facets.delivery_models, "managed_service")).toBe(1);
    // Technologies ignore the technology filter: fixed-price services are migration (t1, t2), training (t3), big.
    const tech = (id: number) => r.facets.technologies.find((e) => e.id === id)?.count;
    expect([tech(f.t1), tech(f.t2), tech(f.t3)]).toEqual([1, 1, 1]);
    // Categories: migration only (t1 + fixed), rolled up into its parent.
    const cat = (id: number) => r.facets.categories.find((e) => e.id === id)?.count;
    expect(cat(f.l.child.id)).toBe(1);
    expect(cat(f.l.parent.id)).toBe(1);
    expect(cat(f.l.other.id)).toBeUndefined();
    expect(count(r.facets.price_bands, "1k_5k")).toBe(1);
    const all = await found(await signIn());
    expect(count(all.facets.price_bands, "on_quote")).toBe(1);
    expect(count(all.facets.price_bands, "under_1k")).toBe(1);
    expect(count(all.facets.price_bands, "over_50k")).toBe(1);
    expect(all.facets.sectors.find((s) => s.id === f.s1)?.count).toBe(2);
    expect(all.facets.categories.find((c) => c.id === f.l.parent.id)?.count).toBe(3);
  });

  it("sorts by price both ways (on quote last), newest, and relevance", async () => {
    const f = await fixture();
    const token = await signIn();
    const order = async (body: Record<string, unknown>) => (await found(token, body)).items.map((i) => i.id);
    expect(await order({ sort: "price_asc" })).toEqual([
      f.ids.audit,
      f.ids.migration,
      f.ids.training,
      f.ids.big,
      f.ids.managed,
    ]);
    expect(await order({ sort: "price_desc" })).toEqual([
      f.ids.big,
      f.ids.training,
      f.ids.migration,
      f.ids.audit,
      f.ids.managed,
    ]);
    expect(await order({ sort: "price_asc", page: 2, limit: 2 })).toEqual([f.ids.training, f.ids.big]);
    // "cloud" three times in the older migration's texts outranks twice in managed's: rank before date.
    expect(await order({ search_word: "cloud" })).toEqual([f.ids.migration, f.ids.managed]);
    expect(await order({ search_word: "cloud", sort: "newest" })).toEqual([f.ids.managed, f.ids.migration]);
  });

  it("shows a listed service's detail and 404 for one that is not listed", async () => {
    const f = await fixture();
    const token = await signIn();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/services/catalogue/${f.ids.managed}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: f.ids.managed,
      title: "Managed cloud operations",
      price_kind: "on_quote",
      supplier: { company_id: f.berlin, name: "Wolke GmbH", city: "Berlin", country: "DE" },
    });
    expect(res.json().data.technologies).toHaveLength(3);
    const hidden = (await found(token, { search_word: "hidden" })).total;
    expect(hidden).toBe(0);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/services/catalogue/999999",
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("services.not_found");
  });

  it("refuses bad input with field errors", async () => {
    const token = await signIn();
    const res = await search(token, {
      price_max: -5,
      delivery_models: ["barter"],
      technology_ids: ["x"],
      sort: "cheapest",
      supplier_country: "Italy",
      search_word: "x".repeat(101),
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    for (const field of [
      "price_max",
      "delivery_models.0",
      "technology_ids.0",
      "sort",
      "supplier_country",
      "search_word",
    ])
      expect(fields).toContain(field);
  });

  it("is for clients, company administrators and staff; suppliers and anonymous callers are refused", async () => {
    await fixture();
    for (const role of [ROLE.CLIENT_EMPLOYEES, ROLE.COMPANY_ADMINISTRATOR, ROLE.ADMINISTRATOR])
      expect((await search(await signIn(role))).statusCode).toBe(200);
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY])
      expect((await search(await signIn(role))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
