import { ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscription } from "../../db/schema/index.ts";
import { quoteTestKit } from "./quotes-test-support.ts";

// Who reads quotes: their client and supplier only, anonymous clients hidden, the show-estimate function.

describe("quotes, candidacies and Fixed Price proposals", () => {
  const { kit, db, call, business, setup, quoteBody } = quoteTestKit();

  it("keeps quotes to their client and supplier, hides anonymous clients, and refuses other roles", async () => {
    const s = await setup({ anonymous: true });
    const q = (
      await call("POST", `/api/positions/${s.position.id}/quotes`, s.supplier.token, quoteBody([s.a.id]))
    ).json().data;
    expect(q.client).toBeNull();
    expect((await call("GET", "/api/quotes/mine", s.supplier.token)).json().data.items[0].client).toBeNull();

    const otherClient = await kit.member(ROLE.CLIENT);
    await business(otherClient.companyId);
    const otherSupplier = await kit.member(ROLE.SUPPLIER);
    const nom = q.nominations[0].id;
    for (const token of [otherClient.token]) {
      expect((await call("GET", `/api/positions/${s.position.id}/quotes`, token)).statusCode).toBe(404);
      expect((await call("GET", `/api/needs/${s.fp.id}/proposals`, token)).statusCode).toBe(404);
      expect((await call("GET", `/api/quotes/${q.id}`, token)).statusCode).toBe(404);
      expect((await call("GET", `/api/quotes/${q.id}/pdf`, token)).statusCode).toBe(404);
      expect((await call("POST", `/api/quotes/${q.id}/favourite`, token)).statusCode).toBe(404);
      expect((await call("POST", `/api/nominations/${nom}/accept`, token)).statusCode).toBe(404);
    }
    expect((await call("GET", `/api/quotes/${q.id}`, otherSupplier.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/quotes/mine", otherSupplier.token)).json().data.total).toBe(0);

    // Wrong roles: suppliers cannot decide or list a client's quotes; clients cannot send; staff and students neither.
    expect((await call("POST", `/api/quotes/${q.id}/accept`, s.supplier.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/positions/${s.position.id}/quotes`, s.supplier.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", `/api/positions/${s.position.id}/quotes`, s.client.token, quoteBody([s.a.id])))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/quotes/mine", s.client.token)).statusCode).toBe(403);
    for (const role of [ROLE.ADMINISTRATOR, ROLE.PROFILE_ACCADEMY] as RoleId[]) {
      const other = await kit.member(role);
      expect((await call("GET", `/api/quotes/${q.id}`, other.token)).statusCode).toBe(403);
      expect(
        (await call("POST", `/api/positions/${s.position.id}/quotes`, other.token, quoteBody([s.a.id])))
          .statusCode,
      ).toBe(403);
    }

    // Anonymous callers.
    for (const [method, url] of [
      ["GET", "/api/quotes/mine"],
      ["GET", `/api/quotes/${q.id}`],
      ["GET", `/api/quotes/${q.id}/pdf`],
      ["GET", `/api/positions/${s.position.id}/quotes`],
      ["POST", `/api/positions/${s.position.id}/quotes`],
      ["POST", `/api/quotes/${q.id}/accept`],
      ["POST", `/api/nominations/${nom}/favourite`],
    ] as const)
      expect((await call(method, url, undefined, method === "POST" ? {} : undefined)).statusCode).toBe(401);
  });

  it("requires the show-estimate function (VP) of the client's plan to read and decide quotes", async () => {
    const s = await setup();
    const q = (
      await call("POST", `/api/positions/${s.position.id}/quotes`, s.supplier.token, quoteBody([s.a.id]))
    ).json().data;
    await db().update(subscription).set({ planId: 1 }).where(eq(subscription.companyId, s.client.companyId));
    const list = await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe("plans.function_blocked");
    expect(list.json().data.state_function).toBe("VP");
    expect((await call("POST", `/api/quotes/${q.id}/favourite`, s.client.token)).statusCode).toBe(403);
  });
});
