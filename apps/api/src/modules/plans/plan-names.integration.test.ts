import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plan, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, lastMailTo, login, useTestApp } from "../../test/app.ts";
import { remindExpiringPlans } from "./expiry-notices.ts";
import { backfillFreePlans } from "./service.ts";

/** Plan names and titles in both languages (issue 20): the API sends both, server-written texts pick one. */
describe("plan names in Italian and English", () => {
  const t = useTestApp();

  it("sends the English name and title beside the Italian ones in every plan call", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    await backfillFreePlans(t.database.db);
    const auth = bearer(supplier.token);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/plans/list?audience=supplier",
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: 8,
        name: "Fornitore Pro",
        name_en: "Supplier Pro",
        title: "Tutte le opportunità, commissioni ridotte",
        title_en: "Every opportunity, reduced fees",
      }),
    );
    const pub = await t.app.inject({ method: "GET", url: "/api/plans/public?audience=supplier" });
    expect(pub.json().data).toContainEqual(
      expect.objectContaining({ name: "Fornitore Free", name_en: "Supplier Free", title_en: "To get known" }),
    );

    const status = await t.app.inject({ method: "GET", url: "/api/company/getPlanStatus", headers: auth });
    const data = status.json().data;
    expect(data).toMatchObject({ namePlanCurrent: "Fornitore Free", namePlanCurrent_en: "Supplier Free" });
    // A function the free plan lacks recommends Fornitore Pro, named in both languages.
    const blocked = data.limitations.find(
      (l: { blocked_for_plan_detail: { name_plan_recommended: string } | null }) =>
        l.blocked_for_plan_detail?.name_plan_recommended === "Fornitore Pro",
    );
    expect(blocked?.blocked_for_plan_detail.name_plan_recommended_en).toBe("Supplier Pro");

    // The session user (the avatar menu and the dashboard's company card) carries both too.
    const relogin = await login(t.app, supplier.user.email);
    expect(relogin.user).toMatchObject({ planName: "Fornitore Free", planName_en: "Supplier Free" });

    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    const credits = await t.app.inject({
      method: "GET",
      url: "/api/company/getNumberCredits",
      headers: bearer(client.token),
    });
    expect(credits.json().data).toMatchObject({ namePlanCurrent: "Free", namePlanCurrent_en: "Free" });
  });

  it("names the plan of an expiry e-mail in each recipient's language", async () => {
    const english = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    const italian = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "it" });
    await t.database.db
      .insert(subscription)
      .values(
        [english, italian].map((u) => ({
          companyId: u.user.companyId,
          planId: 8,
          state: 2,
          expiresOn: sql`current_date + 3` as unknown as string,
        })),
      )
      .onConflictDoUpdate({
        target: subscription.companyId,
        set: { planId: 8, state: 2, expiresOn: sql`current_date + 3` },
      });
    const reminded = await remindExpiringPlans(t.database.db, t.ctx.bus);
    expect(reminded.sort()).toEqual([english.user.companyId, italian.user.companyId].sort());

    const en = must(await lastMailTo(t.database.db, english.user.email, "/"), "English mail");
    expect(en.mail.text).toContain("Your Supplier Pro plan expires on");
    expect(en.mail.text).not.toContain("Fornitore Pro");
    const it = must(await lastMailTo(t.database.db, italian.user.email, "/"), "Italian mail");
    expect(it.mail.text).toContain("Il piano Fornitore Pro scade il");
  });

  it("lets an administrator edit the English subtitle, with a field message when blank", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR, { language: "en" });
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: "/api/admin/plans/2", headers: bearer(admin.token), payload });

    const blank = await patch({ title_en: "  " });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain("title_en");

    expect((await patch({ title_en: "For busy hiring teams" })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(plan).where(eq(plan.id, 2));
    expect(row).toMatchObject({ title: "Per team che assumono spesso", titleEn: "For busy hiring teams" });
  });
});
