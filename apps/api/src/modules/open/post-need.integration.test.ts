import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { need, openAccessToken, openContact, position } from "../../db/schema/index.ts";
import { hitCounter } from "../../lib/rate-limit.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { browseKit } from "./browse-test-support.ts";
import { contactKit } from "./contact-test-support.ts";
import { openVisit } from "./open-test-support.ts";

const VISITOR = "paolo.rossi@cliente.test";

describe("open leads: a visitor's need (open/positionQuotationOpen, open/saveProjectOpen)", () => {
  const t = useTestApp();
  const c = contactKit(t);
  const b = browseKit(t);
  const kit = profileKit(t);
  const contact = {
    email: VISITOR,
    firstname: "Paolo",
    lastname: "Rossi",
    company_name: "Rossi Srl",
    language: "it",
    consent: true,
  };
  const tmBody = async (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    ...contact,
    title: "Team Java",
    description: "A team for the core banking.",
    positions: [
      {
        title: "Senior Java developer",
        seniority: "senior",
        mandatory_skills: [{ technology_id: await kit.techId("Java"), min_years: 5 }],
      },
    ],
    ...overrides,
  });
  const fpBody = (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    ...contact,
    title: "Mobile app",
    description: "A loyalty app.",
    budget: 40000,
    deadline: "2031-06-30",
    ...overrides,
  });
  const needsOf = (companyId: number) =>
    t.database.db.select().from(need).where(eq(need.companyId, companyId));

  it("keeps a T&M need as a lead and, at registration, makes it the new client's published need (first_need)", async () => {
    const token = await openVisit(t.app, { redirect_url: "need", utm_source: "fair-2031" });
    const res = await c.post("/api/open/positionQuotationOpen", await tmBody(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true, email: VISITOR });
    const [lead] = await c.leadsOf(VISITOR);
    expect(lead).toMatchObject({
      kind: "need",
      utmSource: "fair-2031",
      companyName: "Rossi Srl",
      status: "new",
    });
    expect(lead?.needPayload).toMatchObject({ type: "tm", title: "Team Java" });
    for (const key of ["email", "token", "firstname", "consent", "publish"])
      expect(lead?.needPayload).not.toHaveProperty(key);
    const { token: link, mail, url } = await c.contactTokenOf(VISITOR);
    expect(url.pathname).toBe("/authentication/register");
    expect(url.searchParams.get("role_id")).toBe("2");
    expect(url.searchParams.get("utm_source")).toBe("open");
    expect(mail.text).toContain("Team Java");
    const check = await c.get(`/api/auth/checkTokenRegistration?token=${link}`);
    expect(check.json().data).toMatchObject({
      kind: "need",
      lastname: "Rossi",
      company_name: "Rossi Srl",
      need: { title: "Team Java", type: "tm" },
      profile: null,
    });
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, link));
    expect(reg.statusCode).toBe(200);
    const companyId = reg.json().data.company_id;
    const needs = await needsOf(companyId);
    expect(needs).toHaveLength(1);
    expect(needs[0]).toMatchObject({ title: "Team Java", type: "tm", status: "published" });
    const positions = await t.database.db
      .select()
      .from(position)
      .where(eq(position.needId, needs[0]?.id ?? 0));
    expect(positions.map((p) => [p.title, p.status])).toEqual([["Senior Java developer", "published"]]);
    const [after] = await c.leadsOf(VISITOR);
    expect(after).toMatchObject({ status: "first_need", companyId, utmSource: "fair-2031" });
    // The link worked once: a second registration with it is refused and creates nothing more.
    const again = await c.post("/api/auth/register", c.registerBody("other@cliente.test", link));
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(need)).toHaveLength(1);
  });

  it("keeps a Fixed Price project the same way", async () => {
    const token = await openVisit(t.app, { redirect_url: "need" });
    expect((await c.post("/api/open/saveProjectOpen", fpBody(token))).statusCode).toBe(200);
    const { token: link } = await c.contactTokenOf(VISITOR);
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, link));
    const companyId = reg.json().data.company_id;
    expect(await needsOf(companyId)).toMatchObject([
      { title: "Mobile app", type: "fp", status: "published", budget: "40000.00" },
    ]);
    expect((await c.leadsOf(VISITOR))[0]?.status).toBe("first_need");
  });

  it("leaves the lead registered when the new plan has no room for the need (more positions than the free plan)", async () => {
    const token = await openVisit(t.app, { redirect_url: "need" });
    const java = await kit.techId("Java");
    const many = [1, 2, 3].map((n) => ({
      title: `Developer ${n}`,
      seniority: "middle",
      mandatory_skills: [{ technology_id: java }],
    }));
    expect(
      (await c.post("/api/open/positionQuotationOpen", await tmBody(token, { positions: many }))).statusCode,
    ).toBe(200);
    const { token: link } = await c.contactTokenOf(VISITOR);
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, link));
    expect(reg.statusCode).toBe(200);
    expect(await needsOf(reg.json().data.company_id)).toHaveLength(0);
    expect((await c.leadsOf(VISITOR))[0]?.status).toBe("registered");
  });

  it("answers field messages for the need and the contact, and refuses unknown references", async () => {
    const token = await openVisit(t.app, { redirect_url: "need" });
    const empty = await c.post("/api/open/positionQuotationOpen", {
      token,
      title: "",
      positions: [],
      email: "x",
      phone: "abc",
      consent: false,
    });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().errors.map((e: { field: string }) => e.field);
    for (const field of [
      "title",
      "positions",
      "email",
      "firstname",
      "lastname",
      "company_name",
      "phone",
      "consent",
    ])
      expect(fields).toContain(field);
    const badPosition = await c.post(
      "/api/open/positionQuotationOpen",
      await tmBody(token, { positions: [{ title: "", date_start: "2031-05-01", date_end: "2031-01-01" }] }),
    );
    expect(badPosition.statusCode).toBe(400);
    const positionFields = badPosition.json().errors.map((e: { field: string }) => e.field);
    expect(positionFields).toContain("positions.0.title");
    const fpEmpty = await c.post("/api/open/saveProjectOpen", fpBody(token, { budget: -1, deadline: "" }));
    expect(fpEmpty.statusCode).toBe(400);
    expect(
      fpEmpty
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["budget", "deadline"]);
    const pastDeadline = await c.post("/api/open/saveProjectOpen", fpBody(token, { deadline: "2001-01-01" }));
    expect(pastDeadline.statusCode).toBe(400);
    expect(pastDeadline.json().errors[0]).toMatchObject({
      field: "deadline",
      code: "validation.future_date",
    });
    const unknownTech = await c.post(
      "/api/open/positionQuotationOpen",
      await tmBody(token, {
        positions: [{ title: "Dev", seniority: "senior", mandatory_skills: [{ technology_id: 999999 }] }],
      }),
    );
    expect(unknownTech.statusCode).toBe(400);
    expect(unknownTech.json().code).toBe("needs.unknown_technology");
    const unknownSector = await c.post("/api/open/saveProjectOpen", fpBody(token, { sector_code: "nope" }));
    expect(unknownSector.statusCode).toBe(400);
    expect(unknownSector.json().code).toBe("needs.unknown_sector");
    expect(await t.database.db.select().from(openContact)).toHaveLength(0);
  });

  it("refuses a missing, forged or expired visit token (401) and keeps nothing", async () => {
    const token = await openVisit(t.app, { redirect_url: "need" });
    const { token: _drop, ...noToken } = fpBody(token);
    const missing = await c.post("/api/open/saveProjectOpen", noToken);
    expect(missing.statusCode).toBe(401);
    const forged = await c.post("/api/open/saveProjectOpen", fpBody("y".repeat(43)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe("open.token_invalid");
    await b.expire(token);
    const expired = await c.post("/api/open/positionQuotationOpen", await tmBody(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("open.token_expired");
    expect(await t.database.db.select().from(openContact)).toHaveLength(0);
  });

  it("shares the 5-a-day limit per e-mail with the availability questions, and the per-visit write limit", async () => {
    const token = await openVisit(t.app, { redirect_url: "need" });
    for (let i = 0; i < 5; i++)
      expect((await c.post("/api/open/saveProjectOpen", fpBody(token))).statusCode).toBe(200);
    const refused = await c.post("/api/open/positionQuotationOpen", await tmBody(token));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("open.contact_rate_limited");

    const other = await openVisit(t.app, { redirect_url: "need" });
    const [row] = await t.database.db
      .select()
      .from(openAccessToken)
      .orderBy(openAccessToken.id)
      .offset(1)
      .limit(1);
    const perToken = hitCounter("open_post_token", "sha256");
    for (let i = 0; i < 120; i += 1) await perToken.record(t.database.db, must(row, "the visit").tokenHash);
    const limited = await c.post("/api/open/saveProjectOpen", fpBody(other, { email: "altro@cliente.test" }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("open.rate_limited");
  });

  it("shows staff the need of the lead, filters by status and creation dates, and puts the need in the CSV", async () => {
    const token = await openVisit(t.app, { redirect_url: "need", utm_source: "fair-2031" });
    await c.post("/api/open/positionQuotationOpen", await tmBody(token));
    const { token: link } = await c.contactTokenOf(VISITOR);
    await c.post("/api/auth/register", c.registerBody(VISITOR, link));
    await c.post("/api/open/saveProjectOpen", fpBody(token, { email: "altro@cliente.test" }));
    await t.database.db
      .update(openContact)
      .set({ createdAt: new Date("2030-01-15T10:00:00Z") })
      .where(eq(openContact.email, "altro@cliente.test"));
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const list = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/open-leads${query}`, headers: bearer(admin.token) });
    const firstNeeds = (await list("?status=first_need")).json().data;
    expect(firstNeeds.items).toMatchObject([
      { email: VISITOR, kind: "need", need: { title: "Team Java", type: "tm" }, profile: null },
    ]);
    const january = (await list("?from=2030-01-01&to=2030-01-15")).json().data;
    expect(january.items.map((l: { email: string }) => l.email)).toEqual(["altro@cliente.test"]);
    expect((await list("?from=2030-01-16&to=2030-01-31")).json().data.total).toBe(0);
    const reversed = await list("?from=2030-02-01&to=2030-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe("to");
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/open-leads.csv?kind=need",
      headers: bearer(admin.token),
    });
    expect(csv.body.split("\n")[0]).toContain(",need,");
    expect(csv.body).toContain("Team Java");
    expect(csv.body).toContain("Mobile app");
  });
});
