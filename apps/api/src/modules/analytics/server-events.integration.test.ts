import { ROLE, type TmNeedBody } from "@mkt/contracts";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvent, appUser, brand } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, nextVat, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("analytics server events (§9) and the staff refresh", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const events = () => db().select().from(analyticsEvent).orderBy(asc(analyticsEvent.id));
  const consent = (userId: number) =>
    db().update(appUser).set({ analyticsConsent: true }).where(eq(appUser.id, userId));

  it("records sign_up at registration, anonymously (no consent asked yet), with the role label", async () => {
    const res = await call("POST", "/api/auth/register", undefined, {
      role_id: 2,
      firstname: "Giulia",
      lastname: "Bianchi",
      email: "giulia@cliente.test",
      password: "Segreta2026",
      company_name: "Bianchi Srl",
      vat_number: nextVat(),
      foreign_company: 0,
      city: "Milano",
      language: "it",
      terms_accepted: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await events()).toMatchObject([
      {
        name: "sign_up",
        origin: "server",
        userId: null,
        companyId: res.json().data.company_id,
        roleLabel: "Cliente",
        props: { tipo: "Cliente" },
      },
    ]);
  });

  it("records request_availability and publish_T&M / publish_FP where they happen; drafts record nothing", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const shown = await kit.create(supplier.token);
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [shown.id], published: true });
    const client = await kit.member(ROLE.CLIENT);
    await consent(client.user.id);
    const asked = await call("POST", `/api/profiles/${shown.id}/availability-requests`, client.token, {
      position_id: null,
      message: "",
    });
    expect(asked.statusCode).toBe(200);

    const java = await kit.techId("Java");
    const body: TmNeedBody = {
      title: "Core banking",
      description: "Payments team.",
      anonymous: false,
      positions: [
        {
          title: "Java developer",
          seniority: "senior",
          city: "Milano",
          remote_allowed: true,
          max_daily_rate: 450,
          profiles_wanted: 1,
          date_start: "2030-02-01",
          date_end: "2030-12-31",
          mandatory_skills: [{ technology_id: java, min_years: 3 }],
          nice_skills: [],
          languages: [],
        },
      ],
    };
    const draft = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, body);
    expect(draft.statusCode).toBe(200);
    const published = await call("POST", `/api/client/need/${draft.json().data.id}/publish`, client.token);
    expect(published.statusCode).toBe(200);
    const fp = await call("POST", "/api/client/need/projectFixedPrice/create", client.token, {
      title: "Mobile app",
      description: "A loyalty app.",
      budget: 40000,
      deadline: "2031-06-30",
      publish: true,
    });
    expect(fp.statusCode).toBe(200);

    const rows = await events();
    expect(rows.map((r) => [r.name, r.userId, r.origin, r.roleLabel])).toEqual([
      ["request_availability", client.user.id, "server", "Cliente"],
      ["publish_T&M", client.user.id, "server", "Cliente"],
      ["publish_FP", client.user.id, "server", "Cliente"],
    ]);
    expect(rows[0]?.props).toEqual({ request_id: asked.json().data.request.id, profile_id: shown.id });
    expect(rows[1]?.props).toEqual({
      project_id: draft.json().data.id,
      project_name: "Core banking",
      project_type: "tm",
      technologies: ["Java"],
    });
  });

  it("records nothing for version 1 users nor on a brand without analytics, and never breaks the request", async () => {
    const fp = { title: "App", description: "An app.", budget: 1000, deadline: "2031-06-30", publish: true };
    const v1 = await kit.member(ROLE.CLIENT);
    await db().update(appUser).set({ versionProduct: 1 }).where(eq(appUser.id, v1.user.id));
    expect((await call("POST", "/api/client/need/projectFixedPrice/create", v1.token, fp)).statusCode).toBe(
      200,
    );
    await db().update(brand).set({ analyticsEnabled: false }).where(eq(brand.isDefault, true));
    const unbranded = await kit.member(ROLE.CLIENT);
    expect(
      (await call("POST", "/api/client/need/projectFixedPrice/create", unbranded.token, fp)).statusCode,
    ).toBe(200);
    expect(await events()).toHaveLength(0);
    const client = await kit.member(ROLE.CLIENT);
    // A tracking failure (the events table gone) is logged; the need is still published.
    await db().update(brand).set({ analyticsEnabled: true }).where(eq(brand.isDefault, true));
    await t.database.db.execute("ALTER TABLE analytics_event RENAME TO analytics_event_away");
    try {
      const res = await call("POST", "/api/client/need/projectFixedPrice/create", client.token, fp);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe("published");
    } finally {
      await t.database.db.execute("ALTER TABLE analytics_event_away RENAME TO analytics_event");
    }
  });

  it("lets staff refresh the rollups and read today's counts; other roles 403, anonymous 401", async () => {
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    await consent(client.user.id);
    const view = { name: "position_detail", props: { position_id: 1 } };
    await call("POST", "/api/analytics/events", client.token, { events: [view, view] });
    await db()
      .update(analyticsEvent)
      .set({ occurredAt: new Date(Date.now() - 5_000) });
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const res = await call("POST", "/api/admin/analytics/refresh", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.today).toEqual([
      { name: "position_detail", role_label: "Cliente", staff: false, events: 2 },
    ]);
    expect((await call("POST", "/api/admin/analytics/refresh")).statusCode).toBe(401);
    for (const role of [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.COMPANY_ADMINISTRATOR]) {
      const other = await createUserAndLogin(db(), t.app, role);
      expect((await call("POST", "/api/admin/analytics/refresh", other.token)).statusCode).toBe(403);
    }
    const management = await createUserAndLogin(db(), t.app, ROLE.ADMIN_MANAGEMENT);
    expect((await call("POST", "/api/admin/analytics/refresh", management.token)).statusCode).toBe(200);
  });
});
