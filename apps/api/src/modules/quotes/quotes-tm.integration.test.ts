import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchScore, notification, profile, quote } from "../../db/schema/index.ts";
import { quoteTestKit } from "./quotes-test-support.ts";

// T&M quotes: sending with candidacies, the rules they are checked against, closed positions, the client's decisions.

describe("quotes, candidacies and Fixed Price proposals", () => {
  const { kit, db, call, setup, quoteBody } = quoteTestKit();

  it("lets a supplier quote a position with two own published profiles, and the client compare and decide", async () => {
    const s = await setup();
    await db().insert(matchScore).values({
      positionId: s.position.id,
      profileId: s.a.id,
      companyId: s.supplier.companyId,
      score: 87,
      band: "excellent",
      criteria: [],
    });
    const sent = await call(
      "POST",
      `/api/positions/${s.position.id}/quotes`,
      s.supplier.token,
      quoteBody([s.a.id, s.b.id]),
    );
    expect(sent.statusCode).toBe(200);
    const q = sent.json().data;
    expect(q).toMatchObject({ kind: "tm", status: "sent", daily_rate: 450, profile_number: 2 });
    expect(q.client).toEqual({ id: s.client.companyId, name: expect.any(String) });
    expect(q.nominations.map((n: { profile: { lastname: string } }) => n.profile.lastname)).toEqual([
      "Bianchi",
      "Verdi",
    ]);

    // The client was notified, and sees the quotes side by side with match scores and anonymised last names.
    const [received] = await db()
      .select()
      .from(notification)
      .where(eq(notification.userId, s.client.user.id));
    expect(received?.type).toBe("quote_received");
    const list = await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token);
    expect(list.statusCode).toBe(200);
    const [seen] = list.json().data;
    expect(seen.nominations[0]).toMatchObject({
      status: "proposed",
      match: { score: 87, band: "excellent" },
      profile: { firstname: "Giulia", lastname: "B.", contacts_visible: false },
    });
    expect(seen.nominations[1].match).toBeNull();

    // First view: viewed, once; the supplier hears of it.
    const detail = await call("GET", `/api/quotes/${q.id}`, s.client.token);
    expect(detail.json().data.status).toBe("viewed");
    expect(detail.json().data.viewed_at).not.toBeNull();
    // The supplier reading its own quote changes nothing.
    expect((await call("GET", `/api/quotes/${q.id}`, s.supplier.token)).json().data.status).toBe("viewed");

    const [first, second] = seen.nominations;
    const fav = await call("POST", `/api/nominations/${first.id}/favourite`, s.client.token);
    expect(fav.statusCode).toBe(200);
    expect(fav.json().data.nominations[0].status).toBe("favourite");
    const noReason = await call("POST", `/api/nominations/${second.id}/discard`, s.client.token, {
      reason: " ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe("reason");
    const discarded = await call("POST", `/api/nominations/${second.id}/discard`, s.client.token, {
      reason: "Not enough banking experience",
    });
    expect(discarded.json().data.nominations[1]).toMatchObject({
      status: "discarded",
      discard_reason: "Not enough banking experience",
    });
    const again = await call("POST", `/api/nominations/${second.id}/accept`, s.client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("quotes.transition_not_allowed");
    // A favourite candidacy makes its open quote favourite: the list and the candidacies agree.
    expect(fav.json().data.status).toBe("favourite");
    const accepted = await call("POST", `/api/nominations/${first.id}/accept`, s.client.token);
    expect(accepted.json().data.nominations[0].status).toBe("accepted");
    // Accepting a candidacy accepts its quote: the same status in the client's list, the detail and the
    // supplier's list.
    expect(accepted.json().data.status).toBe("accepted");
    const listed = (await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token)).json().data;
    expect(listed[0].status).toBe("accepted");
    expect((await call("GET", `/api/quotes/${q.id}`, s.client.token)).json().data.status).toBe("accepted");
    expect((await call("POST", `/api/quotes/${q.id}/accept`, s.client.token)).statusCode).toBe(409);
    const [row] = await db().select().from(quote).where(eq(quote.id, q.id));
    expect(row?.decidedBy).toBe(s.client.user.id);
    expect(row?.decidedAt).not.toBeNull();
    expect(
      (await call("POST", `/api/quotes/${q.id}/discard`, s.client.token, { reason: "Changed mind" }))
        .statusCode,
    ).toBe(409);

    // The supplier sees every state change: in its notifications and in its list.
    const types = (
      await db()
        .select({ type: notification.type })
        .from(notification)
        .where(eq(notification.userId, s.supplier.user.id))
    ).map((n) => n.type);
    expect(types).toEqual(
      expect.arrayContaining([
        "quote_viewed",
        "nomination_favourite",
        "nomination_discarded",
        "nomination_accepted",
      ]),
    );
    const mine = (await call("GET", "/api/quotes/mine?status=accepted", s.supplier.token)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.items[0].nominations.map((n: { status: string }) => n.status)).toEqual([
      "accepted",
      "discarded",
    ]);
    expect(mine.items[0].nominations[1].profile.lastname).toBe("Verdi");

    // The PDF, for both sides.
    const pdf = await call("GET", `/api/quotes/${q.id}/pdf?lang=en`, s.client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", `/api/quotes/${q.id}/pdf`, s.supplier.token)).statusCode).toBe(200);
  });

  it("validates the quote: rate, dates, window, size, foreign, unpublished and duplicate profiles", async () => {
    const s = await setup();
    const other = await kit.member(ROLE.SUPPLIER);
    const foreign = await kit.create(other.token);
    await db().update(profile).set({ published: true }).where(eq(profile.id, foreign.id));
    const send = (body: object) =>
      call("POST", `/api/positions/${s.position.id}/quotes`, s.supplier.token, body);
    const fields = async (body: object) => {
      const res = await send(body);
      return {
        status: res.statusCode,
        code: res.json().code,
        errors: res.json().errors?.map((e: { field: string; code: string }) => `${e.field}:${e.code}`),
      };
    };
    expect(await fields(quoteBody([s.a.id], { daily_rate: 0 }))).toMatchObject({
      status: 400,
      errors: ["daily_rate:validation.positive"],
    });
    expect(await fields(quoteBody([s.a.id], { date_end: "2030-02-01" }))).toMatchObject({
      status: 400,
      errors: ["date_end:validation.date_order"],
    });
    expect(await fields(quoteBody([s.a.id], { date_start: "2030-02-01" }))).toMatchObject({
      status: 400,
      errors: ["date_start:validation.outside_window"],
    });
    expect(await fields(quoteBody([s.a.id], { profile_number: 3 }))).toMatchObject({
      status: 400,
      errors: ["profile_number:validation.too_many_profiles"],
    });
    expect(await fields(quoteBody([s.a.id, foreign.id]))).toMatchObject({
      status: 400,
      code: "quotes.profile_not_yours",
      errors: ["profile_ids:quotes.profile_not_yours"],
    });
    expect(await fields(quoteBody([s.draft.id]))).toMatchObject({
      status: 400,
      code: "quotes.profile_not_published",
    });
    expect((await send(quoteBody([s.a.id]))).statusCode).toBe(200);
    expect(await fields(quoteBody([s.b.id, s.a.id]))).toMatchObject({
      status: 409,
      code: "quotes.duplicate_candidacy",
      errors: ["profile_ids:quotes.duplicate_candidacy"],
    });
    // The same profile may still be proposed for another position.
    expect(
      (
        await call(
          "POST",
          `/api/positions/${s.tester.id}/quotes`,
          s.supplier.token,
          quoteBody([s.a.id], { profile_number: 1 }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("discards a quote once all its candidacies are discarded, and lists it so on both sides", async () => {
    const s = await setup();
    const q = (
      await call(
        "POST",
        `/api/positions/${s.position.id}/quotes`,
        s.supplier.token,
        quoteBody([s.a.id, s.b.id]),
      )
    ).json().data;
    const [first, second] = q.nominations;
    const reason = { reason: "Not the right fit" };
    const one = await call("POST", `/api/nominations/${first.id}/discard`, s.client.token, reason);
    // One candidacy still open: the quote stays open (viewed, since the client decided on it).
    expect(one.json().data.status).toBe("viewed");
    const both = await call("POST", `/api/nominations/${second.id}/discard`, s.client.token, reason);
    expect(both.json().data.status).toBe("discarded");
    const mine = (await call("GET", "/api/quotes/mine", s.supplier.token)).json().data;
    expect(mine.items[0].status).toBe("discarded");
    const listed = (await call("GET", `/api/positions/${s.position.id}/quotes`, s.client.token)).json().data;
    expect(listed[0].status).toBe("discarded");
  });

  it("refuses quotes on draft and closed positions", async () => {
    const s = await setup();
    const draft = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", s.client.token, {
        title: "Draft need",
        positions: [{ title: "Dev", seniority: "middle" }],
      })
    ).json().data;
    expect(
      (
        await call(
          "POST",
          `/api/positions/${draft.positions[0].id}/quotes`,
          s.supplier.token,
          quoteBody([s.a.id], { profile_number: 1 }),
        )
      ).statusCode,
    ).toBe(404);
    await call("POST", `/api/client/need/${s.need.id}/close`, s.client.token);
    const closed = await call(
      "POST",
      `/api/positions/${s.position.id}/quotes`,
      s.supplier.token,
      quoteBody([s.a.id]),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("quotes.position_not_open");
  });
});
