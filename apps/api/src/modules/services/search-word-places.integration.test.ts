import { must, ROLE } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { productCategory, technology } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { insertService, supplierCompany } from "./search-test-support.ts";
import { forgetWordPlaces } from "./word-places.ts";

/**
 * The catalogue's search box finds each term in a service's text, or as its category (or that category's area), or
 * among its technologies (name or alias): services are described in their own words, and the words a client types
 * often name what the catalogue already knows about them.
 */
describe("service catalogue search: words that name a category or a technology", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  // The names are read at most once a minute per instance: none read here outlives its test.
  afterEach(forgetWordPlaces);

  async function fixture() {
    const categories = await db()
      .select()
      .from(productCategory)
      .where(inArray(productCategory.code, ["cloud_migration", "security_pentest", "erp_sap"]));
    const category = (code: string) =>
      must(
        categories.find((c) => c.code === code),
        code,
      ).id;
    const techs = await db()
      .select()
      .from(technology)
      .where(inArray(technology.name, ["Terraform", "Kubernetes", "SAP S/4HANA"]));
    const tech = (name: string) =>
      must(
        techs.find((row) => row.name === name),
        name,
      ).id;
    const supplier = await supplierCompany(db(), "Nuvola Srl", "Milano");
    const service = (values: Parameters<typeof insertService>[1]) => insertService(db(), values);
    const ids = {
      // Its text never says "cloud" nor "Terraform": its category and technologies do.
      aws: await service({
        companyId: supplier,
        categoryId: category("cloud_migration"),
        titleIt: "Migrazione su AWS chiavi in mano",
        titleEn: "Turnkey migration to AWS",
        descriptionIt: "Piano per ondate e spostamento dei carichi con fermi minimi.",
        descriptionEn: "Wave plan and workload moves with minimal downtime.",
        technologyIds: [tech("Terraform"), tech("Kubernetes")],
        approvedAt: new Date(Date.UTC(2026, 0, 1)),
      }),
      // In the Cybersecurity area ("sicurezza informatica"); its text says neither word.
      pentest: await service({
        companyId: supplier,
        categoryId: category("security_pentest"),
        titleIt: "Penetration test applicativo",
        titleEn: "Application penetration test",
        approvedAt: new Date(Date.UTC(2026, 0, 2)),
      }),
      // "cloud" in its own text, in another category.
      sap: await service({
        companyId: supplier,
        categoryId: category("erp_sap"),
        titleIt: "SAP in cloud",
        titleEn: "SAP in the cloud",
        technologyIds: [tech("SAP S/4HANA")],
        approvedAt: new Date(Date.UTC(2026, 0, 3)),
      }),
    };
    return ids;
  }

  it("finds each term in the text, as the category or its area, or among the technologies", async () => {
    const ids = await fixture();
    const { token } = await createUserAndLogin(db(), t.app, ROLE.CLIENT, { language: "it" });
    const search = async (word: string, sort = "newest") => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/services/searchServices",
        headers: bearer(token),
        payload: { search_word: word, sort },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { items: { id: number }[]; total: number };
      expect(data.total, word).toBe(data.items.length);
      return data.items.map((item) => item.id);
    };
    // "migrazione" in the title, "cloud" its category ("Migrazione al cloud", area Cloud).
    expect(await search("migrazione cloud")).toEqual([ids.aws]);
    // The area's name finds its categories' services; the one that says "cloud" in its text too.
    expect(await search("cloud")).toEqual([ids.sap, ids.aws]);
    // By relevance the text's match comes first, whatever the date.
    expect(await search("cloud", "relevance")).toEqual([ids.sap, ids.aws]);
    expect(await search("sicurezza")).toEqual([ids.pentest]);
    // A technology by name, or by an alias of the taxonomy.
    expect(await search("terraform")).toEqual([ids.aws]);
    expect(await search("k8s")).toEqual([ids.aws]);
    expect(await search("migrazione terraform")).toEqual([ids.aws]);
    // Every term must still be found somewhere: SAP is nowhere in the migration.
    expect(await search("migrazione sap")).toEqual([]);
    expect(await search("pentest cloud")).toEqual([]);
  });

  it("reads the names as they are now: a renamed technology is found by its new name, not the old one", async () => {
    const ids = await fixture();
    const { token } = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const search = async (word: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/services/searchServices",
        headers: bearer(token),
        payload: { search_word: word },
      });
      return (res.json().data as { items: { id: number }[] }).items.map((item) => item.id);
    };
    expect(await search("terraform")).toEqual([ids.aws]);
    await db().update(technology).set({ name: "Tofuform" }).where(eq(technology.name, "Terraform"));
    forgetWordPlaces();
    expect(await search("tofuform")).toEqual([ids.aws]);
    expect(await search("terraform")).toEqual([]);
  });
});
