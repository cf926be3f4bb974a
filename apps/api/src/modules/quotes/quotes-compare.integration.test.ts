import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyFeedback, profile, subscription } from "../../db/schema/index.ts";
import { quoteTestKit } from "./quotes-test-support.ts";

// Issue 20, the client's quote comparison: each quote carries its supplier's rating, each candidate its
// availability, read in the same statements for the whole list; the refused callers are refused as before.

describe("quote comparison fields", () => {
  const { kit, db, call, setup, quoteBody } = quoteTestKit();

  const review = (companyId: number, rating: number) =>
    db().insert(companyFeedback).values({
      companyId,
      source: "external",
      rating,
      criteria: {},
      authorName: "Anna Rossi",
      authorCompany: "Acme",
    });

  it("sends the supplier's rating and the candidate's availability to the client", async () => {
    const s = await setup();
    await db().update(profile).set({ availableFrom: "2030-02-15" }).where(eq(profile.id, s.a.id));
    await db().update(profile).set({ availableFrom: null }).where(eq(profile.id, s.b.id));
    await review(s.supplier.companyId, 4);
    await review(s.supplier.companyId, 5);
    await review(s.supplier.companyId, 4);
    // A second supplier without reviews and a profile without an availability date.
    const other = await kit.member(ROLE.SUPPLIER);
    const c = await kit.create(other.token, { firstname: "Luca", lastname: "Gialli" });
    await db().update(profile).set({ published: true, availableFrom: null }).where(eq(profile.id, c.id));
    expect(
      (
        await call(
          "POST",
          `/api/positions/${s.position.id}/quotes`,
          s.supplier.token,
          quoteBody([s.a.id, s.b.id]),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          "POST",
          `/api/positions/${s.position.id}/quotes`,
          other.token,
          quoteBody([c.id], { daily_rate: 380, profile_number: 1 }),
        )
      ).statusCode,
    ).toBe(200);

    const res = await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token);
    expect(res.statusCode).toBe(200);
    const quotes = res.json().data as Array<{
      supplier: { id: number; rating: { average: number | null; count: number } };
      nominations: Array<{ profile: { id: number; available_from: string | null } }>;
    }>;
    const mine = quotes.find((q) => q.supplier.id === s.supplier.companyId);
    const theirs = quotes.find((q) => q.supplier.id === other.companyId);
    expect(mine?.supplier.rating).toEqual({ average: 4.3, count: 3 });
    expect(theirs?.supplier.rating).toEqual({ average: null, count: 0 });
    const availability = Object.fromEntries(
      (mine?.nominations ?? []).map((n) => [n.profile.id, n.profile.available_from]),
    );
    expect(availability).toEqual({ [s.a.id]: "2030-02-15", [s.b.id]: null });
    expect(theirs?.nominations[0]?.profile.available_from).toBeNull();

    // The supplier's own list carries the same fields.
    const mineList = (await call("GET", "/api/quotes/mine", s.supplier.token)).json().data.items;
    expect(mineList[0].supplier.rating).toEqual({ average: 4.3, count: 3 });
  });

  it("still refuses the free plan, suppliers and anonymous callers without any quote field", async () => {
    const s = await setup();
    await review(s.supplier.companyId, 5);
    await call("POST", `/api/positions/${s.position.id}/quotes`, s.supplier.token, quoteBody([s.a.id]));
    await db().update(subscription).set({ planId: 1 }).where(eq(subscription.companyId, s.client.companyId));
    const blocked = await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("plans.function_blocked");
    expect(JSON.stringify(blocked.json())).not.toContain("rating");
    expect(JSON.stringify(blocked.json())).not.toContain("Giulia");
    expect((await call("GET", `/api/positions/${s.position.id}/quotes`, s.supplier.token)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/api/positions/${s.position.id}/quotes`)).statusCode).toBe(401);
    const otherClient = await kit.member(ROLE.CLIENT);
    expect((await call("GET", `/api/positions/${s.position.id}/quotes`, otherClient.token)).statusCode).toBe(
      404,
    );
  });
});
