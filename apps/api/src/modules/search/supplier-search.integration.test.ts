import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { company, companyFeedback, companySector, creditLedger, jobSector } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { startPlan } from "../plans/service.ts";
import { profileKit } from "../profiles/test-kit.ts";

type Item = {
  id: number;
  name: string;
  city: string | null;
  sectors: { id: number; name: string }[];
  published_profiles: number;
  technologies: { id: number; name: string; count: number }[];
  average_feedback: number | null;
  feedback_count: number;
  can_download_report: boolean;
};

async function pdfText(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe("supplier search (/api/companies/search) and company report", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });

  async function approve(companyId: number, values: { name: string; city: string; vatKey?: string }) {
    await db()
      .update(company)
      .set({
        reviewStatus: "approved",
        name: values.name,
        city: values.city,
        ...(values.vatKey ? { vatKey: values.vatKey } : {}),
      })
      .where(eq(company.id, companyId));
  }

  /** Two approved suppliers with published profiles, a pending one, and a client that never appears. */
  async function fixture() {
    const alpha = await kit.member(ROLE.SUPPLIER);
    const beta = await kit.member(ROLE.ACCADEMY);
    const pending = await kit.member(ROLE.SUPPLIER);
    await approve(alpha.companyId, { name: "Alpha Software Srl", city: "Milano", vatKey: "IT:01234567897" });
    await approve(beta.companyId, { name: "Beta Academy", city: "Torino" });
    await db()
      .update(company)
      .set({ name: "Alpha Pending", city: "Milano" })
      .where(eq(company.id, pending.companyId));
    const [sector] = await db().select({ id: jobSector.id }).from(jobSector).limit(1);
    await db()
      .insert(companySector)
      .values({ companyId: alpha.companyId, sectorId: must(sector, "sector").id });
    const python = await kit.techId("Python");
    const publish = async (token: string, overrides = {}) => {
      const { id } = await kit.create(token, overrides);
      await t.app.inject({
        method: "POST",
        url: `/api/profiles/${id}/publication`,
        payload: { published: true },
        headers: bearer(token),
      });
      return id;
    };
    await publish(alpha.token);
    await publish(alpha.token, { seniority: "junior" });
    await kit.create(alpha.token); // a draft: not counted
    await publish(beta.token, {
      skills: [{ technology_id: python, years: 2, level: 3 }],
      experiences: [],
    });
    await publish(pending.token);
    await db()
      .insert(companyFeedback)
      .values(
        [4, 5].map((rating) => ({
          companyId: alpha.companyId,
          source: "external",
          rating,
          criteria: {},
          authorName: "Marco Neri",
          authorCompany: "Cliente Spa",
        })),
      );
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    await startPlan(db(), client.user.companyId, { id: 3, creditsYear: 200 }, "2099-12-31", "test");
    return {
      alpha,
      beta,
      pending,
      client,
      sectorId: must(sector, "sector").id,
      python,
      java: await kit.techId("Java"),
    };
  }

  it("finds approved supply-side companies by name, VAT, city, sector and technology", async () => {
    const f = await fixture();
    const search = async (query: string) => {
      const res = await get(`/api/companies/search${query}`, f.client.token);
      expect(res.statusCode).toBe(200);
      return res.json().data as { total: number; items: Item[] };
    };
    const all = await search("");
    expect(all.total).toBe(2);
    // Relevance without a name: alphabetical.
    expect(all.items.map((i) => i.name)).toEqual(["Alpha Software Srl", "Beta Academy"]);
    const alpha = must(all.items[0], "all.items[0]");
    expect(alpha).toMatchObject({
      city: "Milano",
      published_profiles: 2,
      average_feedback: 4.5,
      feedback_count: 2,
      can_download_report: true,
    });
    expect(alpha.sectors.map((s) => s.id)).toEqual([f.sectorId]);
    expect(alpha.technologies[0]).toMatchObject({ name: "Java", count: 2 });

    expect((await search("?q=software")).items.map((i) => i.name)).toEqual(["Alpha Software Srl"]);
    expect((await search("?q=ALPHA")).total).toBe(1); // the pending company is not found
    expect((await search("?vat=IT%20012%20345%2067897")).items.map((i) => i.name)).toEqual([
      "Alpha Software Srl",
    ]);
    expect((await search("?vat=99999999999")).total).toBe(0);
    expect((await search("?city=tori")).items.map((i) => i.name)).toEqual(["Beta Academy"]);
    expect((await search(`?sector=${f.sectorId}`)).items.map((i) => i.name)).toEqual(["Alpha Software Srl"]);
    expect((await search(`?technology=${f.python}&city=torino`)).items.map((i) => i.name)).toEqual([
      "Beta Academy",
    ]);
    expect((await search(`?technology=${f.java}&city=torino`)).total).toBe(0);
    expect((await search("?order=name&limit=1&page=2")).items.map((i) => i.name)).toEqual(["Beta Academy"]);
    expect(must((await search("?order=feedback")).items[0], "the first supplier").name).toBe(
      "Alpha Software Srl",
    );
    expect((await search("?order=profiles")).items.map((i) => i.published_profiles)).toEqual([2, 1]);
  });

  it("finds companies by a city that names a place: any municipality within the commuting radius (issue 22)", async () => {
    const f = await fixture();
    const monza = await kit.member(ROLE.SUPPLIER);
    const lodi = await kit.member(ROLE.SUPPLIER);
    const bologna = await kit.member(ROLE.SUPPLIER);
    await approve(monza.companyId, { name: "Gamma Monza", city: "monza" });
    await approve(lodi.companyId, { name: "Delta Lodigiano", city: "Sant'Angelo Lodigiano" });
    await approve(bologna.companyId, { name: "Epsilon Bologna", city: "Bologna (BO)" });
    const names = async (city: string) => {
      const res = await get(
        `/api/companies/search?order=name&city=${encodeURIComponent(city)}`,
        f.client.token,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().data as { items: Item[] }).items.map((i) => i.name);
    };
    // "Milan" is Milano: Monza (14 km) and Sant'Angelo Lodigiano (about 30 km) are within reach, Torino and
    // Bologna are not.
    expect(await names("Milan")).toEqual(["Alpha Software Srl", "Delta Lodigiano", "Gamma Monza"]);
    expect(await names("Milano (MI)")).toEqual(["Alpha Software Srl", "Delta Lodigiano", "Gamma Monza"]);
    expect(await names("Monza")).toEqual(["Alpha Software Srl", "Delta Lodigiano", "Gamma Monza"]);
    expect(await names("Bologna")).toEqual(["Epsilon Bologna"]);
    expect(await names("Turin")).toEqual(["Beta Academy"]);
    expect(await names("Rome")).toEqual([]);
    // Text that names no place is still compared by name, as a part of it.
    expect(await names("lodig")).toEqual(["Delta Lodigiano"]);
    expect(await names("Gotham")).toEqual([]);
  });

  it("validates the query and refuses anonymous callers and other roles", async () => {
    const f = await fixture();
    const bad = await get("/api/companies/search?limit=500&sector=x", f.client.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation.failed");
    expect((await get("/api/companies/search")).statusCode).toBe(401);
    for (const role of [ROLE.FREELANCER, ROLE.SUPPLIER_EMPLOYEES, ROLE.PROFILE_ACCADEMY]) {
      const other = await createUserAndLogin(db(), t.app, role);
      expect((await get("/api/companies/search", other.token)).statusCode).toBe(403);
      expect((await get(`/api/companies/${f.alpha.companyId}/report`, other.token)).statusCode).toBe(403);
    }
  });

  it("is blocked by a plan without search_partner (action 1); staff are never blocked", async () => {
    const f = await fixture();
    // The free client plan has neither search_partner nor download_company.
    const freeClient = await kit.member(ROLE.CLIENT);
    const blocked = await get("/api/companies/search", freeClient.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "search_partner", blocked: true, action: 1 },
    });
    const report = await get(`/api/companies/${f.alpha.companyId}/report`, freeClient.token);
    expect(report.json()).toMatchObject({ data: { state_function: "download_company", action: 1 } });
    // The free supplier plan too; the Pro supplier plan allows both.
    const supplier = await kit.member(ROLE.SUPPLIER);
    expect((await get("/api/companies/search", supplier.token)).statusCode).toBe(403);
    await startPlan(db(), supplier.companyId, { id: 8, creditsYear: 0 }, "2099-12-31", "test");
    expect((await get("/api/companies/search", supplier.token)).json().data.total).toBe(2);
    const staff = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    expect((await get("/api/companies/search", staff.token)).json().data.items[0].can_download_report).toBe(
      true,
    );
    expect((await get(`/api/companies/${f.beta.companyId}/report`, staff.token)).statusCode).toBe(200);
  });

  it("downloads the company report PDF in it and en without spending credits", async () => {
    const f = await fixture();
    const it = await get(`/api/companies/${f.alpha.companyId}/report?lang=it`, f.client.token);
    expect(it.statusCode).toBe(200);
    expect(it.headers["content-type"]).toContain("application/pdf");
    expect(it.headers["content-disposition"]).toContain("report-alpha-software-srl-it.pdf");
    const text = await pdfText(it.rawPayload);
    expect(text).toContain("REPORT AZIENDALE");
    expect(text).toContain("Alpha Software Srl");
    const [row] = await db().select().from(company).where(eq(company.id, f.alpha.companyId));
    expect(text).toContain(`Partita IVA: ${must(row, "row").vatNumber}`);
    expect(text).toContain("Documentazione: Approvata");
    expect(text).toContain("2 profili pubblicati");
    expect(text).toContain("Java");
    expect(text).toContain("4,5 / 5 su 2 recensioni");
    const en = await get(`/api/companies/${f.alpha.companyId}/report?lang=en`, f.client.token);
    expect(await pdfText(en.rawPayload)).toContain("2 published profiles");
    const spends = await db().select().from(creditLedger).where(eq(creditLedger.reason, "spend"));
    expect(spends).toEqual([]);
    // Pending companies, clients and unknown ids have no report; a bad language is a validation error.
    expect((await get(`/api/companies/${f.pending.companyId}/report`, f.client.token)).statusCode).toBe(404);
    expect((await get(`/api/companies/${f.client.user.companyId}/report`, f.client.token)).statusCode).toBe(
      404,
    );
    expect((await get("/api/companies/999999/report", f.client.token)).statusCode).toBe(404);
    expect((await get(`/api/companies/${f.alpha.companyId}/report?lang=fr`, f.client.token)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/companies/${f.alpha.companyId}/report`)).statusCode).toBe(401);
  });
});
