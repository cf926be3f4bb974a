import { COMPANY_PAGE_PROFILES, must, opensPublishedProfile, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  company,
  companyFeedback,
  companySector,
  encodedValue,
  jobSector,
  service,
} from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("GET /api/company/:id/public", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const get = (id: number | string, token?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/company/${id}/public`,
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** A described supplier with two published profiles, one draft, two ratings and an approved service. */
  async function describedSupplier() {
    const db = t.database.db;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const [size] = await db
      .select()
      .from(encodedValue)
      .where(eq(encodedValue.listName, "number_employees"))
      .limit(1);
    const [sector] = await db.select().from(jobSector).limit(1);
    await db
      .update(company)
      .set({
        name: "Nuvola Consulting S.r.l.",
        city: "Milano",
        website: "https://nuvola.example",
        description: "Consulenza cloud e sviluppo software per banche e assicurazioni.",
        numberEmployeesId: must(size, "size").id,
      })
      .where(eq(company.id, supplier.companyId));
    await db
      .insert(companySector)
      .values({ companyId: supplier.companyId, sectorId: must(sector, "sector").id });
    const first = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const second = await kit.create(supplier.token, { firstname: "Marco", lastname: "Verdi" });
    await kit.create(supplier.token, { firstname: "Draft", lastname: "Only" });
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      payload: { ids: [first.id, second.id], published: true },
      headers: bearer(supplier.token),
    });
    expect(published.statusCode).toBe(200);
    const review = { criteria: {}, authorName: "Anna Neri", authorCompany: "Banca Test" };
    await db.insert(companyFeedback).values([
      { companyId: supplier.companyId, source: "external", rating: 4, ...review },
      { companyId: supplier.companyId, source: "external", rating: 5, ...review },
    ]);
    await db.insert(service).values([
      {
        companyId: supplier.companyId,
        status: "approved",
        published: true,
        approvedRevisionId: 1,
        titleIt: "Cloud migration",
        titleEn: "Cloud migration",
        descriptionIt: "AWS e Azure",
        descriptionEn: "AWS e Azure",
      },
      { companyId: supplier.companyId, status: "submitted", submittedAt: new Date() },
    ]);
    return { supplier, size: must(size, "size"), sector: must(sector, "sector"), first, second };
  }

  it("shows a client the supplier's page with its published profiles, feedback and services", async () => {
    const { supplier, size, sector, first, second } = await describedSupplier();
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    // Labels in the signed-in user's stored language (Italian here).
    const res = await get(supplier.companyId, client.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: supplier.companyId,
      type: "supplier",
      name: "Nuvola Consulting S.r.l.",
      city: "Milano",
      website: "https://nuvola.example",
      size_label: size.labelIt,
      sectors: [{ id: sector.id, name: sector.nameIt }],
      published_profiles: 2,
      average_feedback: 4.5,
      feedback_count: 2,
      services: [{ name: "Cloud migration", description: "AWS e Azure" }],
    });
    expect(data.profiles.map((p: { id: number }) => p.id).sort()).toEqual([first.id, second.id].sort());
    // Surnames stay initials for other companies, as on the profile itself until unlocked.
    expect(data.profiles.map((p: { lastname: string }) => p.lastname).sort()).toEqual(["B.", "V."]);
    expect(data).not.toHaveProperty("vat_number");
    expect(data).not.toHaveProperty("id_doc_status");
    // The owner sees its own page with full names.
    const own = (await get(supplier.companyId, supplier.token)).json().data;
    expect(own.profiles.map((p: { lastname: string }) => p.lastname).sort()).toEqual(["Bianchi", "Verdi"]);
    expect(own.size_label).toBe(size.labelIt);
  });

  it("pages the published profiles beyond the first twelve, newest first", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const ids: number[] = [];
    for (let i = 0; i < COMPANY_PAGE_PROFILES + 2; i++)
      ids.push((await kit.create(supplier.token, { firstname: `Nome${i}`, lastname: "Rossi" })).id);
    const published = await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      payload: { ids, published: true },
      headers: bearer(supplier.token),
    });
    expect(published.statusCode).toBe(200);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const page = async (query: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/company/${supplier.companyId}/public${query}`,
        headers: bearer(client.token),
      });
    const first = (await page("")).json().data;
    const second = (await page("?profiles_page=2")).json().data;
    expect(first).toMatchObject({ published_profiles: ids.length, profiles_page: 1 });
    expect(first.profiles).toHaveLength(COMPANY_PAGE_PROFILES);
    expect(second.profiles).toHaveLength(2);
    expect(second.profiles_page).toBe(2);
    const seen = [...first.profiles, ...second.profiles].map((p: { id: number }) => p.id);
    expect(new Set(seen).size).toBe(ids.length);
    const bad = await page("?profiles_page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("profiles_page");
  });

  it("answers null feedback and no profiles for a company without them", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const academy = await createUserAndLogin(t.database.db, t.app, ROLE.ACCADEMY);
    const res = await get(supplier.companyId, academy.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      average_feedback: null,
      feedback_count: 0,
      published_profiles: 0,
      profiles: [],
      services: [],
      size_label: null,
    });
  });

  it("lets a supplier read a client's page, without profiles or services", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const res = await get(client.user.companyId, supplier.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: client.user.companyId, type: "client", profiles: [] });
  });

  it("hides a client's page from another client and private companies from everyone (404)", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const otherClient = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT_EMPLOYEES);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const refused = await get(client.user.companyId, otherClient.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("common.not_found");
    expect((await get(staff.user.companyId, supplier.token)).statusCode).toBe(404);
    // Staff read every page.
    expect((await get(client.user.companyId, staff.token)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown company, 400 for a malformed id and 401 without a session", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const unknown = await get(999999, client.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("common.not_found");
    const malformed = await get("abc", client.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("validation.failed");
    expect((await get(client.user.companyId)).statusCode).toBe(401);
    // Reading changes nothing.
    const [row] = await t.database.db
      .select({ n: company.id })
      .from(company)
      .where(and(eq(company.id, client.user.companyId), eq(company.type, "client")));
    expect(row?.n).toBe(client.user.companyId);
  });

  it("a profile the page lists opens (GET /profiles/:id) for exactly the viewers opensPublishedProfile names", async () => {
    const { supplier, first } = await describedSupplier();
    const viewers = [
      { role: ROLE.SUPPLIER, token: supplier.token, sameCompany: true },
      ...(await Promise.all(
        [
          ROLE.CLIENT,
          ROLE.CLIENT_EMPLOYEES,
          ROLE.ADMINISTRATOR,
          ROLE.SUPPLIER,
          ROLE.ACCADEMY,
          ROLE.FREELANCER,
        ].map(async (role) => ({
          role,
          token: (await createUserAndLogin(t.database.db, t.app, role)).token,
          sameCompany: false,
        })),
      )),
    ];
    for (const viewer of viewers) {
      const page = await get(supplier.companyId, viewer.token);
      expect(page.statusCode, `the page for role ${viewer.role}`).toBe(200);
      expect(page.json().data.profiles.map((p: { id: number }) => p.id)).toContain(first.id);
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/profiles/${first.id}`,
        headers: bearer(viewer.token),
      });
      const opens = opensPublishedProfile(viewer.role, viewer.sameCompany);
      expect(detail.statusCode, `role ${viewer.role}, same company ${viewer.sameCompany}`).toBe(
        opens ? 200 : 404,
      );
    }
  });
});
