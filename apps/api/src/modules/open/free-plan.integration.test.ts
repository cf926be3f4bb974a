import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plan } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { openVisit } from "./open-test-support.ts";

// Issue 16 item 4: the visitor's need form says what the free plan holds, read from the plans table.

describe("GET open/getFreePlanOpen", () => {
  const t = useTestApp();
  const b = browseKit(t);

  it("answers the client free plan's limits as the plans table holds them", async () => {
    const token = await openVisit(t.app);
    const res = await b.get(`/api/open/getFreePlanOpen?token=${token}`);
    expect(res.statusCode).toBe(200);
    const [free] = await t.database.db.select().from(plan).where(eq(plan.id, 1));
    expect(res.json()).toMatchObject({
      success: true,
      data: { max_position: free?.maxPosition, max_project: free?.maxProject },
    });
    expect(typeof res.json().data.max_position).toBe("number");
    // Staff edit the plan: the form follows (no number kept anywhere else).
    await t.database.db.update(plan).set({ maxPosition: 4, maxProject: null }).where(eq(plan.id, 1));
    expect((await b.get(`/api/open/getFreePlanOpen?token=${token}`)).json().data).toEqual({
      max_position: 4,
      max_project: null,
    });
  });

  it("answers 401 without a valid visit", async () => {
    const token = await openVisit(t.app);
    await b.expire(token);
    for (const [query, code] of [
      ["", "open.token_invalid"],
      [`token=${"A".repeat(43)}`, "open.token_invalid"],
      [`token=${token}`, "open.token_expired"],
    ]) {
      const res = await b.get(`/api/open/getFreePlanOpen?${query}`);
      expect(res.statusCode, query).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code });
    }
  });
});
