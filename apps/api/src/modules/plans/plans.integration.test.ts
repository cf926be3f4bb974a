import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, creditLedger, need, notification, position, subscription } from "../../db/schema/index.ts";
import { bearer, createCompany, createUserAndLogin, nextVat, useTestApp } from "../../test/app.ts";
import { expireAndNotify, remindExpiringPlans } from "./expiry-notices.ts";
import { backfillFreePlans, expireSubscriptions, spendCredit, startPlan } from "./service.ts";

describe("plan status and credits", () => {
  const t = useTestApp();
  const register = async (role_id: number, email: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id,
        firstname: "Sara",
        lastname: "Galli",
        email,
        password: "Piano2026x",
        company_name: `Galli ${role_id}`,
        vat_number: nextVat(),
        terms_accepted: true,
      },
    });
    const { appUser } = await import("../../db/schema/index.ts");
    await t.database.db.update(appUser).set({ emailConfirmedAt: new Date() }).where(eq(appUser.email, email));
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "Piano2026x" },
    });
    return {
      companyId: res.json().data.company_id as number,
      userId: res.json().data.user_id as number,
      token: login.json().data.token as string,
    };
  };

  it("starts a new client on the free plan with its credits and limitations (§3 shape)", async () => {
    const c = await register(2, "buyer@galli.test");
    const session = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "buyer@galli.test", password: "Piano2026x" },
    });
    expect(session.json().data.user.planName).toBe("Free");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/company/getNumberCredits",
      headers: bearer(c.token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      state: 2,
      creditAvailable: 5,
      credits: 5,
      creditsUsed: 0,
      namePlanCurrent: "Free",
      idPlanCurrent: 1,
      price: 0,
      limit: "31/12/9999",
      is_old_plan: false,
      countProjects: 0,
      countPosition: 0,
      max_project: 1,
      max_position: 2,
      informationBlocked: true,
      assumePlan: 0,
      n_max_users: 1,
      planStatus: 1,
      transactionFee: 0,
      freePlan: true,
    });
    const vp = data.limitations.find((l: { state_function: string }) => l.state_function === "VP");
    expect(vp).toMatchObject({
      blocked: true,
      action: 1,
      create: 1,
      blocked_for_plan_detail: { name_function: "VP", name_plan_recommended: "Starter" },
    });
    expect(
      data.limitations.find((l: { state_function: string }) => l.state_function === "manage_users"),
    ).toMatchObject({
      blocked: true,
      action: 2,
      blocked_for_limit_detail: { name_limit: "n_max_users", number_max_limit: 1 },
    });
  });

  it("gives a new supplier the free supplier plan; Upgrade goes to checkout for plan 8", async () => {
    const s = await register(3, "seller@galli.test");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/company/getPlanStatus",
      headers: bearer(s.token),
    });
    const data = res.json().data;
    expect(data).toMatchObject({
      idPlanCurrent: 7,
      namePlanCurrent: "Fornitore Free",
      freePlan: true,
      price: 0,
      limit: "31/12/9999",
      numberDay: null,
      cancel_at_period_end: false,
      planStatus: 1,
      transactionFee: 10,
      max_position: 3,
      isOldPlan: false,
    });
    expect(data.limitations.map((l: { state_function: string }) => l.state_function)).toContain(
      "manage_users_supplier",
    );
    expect(
      data.limitations.find((l: { state_function: string }) => l.state_function === "SPC"),
    ).toMatchObject({
      blocked: true,
      action: 1,
      openCheckout: 1,
      blocked_for_plan_detail: { name_plan_recommended: "Fornitore Pro" },
    });
  });

  it("serves each status only to its roles", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT_EMPLOYEES);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const get = (url: string, token?: string) =>
      t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
    expect((await get("/api/company/getNumberCredits", supplier.token)).statusCode).toBe(403);
    expect((await get("/api/company/getNumberCredits", admin.token)).statusCode).toBe(403);
    expect((await get("/api/company/getPlanStatus", client.token)).statusCode).toBe(403);
    expect((await get("/api/company/getNumberCredits")).statusCode).toBe(401);
    // Companies created without a plan answer state 1 (no subscription).
    expect((await get("/api/company/getNumberCredits", client.token)).json().data).toMatchObject({
      state: 1,
      namePlanCurrent: null,
      planStatus: 0,
    });
  });

  it("counts open projects and positions against the plan limits", async () => {
    const c = await register(2, "counts@galli.test");
    const [tm] = await t.database.db
      .insert(need)
      .values({ companyId: c.companyId, type: "tm", title: "Team CRM", status: "published" })
      .returning();
    await t.database.db.insert(need).values([
      { companyId: c.companyId, type: "fp", title: "Portale clienti", status: "published" },
      { companyId: c.companyId, type: "fp", title: "Vecchio progetto", status: "closed" },
    ]);
    await t.database.db.insert(position).values([
      { needId: must(tm, "tm").id, title: "Java senior", status: "published" },
      { needId: must(tm, "tm").id, title: "Angular", status: "draft" },
      { needId: must(tm, "tm").id, title: "Chiusa", status: "closed" },
    ]);
    const data = (
      await t.app.inject({ method: "GET", url: "/api/company/getNumberCredits", headers: bearer(c.token) })
    ).json().data;
    expect(data).toMatchObject({ countProjects: 1, countPosition: 2 });
    const byState = Object.fromEntries(
      data.limitations.map((l: { state_function: string; action: number }) => [l.state_function, l.action]),
    );
    expect(byState.tEm).toBe(3);
    expect(byState.PFP).toBe(4);
  });

  it("expires plans past their date once, whichever instance runs the job", async () => {
    const c = await register(2, "expiry@galli.test");
    await t.database.db
      .update(subscription)
      .set({ planId: 3, expiresOn: sql`current_date - 1` })
      .where(eq(subscription.companyId, c.companyId));
    const [first, second] = await Promise.all([
      expireSubscriptions(t.database.db),
      expireSubscriptions(t.database.db),
    ]);
    expect([...must(first, "first"), ...must(second, "second")]).toEqual([c.companyId]);
    expect(await expireSubscriptions(t.database.db)).toEqual([]);
    const data = (
      await t.app.inject({ method: "GET", url: "/api/company/getNumberCredits", headers: bearer(c.token) })
    ).json().data;
    expect(data.state).toBe(4);
    expect(data.planStatus).toBe(0);
    expect(
      data.limitations.every((l: { blocked: boolean; action: number }) => l.blocked && l.action === 1),
    ).toBe(true);
  });

  it("reminds the owners once a week before expiry, again after a renewal, and tells them when it expires", async () => {
    const c = await register(2, "reminder@galli.test");
    const setExpiry = (days: number) =>
      t.database.db
        .update(subscription)
        .set({ planId: 3, state: 2, expiresOn: sql`current_date + ${days}::int` })
        .where(eq(subscription.companyId, c.companyId));
    const notices = async (type: string) =>
      (
        await t.database.db
          .select({ type: notification.type, params: notification.params, link: notification.link })
          .from(notification)
          .innerJoin(appUser, eq(appUser.id, notification.userId))
          .where(eq(appUser.companyId, c.companyId))
      ).filter((n) => n.type === type);

    await setExpiry(30);
    expect(await remindExpiringPlans(t.database.db, t.ctx.bus)).toEqual([]);
    await setExpiry(3);
    const [first, second] = await Promise.all([
      remindExpiringPlans(t.database.db, t.ctx.bus),
      remindExpiringPlans(t.database.db, t.ctx.bus),
    ]);
    expect([...must(first, "first"), ...must(second, "second")]).toEqual([c.companyId]);
    expect(await remindExpiringPlans(t.database.db, t.ctx.bus)).toEqual([]);
    const [reminder, ...others] = await notices("plan_expiring");
    expect(others).toHaveLength(0);
    expect(reminder).toMatchObject({ link: "/my_plans" });
    expect(reminder?.params.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // A renewal moves the date: the new one is reminded in its turn.
    await setExpiry(6);
    expect(await remindExpiringPlans(t.database.db, t.ctx.bus)).toEqual([c.companyId]);

    await setExpiry(-1);
    expect(await expireAndNotify(t.database.db, t.ctx.bus)).toEqual([c.companyId]);
    expect(await expireAndNotify(t.database.db, t.ctx.bus)).toEqual([]);
    expect(await notices("plan_expired")).toHaveLength(1);
  });

  it("never lets concurrent spends overdraw the credits", async () => {
    const c = await register(2, "spend@galli.test");
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        spendCredit(t.database.db, {
          companyId: c.companyId,
          userId: c.userId,
          functionState: "download_cv",
          reference: `cv-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .every((r) => (r as PromiseRejectedResult).reason.code === "plans.no_credits"),
    ).toBe(true);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.companyId, c.companyId));
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    const data = (
      await t.app.inject({ method: "GET", url: "/api/company/getNumberCredits", headers: bearer(c.token) })
    ).json().data;
    expect(data).toMatchObject({ creditAvailable: 0, creditsUsed: 5 });
    expect(
      data.limitations.find((l: { state_function: string }) => l.state_function === "download_cv"),
    ).toMatchObject({ blocked: true, action: 5 });
  });

  it("grants a new plan's credits for the new period", async () => {
    const c = await register(2, "upgrade@galli.test");
    await spendCredit(t.database.db, {
      companyId: c.companyId,
      userId: c.userId,
      functionState: "download_cv",
      reference: "cv",
    });
    await startPlan(t.database.db, c.companyId, { id: 3, creditsYear: 200 }, "2099-01-31", "test-upgrade");
    const data = (
      await t.app.inject({ method: "GET", url: "/api/company/getNumberCredits", headers: bearer(c.token) })
    ).json().data;
    expect(data).toMatchObject({
      namePlanCurrent: "Business",
      credits: 200,
      creditsUsed: 0,
      creditAvailable: 200,
      limit: "31/01/2099",
      freePlan: false,
      price: 3900,
    });
  });
});

describe("plan catalogue and backfill", () => {
  const t = useTestApp();

  it("lists the plans on sale per audience with the functions each is recommended for", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/plans/list?audience=client" });
    const plans = res.json().data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(["Free", "Starter", "Business", "Enterprise"]);
    expect(plans.find((p: { name: string }) => p.name === "Starter").recommended_for).toContain("VP");
    const suppliers = (await t.app.inject({ method: "GET", url: "/api/plans/list?audience=supplier" })).json()
      .data;
    expect(suppliers.map((p: { id: number; charge_code: string | null }) => [p.id, p.charge_code])).toEqual([
      [7, null],
      [8, "piano-fornitori-cost"],
    ]);
    expect((await t.app.inject({ method: "GET", url: "/api/plans/list?audience=staff" })).statusCode).toBe(
      400,
    );
  });

  it("gives companies without a subscription their free plan once", async () => {
    const client = await createCompany(t.database.db, { role: ROLE.CLIENT });
    const staff = await createCompany(t.database.db, { role: ROLE.ADMINISTRATOR });
    await backfillFreePlans(t.database.db);
    await backfillFreePlans(t.database.db);
    const subs = await t.database.db.select().from(subscription);
    expect(subs.map((s) => [s.companyId, s.planId, s.state, s.expiresOn])).toEqual([
      [client.id, 1, 2, "9999-12-31"],
    ]);
    const ledger = await t.database.db.select().from(creditLedger);
    expect(ledger.map((l) => [l.companyId, l.delta, l.reason])).toEqual([[client.id, 5, "grant"]]);
    expect(staff.id).toBeGreaterThan(0);
  });
});
