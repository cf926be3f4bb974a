import { companyTypeForRole, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { startFreePlan } from "../modules/plans/service.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, useTestApp } from "../test/app.ts";
import { BODY_LIMITS } from "./body-limits.ts";

describe("request body limits", () => {
  const t = useTestApp();

  it("answers an oversized JSON body on an ordinary route with 413 and the envelope, in the caller's language", async () => {
    const login = (password: string, lang: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "a@example.test", password },
        headers: { "accept-language": lang },
      });
    const big = await login("x".repeat(BODY_LIMITS.default), "en");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      success: false,
      data: null,
      message: "Request too large.",
      code: "common.payload_too_large",
    });
    expect((await login("x".repeat(BODY_LIMITS.default), "it")).json().message).toBe(
      "Richiesta troppo grande.",
    );
    // Just under the limit the route's own validation answers.
    expect((await login("x".repeat(BODY_LIMITS.default - 200), "it")).statusCode).toBe(400);
  });

  it("lets the profile and need forms, and the billing webhook, send up to 1 MB", async () => {
    const manager = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles",
      payload: { firstname: "Giulia", padding: "x".repeat(300 * 1024) },
      headers: bearer(manager.token),
    });
    expect(res.statusCode).not.toBe(413);
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      payload: JSON.stringify({ padding: "x".repeat(300 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(webhook.statusCode).not.toBe(413);
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/profiles",
      payload: { padding: "x".repeat(BODY_LIMITS.largeForm) },
      headers: bearer(manager.token),
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it("still takes a 9 MB file on an upload route", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await startFreePlan(t.database.db, client.user.companyId, companyTypeForRole(ROLE.CLIENT));
    await startFreePlan(t.database.db, supplier.user.companyId, companyTypeForRole(ROLE.SUPPLIER));
    const started = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      payload: { company_id: supplier.user.companyId },
      headers: bearer(client.token),
    });
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n%"),
      Buffer.alloc(9 * 1024 * 1024, "a"),
      Buffer.from("\n"),
      TINY_PDF.subarray(9),
    ]);
    const upload = multipart("files", "big.pdf", pdf, "application/pdf");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/conversations/${started.json().data.id}/messages`,
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(client.token) },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attachments[0].size).toBe(pdf.length);
  });

  it("keeps every route at the 100 KB default unless it is one of the few larger forms", () => {
    expect(t.app.initialConfig.bodyLimit).toBe(100 * 1024);
    const larger = t.app.routeTable
      .filter((r) => (r.bodyLimit ?? BODY_LIMITS.default) > BODY_LIMITS.default)
      .map((r) => `${String(r.method)} ${r.url} ${r.bodyLimit}`)
      .sort();
    expect(larger).toEqual(
      [
        `POST /api/billing/webhook ${BODY_LIMITS.webhook}`,
        `POST /api/client/need/createNeedAndNeedResource ${BODY_LIMITS.largeForm}`,
        // A visitor's T&M need carries the same positions as the signed-in form (issue 16), under the open limits.
        `POST /api/open/positionQuotationOpen ${BODY_LIMITS.largeForm}`,
        `POST /api/profiles ${BODY_LIMITS.largeForm}`,
        `PUT /api/client/need/:id/time-material ${BODY_LIMITS.largeForm}`,
        `PUT /api/profiles/:id ${BODY_LIMITS.largeForm}`,
      ].sort(),
    );
  });
});
