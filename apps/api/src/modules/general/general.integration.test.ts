import { ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brand, pageDescription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { seedPageDescriptions } from "./page-descriptions.ts";

describe("brand, logo and login configuration", () => {
  const t = useTestApp();

  it("serves the default blue brand, and a host-specific brand when one matches", async () => {
    const def = await t.app.inject({ method: "GET", url: "/api/auth/getBrand?url=marketplace.local" });
    expect(def.json().data).toMatchObject({ name: "Marketplace", colors: { main: "#0073aa" } });
    await t.database.db.insert(brand).values({
      name: "Partner",
      hostPattern: "*.partner.test",
      colors: { main: "#8e24aa" },
      logoSvg: "<svg xmlns='http://www.w3.org/2000/svg'><title>Partner</title></svg>",
    });
    const partner = await t.app.inject({
      method: "GET",
      url: "/api/auth/getBrand?url=https://app.partner.test:8443/login",
    });
    expect(partner.json().data).toMatchObject({
      name: "Partner",
      colors: { main: "#8e24aa", secondary: "#00a0d2" },
    });
    const logo = await t.app.inject({ method: "GET", url: partner.json().data.logo_url });
    expect(logo.body).toContain("<title>Partner</title>");
  });

  it("serves the logo as SVG", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/getLogo" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
    expect(res.body).toContain("<svg");
  });

  it("describes the login page: sign-up roles and the dev mailbox", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" });
    expect(res.json().data).toEqual({ sso: [], registration_roles: [2, 3, 10, 7], dev_mailbox: true });
  });
});

describe("product version", () => {
  const t = useTestApp();

  it("is 2 for anonymous callers and can be switched by a user", async () => {
    const anon = await t.app.inject({ method: "GET", url: "/api/auth/getVersionProduct" });
    expect(anon.json().data).toEqual({ type_version: 2, version: 2 });
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const switched = await t.app.inject({
      method: "POST",
      url: "/api/auth/switchVersionProduct",
      payload: { type_version: 1 },
      headers: bearer(token),
    });
    expect(switched.json().data).toEqual({ type_version: 1, version: 2 });
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/auth/getVersionProduct",
      headers: bearer(token),
    });
    expect(mine.json().data.type_version).toBe(1);
  });

  it("refuses anonymous switches and versions other than 1 and 2", async () => {
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/switchVersionProduct",
          payload: { type_version: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/switchVersionProduct",
      payload: { type_version: 3 },
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("type_version");
  });
});

describe("lookup lists", () => {
  const t = useTestApp();

  it("lists every encoded list with labels in the requested language for sign-up", async () => {
    const it_ = await t.app.inject({
      method: "POST",
      url: "/api/encoded_value/listRegister",
      payload: { language: "it" },
    });
    const data = it_.json().data;
    expect(Object.keys(data).sort()).toEqual([
      "how_do_you_know",
      "number_candidacy",
      "number_employees",
      "project_duration",
      "revenue",
      "seniority",
      "total_deal",
    ]);
    expect(data.how_do_you_know.map((v: { label: string }) => v.label)).toContain("Passaparola");
    const en = await t.app.inject({
      method: "POST",
      url: "/api/encoded_value/listRegister",
      payload: { language: "en" },
    });
    expect(en.json().data.how_do_you_know.map((v: { label: string }) => v.label)).toContain("Word of mouth");
  });

  it("gives a signed-in user the lists in their language, and refuses anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/encoded_value/list" })).statusCode).toBe(401);
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    const res = await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(token) });
    expect(res.json().data.seniority[0]).toMatchObject({ code: "junior", label: "Junior (0–2 years)" });
  });
});

describe("language and tutorial pages", () => {
  const t = useTestApp();

  it("stores the language and answers later errors in it", async () => {
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/updateLanguage",
      payload: { language: "en" },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.language).toBe("en");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/switchVersionProduct",
      payload: { type_version: 9 },
      headers: bearer(token),
    });
    expect(bad.json().message).toBe("Some fields are not valid.");
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/auth/updateLanguage",
      payload: { language: "de" },
      headers: bearer(token),
    });
    expect(invalid.json().errors[0]).toMatchObject({ field: "language", message: "Unsupported language." });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/updateLanguage", payload: { language: "en" } }))
        .statusCode,
    ).toBe(401);
  });

  it("adds a tutorial record only when the page has none, and replaces it by id", async () => {
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const set = (payload: object, tok = token) =>
      t.app.inject({ method: "POST", url: "/api/auth/setTutorialPage", payload, headers: bearer(tok) });
    const first = (await set({ page_id: 4, name_page: "employees", state: 1 })).json().data;
    const second = (await set({ page_id: 4, name_page: "employees", state: 0 })).json().data;
    expect(second).toEqual(first);
    const replaced = (await set({ id: first.id, page_id: 4, name_page: "employees", state: 2 })).json().data;
    expect(replaced).toEqual({ ...first, state: 2 });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/auth/getTutorialPages",
      headers: bearer(token),
    });
    expect(list.json().data).toEqual([replaced]);
    const other = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect(
      (await set({ id: first.id, page_id: 4, name_page: "employees", state: 0 }, other.token)).statusCode,
    ).toBe(404);
    expect((await set({ page_id: 4, name_page: "", state: 0 })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/setTutorialPage",
          payload: { page_id: 1, name_page: "x", state: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("maintenance mode", () => {
  const t = useTestApp();

  it("only an Administrator switches it; then every call answers data.status = down", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const toggle = (enabled: boolean, token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/maintenance",
        payload: { enabled },
        headers: bearer(token),
      });
    expect((await toggle(true, client.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/maintenance", payload: { enabled: true } }))
        .statusCode,
    ).toBe(401);
    expect((await toggle(true, admin.token)).statusCode).toBe(200);
    const down = await t.app.inject({
      method: "GET",
      url: "/api/encoded_value/list",
      headers: bearer(client.token),
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      success: false,
      data: { status: "down" },
      code: "common.maintenance",
    });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.maintenance).toBe(true);
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/admin/maintenance", headers: bearer(admin.token) })
      ).json().data,
    ).toEqual({ enabled: true });
    expect((await toggle(false, admin.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(client.token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe("dev mailbox", () => {
  const t = useTestApp();

  it("lists outbox mails, newest first, filtered by recipient", async () => {
    for (const email of ["a@mail.test", "b@mail.test"]) {
      await t.app.inject({ method: "POST", url: "/api/auth/forgotPassword", payload: { email } });
    }
    await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { user } = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await t.app.inject({ method: "POST", url: "/api/auth/forgotPassword", payload: { email: user.email } });
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const all = await t.app.inject({ method: "GET", url: "/api/dev/mailbox", headers: bearer(admin.token) });
    expect(all.json().data).toHaveLength(1);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/dev/mailbox?to=${encodeURIComponent(user.email.toUpperCase())}`,
      headers: bearer(admin.token),
    });
    expect(mine.json().data[0]).toMatchObject({ to: user.email, subject: "Reimposta la password" });
  });
});

describe("page descriptions", () => {
  const t = useTestApp();

  it("serves the page-help texts in the caller's language", async () => {
    const it_ = await t.app.inject({ method: "GET", url: "/api/description_pages/list" });
    const dashboard = it_.json().data.find((p: { name_page: string }) => p.name_page === "dashboard_client");
    expect(dashboard).toMatchObject({ language: 1, title: "Dashboard cliente", path: "/dashboard_client" });
    const { token } = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT, { language: "en" });
    const en = await t.app.inject({
      method: "GET",
      url: "/api/description_pages/list",
      headers: bearer(token),
    });
    expect(
      en.json().data.find((p: { name_page: string }) => p.name_page === "dashboard_client"),
    ).toMatchObject({ language: 2, title: "Client dashboard" });
    // §4 tutorials: the dashboards have one (steps in the reader's language); My profile has none.
    const enPages = en.json().data as {
      name_page: string;
      has_tutorial: boolean;
      tutorial_steps: string[];
    }[];
    const enDashboard = enPages.find((p) => p.name_page === "dashboard_client");
    expect(enDashboard?.has_tutorial).toBe(true);
    expect(enDashboard?.tutorial_steps[0]).toMatch(/^Create a need/);
    expect(dashboard.tutorial_steps).toHaveLength(3);
    expect(dashboard.tutorial_steps[0]).toMatch(/^Crea un fabbisogno/);
    expect(enPages.find((p) => p.name_page === "my_profile")).toMatchObject({
      has_tutorial: false,
      tutorial_steps: [],
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/description_pages/list?language=de" })).statusCode,
    ).toBe(400);
  });
});

describe("page tutorials seed", () => {
  const t = useTestApp();
  const row = (namePage: string) =>
    and(eq(pageDescription.namePage, namePage), eq(pageDescription.language, "it"));

  it("gives a page without a tutorial the seeded one at start, and keeps a tutorial staff edited", async () => {
    const { db } = t.database;
    await db
      .update(pageDescription)
      .set({ tutorial: "Passo scritto dallo staff" })
      .where(row("dashboard_client"));
    await db.update(pageDescription).set({ tutorial: null, hasTutorial: false }).where(row("position_list"));
    await seedPageDescriptions(db);
    const [edited] = await db.select().from(pageDescription).where(row("dashboard_client"));
    expect(edited?.tutorial).toBe("Passo scritto dallo staff");
    const [restored] = await db.select().from(pageDescription).where(row("position_list"));
    expect(restored?.hasTutorial).toBe(true);
    expect(restored?.tutorial?.split("\n")).toHaveLength(3);
  });
});
