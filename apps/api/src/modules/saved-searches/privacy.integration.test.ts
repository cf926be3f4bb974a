import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedSearch } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { readArchive } from "../privacy/test-kit.ts";

describe("saved searches and privacy", () => {
  const t = useTestApp();

  it("are in the user's data export and deleted when the account is erased", async () => {
    const db = t.database.db;
    const client = await createUserAndLogin(db, t.app, ROLE.CLIENT);
    // A colleague stays, so the client may erase their own account.
    await createUser(db, { role: ROLE.CLIENT_EMPLOYEES, companyId: client.user.companyId });
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: bearer(client.token),
      payload: {
        kind: "profiles",
        name: "Java in Turin",
        criteria: { search_word: "java", localities: ["Torino"] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const exported = await t.app.inject({
      method: "GET",
      url: "/api/privacy/export",
      headers: bearer(client.token),
    });
    expect(exported.statusCode).toBe(200);
    const { data } = await readArchive(exported.rawPayload);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({
        kind: "profiles",
        name: "Java in Turin",
        criteria: { search_word: "java", localities: ["Torino"], order_by: "relevance" },
        alert: true,
      }),
    ]);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      headers: bearer(client.token),
      payload: { password: TEST_PASSWORD, confirmation: client.user.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select().from(savedSearch).where(eq(savedSearch.userId, client.user.id))).toEqual([]);
  });
});
