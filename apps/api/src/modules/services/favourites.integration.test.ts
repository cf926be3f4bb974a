import { ROLE, ROLE_IDS, type RoleId, SERVICE_FAVOURITE_ROLES } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, service } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, useTestApp } from "../../test/app.ts";
import { catalogueLookups, insertService, supplierCompany } from "./search-test-support.ts";

type Card = {
  id: number;
  title: string;
  favourite: boolean;
  supplier: { name: string };
  rating_avg: number | null;
  rating_count: number;
};

describe("favourite services (POST|DELETE /api/services/:id/favourite, GET /api/services/favourites)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const signIn = async (role: RoleId = ROLE.CLIENT) =>
    (await createUserAndLogin(db(), t.app, role, { language: "en" })).token;
  const favourite = (token: string, id: number, method: "POST" | "DELETE" = "POST") =>
    t.app.inject({ method, url: `/api/services/${id}/favourite`, headers: bearer(token) });
  const favourites = async (token: string, query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/services/favourites${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Card[]; total: number; page: number; limit: number };
  };
  const searched = async (token: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/services/searchServices",
      headers: bearer(token),
      payload: { sort: "newest" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as Card[];
  };
  const detail = async (token: string, id: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/services/catalogue/${id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Card;
  };

  /** Three listed services (oldest first) and an unpublished one. */
  async function fixture() {
    const l = await catalogueLookups(db());
    const supplier = await supplierCompany(db(), "Nuvola Srl", "Milano");
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const listed = async (titleEn: string, n: number) =>
      insertService(db(), { companyId: supplier, categoryId: l.child.id, titleEn, approvedAt: day(n) });
    return {
      supplier,
      audit: await listed("Security audit", 1),
      migration: await listed("Cloud migration", 2),
      training: await listed("Kubernetes training", 3),
      hidden: await insertService(db(), {
        companyId: supplier,
        categoryId: l.child.id,
        titleEn: "Hidden",
        published: false,
      }),
    };
  }

  it("saves and removes a listed service idempotently, and lists the company's favourites newest saved first", async () => {
    const s = await fixture();
    const token = await signIn();
    for (const id of [s.migration, s.audit, s.audit]) {
      const res = await favourite(token, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { favourite: true }, message: "" });
    }
    await db().update(service).set({ ratingAvg: "4.50", ratingCount: 12 }).where(eq(service.id, s.audit));
    const page = await favourites(token);
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.rating_avg, i.rating_count])).toEqual([
      [4.5, 12],
      [null, 0],
    ]);
    expect(page.items.map((i) => i.id)).toEqual([s.audit, s.migration]);
    expect(page.items[0]).toMatchObject({
      title: "Security audit",
      favourite: true,
      supplier: { name: "Nuvola Srl" },
    });
    expect((await favourites(token, "?page=2&limit=1")).items.map((i) => i.id)).toEqual([s.migration]);

    for (let i = 0; i < 2; i += 1) {
      const res = await favourite(token, s.audit, "DELETE");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ favourite: false });
    }
    expect((await favourites(token)).items.map((i) => i.id)).toEqual([s.migration]);
  });

  it("flags favourites in the search results and on the detail for the caller's company only", async () => {
    const s = await fixture();
    const { user } = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    const colleague = await createUser(db(), { role: ROLE.CLIENT_EMPLOYEES, companyId: user.companyId });
    const mine = (await login(t.app, user.email)).token;
    const colleagues = (await login(t.app, colleague.email)).token;
    const other = await signIn(ROLE.COMPANY_ADMINISTRATOR);
    const staff = await signIn(ROLE.ADMINISTRATOR);
    expect((await favourite(mine, s.migration)).statusCode).toBe(200);

    const flags = (cards: Card[]) => cards.map((c) => [c.id, c.favourite]);
    const expected = [
      [s.training, false],
      [s.migration, true],
      [s.audit, false],
    ];
    expect(flags(await searched(mine))).toEqual(expected);
    expect(flags(await searched(colleagues))).toEqual(expected);
    expect((await detail(colleagues, s.migration)).favourite).toBe(true);
    expect((await detail(colleagues, s.audit)).favourite).toBe(false);
    expect((await favourites(colleagues)).items.map((i) => i.id)).toEqual([s.migration]);

    // Another company never sees them: not in its list, not flagged; its own save is its own.
    expect((await favourites(other)).total).toBe(0);
    expect((await searched(other)).every((c) => !c.favourite)).toBe(true);
    expect((await detail(other, s.migration)).favourite).toBe(false);
    expect((await favourite(other, s.audit)).statusCode).toBe(200);
    expect((await favourites(mine)).items.map((i) => i.id)).toEqual([s.migration]);
    expect((await favourites(other)).items.map((i) => i.id)).toEqual([s.audit]);
    // Removing another company's favourite only touches the caller's own.
    expect((await favourite(other, s.migration, "DELETE")).statusCode).toBe(200);
    expect((await favourites(mine)).items.map((i) => i.id)).toEqual([s.migration]);
    // Staff search without favourites.
    expect((await searched(staff)).every((c) => !c.favourite)).toBe(true);
  });

  it("answers 404 for a service that is not listed, and drops favourites that stop being listed", async () => {
    const s = await fixture();
    const token = await signIn();
    for (const method of ["POST", "DELETE"] as const) {
      for (const id of [s.hidden, 999_999]) {
        const res = await favourite(token, id, method);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe("services.not_found");
      }
    }
    expect((await favourite(token, s.audit)).statusCode).toBe(200);
    expect((await favourite(token, s.training)).statusCode).toBe(200);
    await db().update(service).set({ published: false }).where(eq(service.id, s.audit));
    expect((await favourites(token)).items.map((i) => i.id)).toEqual([s.training]);
    await db().update(company).set({ docStatus: 3 }).where(eq(company.id, s.supplier));
    expect(await favourites(token)).toMatchObject({ items: [], total: 0 });
    expect((await favourite(token, s.training)).statusCode).toBe(404);
  });

  it("refuses every role that does not buy (403) and anonymous callers (401)", async () => {
    const s = await fixture();
    const refused = ROLE_IDS.filter((r) => !(SERVICE_FAVOURITE_ROLES as readonly RoleId[]).includes(r));
    expect(refused).toHaveLength(9);
    for (const role of refused) {
      const token = await signIn(role);
      for (const res of [
        await favourite(token, s.audit),
        await favourite(token, s.audit, "DELETE"),
        await t.app.inject({ method: "GET", url: "/api/services/favourites", headers: bearer(token) }),
      ]) {
        expect(res.statusCode, `role ${role}: ${res.body}`).toBe(403);
        expect(res.json().code).toBe("auth.forbidden");
      }
    }
    for (const res of [
      await t.app.inject({ method: "POST", url: `/api/services/${s.audit}/favourite` }),
      await t.app.inject({ method: "DELETE", url: `/api/services/${s.audit}/favourite` }),
      await t.app.inject({ method: "GET", url: "/api/services/favourites" }),
    ])
      expect(res.statusCode).toBe(401);
    for (const role of SERVICE_FAVOURITE_ROLES)
      expect((await favourite(await signIn(role), s.audit)).statusCode).toBe(200);
  });
});
