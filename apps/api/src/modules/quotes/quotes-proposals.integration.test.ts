import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notification } from "../../db/schema/index.ts";
import { TINY_PDF } from "../../test/app.ts";
import { quoteTestKit } from "./quotes-test-support.ts";

// Fixed Price proposals with an optional PDF.

describe("quotes, candidacies and Fixed Price proposals", () => {
  const { db, call, setup, sendProposal } = quoteTestKit();

  it("takes Fixed Price proposals with an optional PDF, checked by content and against the deadline", async () => {
    const s = await setup();
    const ok = await sendProposal(
      s.supplier.token,
      s.fp.id,
      { price: "24000", delivery_date: "2030-12-15", note: "Agile team" },
      TINY_PDF,
    );
    expect(ok.statusCode).toBe(200);
    const p = ok.json().data;
    expect(p).toMatchObject({
      kind: "fp",
      price: 24000,
      delivery_date: "2030-12-15",
      document: { filename: "offerta.pdf" },
    });
    const without = await sendProposal(s.supplier.token, s.fp.id, {
      price: "26000",
      delivery_date: "2031-01-10",
    });
    expect(without.statusCode).toBe(200);
    expect(without.json().data.document).toBeNull();

    const late = await sendProposal(s.supplier.token, s.fp.id, {
      price: "1000",
      delivery_date: "2031-03-01",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      expect.objectContaining({ field: "delivery_date", code: "validation.after_deadline" }),
    ]);
    const bad = await sendProposal(s.supplier.token, s.fp.id, { price: "abc", delivery_date: "2030-12-15" });
    expect(bad.json().errors[0].field).toBe("price");
    const png = await sendProposal(
      s.supplier.token,
      s.fp.id,
      { price: "1000", delivery_date: "2030-12-15" },
      Buffer.from("not a pdf at all"),
    );
    expect(png.statusCode).toBe(415);
    // T&M needs take no proposals.
    expect(
      (await sendProposal(s.supplier.token, s.need.id, { price: "1000", delivery_date: "2030-12-15" }))
        .statusCode,
    ).toBe(404);

    const list = await call("GET", `/api/needs/${s.fp.id}/proposals`, s.client.token);
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([without.json().data.id, p.id]);
    const doc = await call("GET", `/api/quotes/${p.id}/document`, s.client.token);
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(TINY_PDF)).toBe(true);
    expect(
      (await call("GET", `/api/quotes/${without.json().data.id}/document`, s.client.token)).statusCode,
    ).toBe(404);
    const fav = await call("POST", `/api/quotes/${p.id}/favourite`, s.client.token);
    expect(fav.json().data.status).toBe("favourite");
    const discard = await call("POST", `/api/quotes/${without.json().data.id}/discard`, s.client.token, {
      reason: "Over budget",
    });
    expect(discard.json().data).toMatchObject({ status: "discarded", discard_reason: "Over budget" });
    const [n] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, s.supplier.user.id), eq(notification.type, "quote_discarded")));
    expect(n).toBeDefined();
    expect((await call("GET", `/api/quotes/${p.id}/pdf?lang=it`, s.client.token)).statusCode).toBe(200);
  });
});
