import { must, ROLE, serviceSearchBodySchema } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { service } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { newestWordMatches } from "./queries/search.ts";
import { toFilter } from "./search-catalogue.ts";
import { catalogueLookups, insertService, supplierCompany } from "./search-test-support.ts";

type Card = { id: number; rating_avg: number | null; rating_count: number };

describe("service catalogue: rating sort and the relevance window of a word", () => {
  const t = useTestApp();
  const db = () => t.database.db;

  /** Five listed services (the first four about "cloud", three with technology t1) and one unlisted. */
  async function fixture() {
    const l = await catalogueLookups(db());
    const t1 = must(l.tech[0], "t1");
    const supplier = await supplierCompany(db(), "Nuvola Srl", "Milano");
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const add = (title: string, n: number, technologyIds: number[] = []) =>
      insertService(db(), {
        companyId: supplier,
        categoryId: l.child.id,
        titleEn: title,
        technologyIds,
        approvedAt: day(n),
      });
    const ids = {
      a: await add("Cloud migration", 1, [t1]),
      b: await add("Cloud audit", 2),
      c: await add("Cloud training", 3, [t1]),
      d: await add("Cloud operations", 4, [t1]),
      e: await add("Data platform", 5, [t1]),
    };
    await insertService(db(), {
      companyId: supplier,
      categoryId: l.child.id,
      titleEn: "Hidden cloud",
      published: false,
      technologyIds: [t1],
    });
    return { ids, t1 };
  }

  it("sorts by rating (best average, then most ratings, unrated last) and shows it on cards and the detail", async () => {
    const { ids } = await fixture();
    const rate = (id: number, ratingAvg: string, ratingCount: number) =>
      db().update(service).set({ ratingAvg, ratingCount }).where(eq(service.id, id));
    await rate(ids.b, "4.50", 2);
    await rate(ids.c, "4.50", 10);
    await rate(ids.a, "3.25", 1);
    const { token } = await createUserAndLogin(db(), t.app, ROLE.CLIENT, { language: "en" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      headers: bearer(token),
      payload: { sort: "rating" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.items as Card[];
    // Unrated services (no average) come last, highest id first.
    expect(items.map((i) => i.id)).toEqual([ids.c, ids.b, ids.a, ids.e, ids.d]);
    expect(items[2]).toMatchObject({ rating_avg: 3.25, rating_count: 1 });
    expect(items[3]).toMatchObject({ rating_avg: null, rating_count: 0 });
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/services/catalogue/${ids.c}`,
      headers: bearer(token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ rating_avg: 4.5, rating_count: 10 });
  });

  it("finds a word's window newest first among the other filters' candidates, or leaves it to the index", async () => {
    const { ids, t1 } = await fixture();
    const filter = (body: Record<string, unknown>) => toFilter(serviceSearchBodySchema.parse(body));
    const cloudT1 = filter({ search_word: "cloud", technology_ids: [t1] });
    // "cloud" with t1: d (day 4), c (day 3), a (day 1); the unlisted one never counts, e does not match the word.
    expect(await newestWordMatches(db(), cloudT1, 3)).toEqual([ids.d, ids.c, ids.a]);
    expect(await newestWordMatches(db(), cloudT1, 2)).toEqual([ids.d, ids.c]);
    // Fewer matches than needed, no other filter, or no word: the page statement finds the window itself.
    expect(await newestWordMatches(db(), cloudT1, 4)).toBeNull();
    expect(await newestWordMatches(db(), filter({ search_word: "cloud" }), 1)).toBeNull();
    expect(await newestWordMatches(db(), filter({ technology_ids: [t1] }), 1)).toBeNull();
  });
});
