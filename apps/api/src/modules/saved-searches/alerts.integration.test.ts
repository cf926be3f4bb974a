import { ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, emailPreference, notification, savedSearch } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { catalogueLookups, insertService, supplierCompany } from "../services/search-test-support.ts";
import { runSavedSearchAlerts } from "./alerts.ts";

describe("saved-search alerts (hourly job)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const run = () => runSavedSearchAlerts(db(), t.ctx.bus);

  async function clientWithSearch(search_word: string, name = `${search_word} people`) {
    const client = await kit.member(ROLE.CLIENT);
    const res = await call("POST", "/api/saved-searches", client.token, {
      kind: "profiles",
      name,
      criteria: { search_word },
      alert: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...client, searchId: res.json().data.id as number };
  }
  async function publish(title: string, lastname = "Neri") {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const created = await kit.create(supplier.token, { title, firstname: "Elena", lastname });
    const res = await call("POST", "/api/profiles/publication", supplier.token, {
      ids: [created.id],
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return created.id;
  }
  const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const alertsOf = (userId: number) =>
    db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.type, "saved_search_alert")));

  it("e-mails a profile published after the save once, with the names and a link to the search, not twice", async () => {
    const client = await clientWithSearch("Kotlin");
    const before = await mailsTo(client.user.email);
    await publish("Kotlin Developer", "Neri");
    await publish("Cobol Analyst", "Gialli");

    expect(await run()).toEqual({ checked: 1, usersAlerted: 1 });
    const mails = (await mailsTo(client.user.email)).slice(before.length);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.template).toBe("notification_list");
    expect(mail?.subject).toBe(
      "Nuovi risultati per le ricerche salvate: 1 nuovo risultato nelle tue ricerche salvate.",
    );
    // The client sees the surname's initial only; the link opens the search with its criteria, no token.
    expect(mail?.text).toContain("Kotlin people: 1 nuovo profilo: Elena N.");
    expect(mail?.text).not.toContain("Gialli");
    expect(mail?.text).toContain("http://app.test/profile_available?search_word=Kotlin\n");
    expect(mail?.html).toContain('href="http://app.test/profile_available?search_word=Kotlin"');
    const inApp = await alertsOf(client.user.id);
    expect(inApp).toMatchObject([{ params: { n: 1 }, link: "/profile_available?search_word=Kotlin" }]);
    const [row] = await db().select().from(savedSearch).where(eq(savedSearch.id, client.searchId));
    expect(row?.lastAlertAt).not.toBeNull();

    // The next round finds nothing new: no second mail, no second notification.
    expect(await run()).toEqual({ checked: 1, usersAlerted: 0 });
    expect((await mailsTo(client.user.email)).length).toBe(before.length + 1);
    expect(await alertsOf(client.user.id)).toHaveLength(1);
  });

  it("sends nothing when what appeared does not match, and still moves last_checked_at", async () => {
    const client = await clientWithSearch("Haskell");
    const [saved] = await db().select().from(savedSearch).where(eq(savedSearch.id, client.searchId));
    const before = await mailsTo(client.user.email);
    await publish("Kotlin Developer");
    expect(await run()).toEqual({ checked: 1, usersAlerted: 0 });
    expect(await mailsTo(client.user.email)).toHaveLength(before.length);
    expect(await alertsOf(client.user.id)).toHaveLength(0);
    const [after] = await db().select().from(savedSearch).where(eq(savedSearch.id, client.searchId));
    expect(after?.lastCheckedAt.getTime()).toBeGreaterThan(saved?.lastCheckedAt.getTime() ?? 0);
    expect(after?.lastAlertAt).toBeNull();
  });

  it("ignores searches with the alert off, and honours the e-mail preference (in-app only)", async () => {
    const quiet = await clientWithSearch("Kotlin", "quiet");
    await call("POST", "/api/saved-searches", quiet.token, { kind: "profiles", name: "x", criteria: {} });
    await db().update(savedSearch).set({ alert: false }).where(eq(savedSearch.userId, quiet.user.id));
    const muted = await clientWithSearch("Kotlin", "muted");
    await db()
      .insert(emailPreference)
      .values({ userId: muted.user.id, eventType: "saved_search_alert", enabled: false });
    const mutedBefore = await mailsTo(muted.user.email);
    await publish("Kotlin Developer");
    expect(await run()).toEqual({ checked: 1, usersAlerted: 1 });
    expect(await alertsOf(quiet.user.id)).toHaveLength(0);
    expect(await alertsOf(muted.user.id)).toHaveLength(1);
    expect(await mailsTo(muted.user.email)).toHaveLength(mutedBefore.length);
  });

  it("lists every search of a user in one mail, in the user's language", async () => {
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT, { language: "en" });
    for (const [name, criteria] of [
      ["Kotlin", { search_word: "Kotlin" }],
      ["Everyone", {}],
    ] as const)
      await call("POST", "/api/saved-searches", client.token, { kind: "profiles", name, criteria });
    await publish("Kotlin Developer", "Neri");
    await publish("Kotlin Architect", "Blu");
    expect(await run()).toMatchObject({ usersAlerted: 1 });
    const mails = await mailsTo(client.user.email);
    const alert = mails.find((m) => m.template === "notification_list");
    expect(alert?.subject).toBe("New results for your saved searches: 4 new results in your saved searches.");
    expect(alert?.text).toContain("Kotlin: 2 new profiles: Elena B., Elena N.");
    expect(alert?.text).toContain("Everyone: 2 new profiles: Elena B., Elena N.");
  });

  it("alerts on services listed after the save, in the user's language", async () => {
    const { child } = await catalogueLookups(db());
    const supplierId = await supplierCompany(db(), "Nimbus Srl", "Milano");
    await insertService(db(), { companyId: supplierId, categoryId: child.id, titleEn: "Old cloud audit" });
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT, { language: "en" });
    const saved = await call("POST", "/api/saved-searches", client.token, {
      kind: "services",
      name: "Cloud",
      criteria: { search_word: "cloud" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await insertService(db(), {
      companyId: supplierId,
      categoryId: child.id,
      titleIt: "Migrazione cloud",
      titleEn: "Cloud migration",
    });
    await insertService(db(), {
      companyId: supplierId,
      categoryId: child.id,
      titleEn: "Payroll outsourcing",
    });
    expect(await run()).toMatchObject({ usersAlerted: 1 });
    const alert = (await mailsTo(client.user.email)).find((m) => m.template === "notification_list");
    expect(alert?.text).toContain("Cloud: 1 new service: Cloud migration\n");
    expect(alert?.text).toContain("http://app.test/find_services?q=cloud");
  });

  it("runs through the development route for an Administrator only", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const client = await clientWithSearch("Kotlin");
    const ran = await call("POST", "/api/dev/saved-search-alerts", admin.token);
    expect(ran.json().data).toEqual({ ran: true, checked: 1, users_alerted: 0 });
    expect((await call("POST", "/api/dev/saved-search-alerts", client.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/dev/saved-search-alerts" })).statusCode).toBe(
      401,
    );
  });
});
