import { ROLE } from "@mkt/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forgetTableSizes } from "../../lib/estimated-count.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { catalogueLookups, supplierCompany } from "./search-test-support.ts";

type Facets = {
  total: number;
  approximate?: boolean;
  facets: { categories: { id: number; count: number }[] };
};

/**
 * Issue 21: a catalogue search never seen, whose rows before the faceted filters are many, answers facets counted
 * on a sample (marked approximate) with its total exact when under the cap; a narrow one stays exact. 12,000
 * generated services are enough for the sample to apply (lib/estimated-count.ts samples tables over 8,000 rows).
 */
describe("catalogue facets on a large catalogue", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  it("estimate the facets of a broad word and count a narrow search exactly", async () => {
    const l = await catalogueLookups(db());
    const companyId = await supplierCompany(db(), "Bulk Services Srl", "Milano");
    // 12,000 listed services about Java, one in forty of them in the sibling category.
    await db().execute(sql`
      INSERT INTO service (company_id, category_id, status, published, approved_revision_id, approved_at, title_it,
        title_en, description_it, description_en, delivery_model, price_kind, price_min)
      SELECT ${companyId}::int, CASE WHEN g % 40 = 0 THEN ${l.sibling.id}::int ELSE ${l.child.id}::int END, 'approved', true, 1,
        now(), 'Migrazione Java ' || g, 'Java migration ' || g, 'Servizio', 'Service', 'fixed_price', 'from', 1000
      FROM generate_series(1, 12000) g`);
    await db().execute(sql`ANALYZE service`);
    forgetTableSizes(db()); // the planner's new row count, not one an earlier test of this worker read
    const token = (await createUserAndLogin(db(), t.app, ROLE.CLIENT, { language: "en" })).token;
    const search = async (body: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/services/searchServices",
        headers: bearer(token),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Facets;
    };

    // The word matches every service; in the sibling category 300 of them: the total is counted (exact), the
    // category facet (which ignores its own filter) is estimated from the sample.
    const sibling = await search({ search_word: "java", category_ids: [l.sibling.id] });
    expect(sibling.approximate).toBe(true);
    expect(sibling.total).toBe(300);
    const childCount = sibling.facets.categories.find((c) => c.id === l.child.id)?.count ?? 0;
    expect(childCount).toBeGreaterThan(8_000);
    expect(childCount).toBeLessThan(16_000);

    // A narrow word: every count exact.
    const one = await search({ search_word: "1234" });
    expect(one.approximate).toBeUndefined();
    expect(one.total).toBe(1);
  });
});
