import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, openContact } from "../../db/schema/index.ts";
import { bearer, createUser, login, useTestApp } from "../../test/app.ts";
import { readArchive } from "../privacy/test-kit.ts";
import { browseKit } from "./browse-test-support.ts";
import { contactKit } from "./contact-test-support.ts";
import { openVisit } from "./open-test-support.ts";

const VISITOR = "carla.verdi@cliente.test";
const PASSWORD = "Segreta2026";

describe("open leads and privacy", () => {
  const t = useTestApp();
  const b = browseKit(t);
  const c = contactKit(t);

  it("the owner's export lists their leads (no token hash) and erasure anonymises them, keeping the funnel", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app, { utm_source: "partner-x" });
    const body = { token, email: VISITOR, firstname: "Carla", language: "it", consent: true };
    await c.post("/api/open/requestAvailableProfile", { ...body, profile_id: ids.giulia });
    const { token: link } = await c.contactTokenOf(VISITOR);
    await c.post("/api/open/requestAvailableProfile", { ...body, profile_id: ids.bruno });
    const reg = await c.post("/api/auth/register", c.registerBody(VISITOR, link));
    expect(reg.statusCode).toBe(200);
    const db = t.database.db;
    // A colleague keeps the company, so the person may erase their account.
    await createUser(db, { role: ROLE.CLIENT, companyId: reg.json().data.company_id });
    await db.update(appUser).set({ emailConfirmedAt: new Date() }).where(eq(appUser.email, VISITOR));
    const session = await login(t.app, VISITOR, PASSWORD);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/privacy/export",
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = await readArchive(res.rawPayload);
    const leadsExported = data.openContacts as Record<string, unknown>[];
    expect(leadsExported).toHaveLength(2);
    expect(leadsExported[0]).toMatchObject({
      email: VISITOR,
      kind: "availability",
      utmSource: "partner-x",
    });
    expect(JSON.stringify(leadsExported)).not.toContain("registrationTokenHash");

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      payload: { password: PASSWORD, confirmation: VISITOR },
      headers: bearer(session.token),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const leads = await db.select().from(openContact);
    expect(leads).toHaveLength(2);
    for (const lead of leads) {
      expect(lead.email).not.toContain("carla");
      expect(lead).toMatchObject({ firstname: null, companyName: null, utmSource: "partner-x" });
    }
    expect(leads.map((l) => l.status).sort()).toEqual(["new", "registered"]);
  });
});
