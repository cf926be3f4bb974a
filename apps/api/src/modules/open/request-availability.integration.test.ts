import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, availabilityRequest, notification, openContact } from "../../db/schema/index.ts";
import { bearer, login, useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { contactKit } from "./contact-test-support.ts";
import { openVisit } from "./open-test-support.ts";

const VISITOR = "carla.verdi@cliente.test";

describe("open leads: POST open/requestAvailableProfile", () => {
  const t = useTestApp();
  const b = browseKit(t);
  const c = contactKit(t);
  const ask = (token: string, profileId: number, overrides: Record<string, unknown> = {}) =>
    c.post("/api/open/requestAvailableProfile", {
      token,
      profile_id: profileId,
      email: VISITOR,
      firstname: "Carla",
      company_name: "Verdi Spa",
      language: "en",
      consent: true,
      ...overrides,
    });

  it("keeps the lead with the visit's UTM, tells the supplier without the visitor's e-mail, mails the link", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app, { utm_source: "partner-x", utm_campaign: "spring" });
    const res = await ask(token, ids.giulia);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true, email: VISITOR });
    const [lead] = await c.leadsOf(VISITOR);
    expect(lead).toMatchObject({
      kind: "availability",
      profileId: ids.giulia,
      utmSource: "partner-x",
      utmCampaign: "spring",
      caller: "partner_web",
      status: "new",
      companyName: "Verdi Spa",
    });
    expect(lead?.registrationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const { url, token: contact, mail } = await c.contactTokenOf(VISITOR);
    expect(url.searchParams.get("role_id")).toBe("2");
    expect(url.searchParams.get("utm_source")).toBe("open");
    expect(contact).toHaveLength(43);
    expect(lead?.registrationTokenHash).not.toContain(contact);
    expect(mail.language).toBe("en");
    expect(mail.text).toContain("Java");
    const notes = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.type, "open_availability_interest"));
    expect(notes.length).toBeGreaterThan(0);
    expect(JSON.stringify(notes)).not.toContain(VISITOR);
    expect(JSON.stringify(notes)).toContain("Verdi Spa");
  });

  it("answers field messages for bad input, 404 for a profile a visitor cannot see, 401 for bad visits", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    const bad = await ask(token, ids.giulia, { email: "not-an-email", consent: false, firstname: "x" });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(["consent", "email", "firstname"]);
    expect((await ask(token, ids.hidden)).statusCode).toBe(404);
    expect((await ask("x".repeat(43), ids.giulia)).statusCode).toBe(401);
    await b.expire(token);
    expect((await ask(token, ids.giulia)).statusCode).toBe(401);
    expect(await c.leadsOf(VISITOR)).toHaveLength(0);
  });

  it("takes at most 5 leads per e-mail a day (429 open.contact_rate_limited)", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    for (let i = 0; i < 5; i++)
      expect((await ask(token, ids.giulia, { email: "Carla.Verdi@cliente.test" })).statusCode).toBe(200);
    const refused = await ask(token, ids.bruno);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await c.leadsOf(VISITOR)).toHaveLength(5);
  });

  it("registering with the link pre-fills, turns the lead into an availability request, and works once", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app, { utm_source: "partner-x" });
    await ask(token, ids.giulia);
    const { token: contact } = await c.contactTokenOf(VISITOR);
    const check = await c.get(`/api/auth/checkTokenRegistration?token=${contact}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      email: VISITOR,
      firstname: "Carla",
      company_name: "Verdi Spa",
      kind: "availability",
      profile: { id: ids.giulia, title: expect.stringContaining("Java") },
      need: null,
    });
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, contact));
    expect(reg.statusCode).toBe(200);
    const companyId = reg.json().data.company_id;
    const [lead] = await c.leadsOf(VISITOR);
    expect(lead).toMatchObject({ status: "registered", companyId, utmSource: "partner-x" });
    expect(lead?.registeredAt).toBeInstanceOf(Date);
    const requests = await t.database.db
      .select()
      .from(availabilityRequest)
      .where(eq(availabilityRequest.clientCompanyId, companyId));
    expect(requests).toMatchObject([{ profileId: ids.giulia, status: "pending" }]);
    // The client sees it among its sent requests once signed in.
    await t.database.db
      .update(appUser)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(appUser.email, VISITOR));
    const session = await login(t.app, VISITOR, "Segreta2026");
    const sent = await t.app.inject({
      method: "GET",
      url: "/api/availability-requests/sent",
      headers: bearer(session.token),
    });
    expect(sent.json().data.items[0].profile.id).toBe(ids.giulia);
    // Used: both the check and a second registration refuse the link.
    const again = await c.get(`/api/auth/checkTokenRegistration?token=${contact}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("open.contact_used");
    const second = await c.post("/api/auth/register", c.registerBody("altra@cliente.test", contact));
    expect(second.statusCode).toBe(409);
  });

  it("refuses forged and expired links at the check and at registration, creating nothing", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    await ask(token, ids.giulia);
    const { token: contact } = await c.contactTokenOf(VISITOR);
    const forged = await c.get(`/api/auth/checkTokenRegistration?token=${"A".repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe("open.contact_invalid");
    expect((await c.get("/api/auth/checkTokenRegistration?token=short")).statusCode).toBe(404);
    expect((await c.get("/api/auth/checkTokenRegistration")).statusCode).toBe(400);
    await t.database.db.update(openContact).set({ registrationExpiresAt: new Date(Date.now() - 1000) });
    const expired = await c.get(`/api/auth/checkTokenRegistration?token=${contact}`);
    expect(expired.statusCode).toBe(410);
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, contact));
    expect(reg.statusCode).toBe(410);
    expect(reg.json().errors[0].field).toBe("contact_token");
    const forgedReg = await c.post("/api/auth/register", c.registerBody(VISITOR, "B".repeat(43)));
    expect(forgedReg.statusCode).toBe(404);
    // Nothing was created: the address is still free.
    const { contact_token: _unused, ...plain } = c.registerBody(VISITOR, "");
    const free = await c.post("/api/auth/register", plain);
    expect(free.statusCode).toBe(200);
  });

  it("the retention purge deletes leads never registered after 12 months and keeps registered ones", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    await ask(token, ids.giulia);
    await ask(token, ids.bruno, { email: "other@cliente.test" });
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await t.database.db.update(openContact).set({ createdAt: old });
    await t.database.db
      .update(openContact)
      .set({ registeredAt: new Date(), status: "registered" })
      .where(eq(openContact.email, "other@cliente.test"));
    const { purgeStaleOpenContacts } = await import("./purge.ts");
    expect(await purgeStaleOpenContacts(t.database.db)).toBe(1);
    expect(await c.leadsOf(VISITOR)).toHaveLength(0);
    expect(await c.leadsOf("other@cliente.test")).toHaveLength(1);
  });
});
