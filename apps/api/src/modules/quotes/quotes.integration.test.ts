import { ROLE, type RoleId } from "@mkt/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchScore, notification, profile, quote, subscription } from "../../db/schema/index.ts";
import { bearer, TINY_PDF, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("quotes, candidacies and Fixed Price proposals", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  const business = (companyId: number) =>
    db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, companyId));

  /** A Business client with a published T&M need (two positions, the first anonymous-free) and an FP need. */
  async function setup(options: { anonymous?: boolean } = {}) {
    const client = await kit.member(ROLE.CLIENT);
    await business(client.companyId);
    const java = await kit.techId("Java");
    const need = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        title: "Core banking",
        publish: true,
        anonymous: options.anonymous ?? false,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            profiles_wanted: 2,
            max_daily_rate: 500,
            date_start: "2030-03-01",
            date_end: "2030-06-30",
            mandatory_skills: [{ technology_id: java }],
          },
          { title: "Tester", seniority: "junior", profiles_wanted: 1 },
        ],
      })
    ).json().data;
    const fp = (
      await call("POST", "/api/client/need/projectFixedPrice/create", client.token, {
        title: "Loyalty app",
        description: "A mobile loyalty app",
        budget: 30000,
        deadline: "2031-01-31",
        publish: true,
        anonymous: options.anonymous ?? false,
      })
    ).json().data;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const a = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const b = await kit.create(supplier.token, { firstname: "Marco", lastname: "Verdi" });
    const draft = await kit.create(supplier.token, { firstname: "Paolo", lastname: "Neri" });
    await db()
      .update(profile)
      .set({ published: true })
      .where(inArray(profile.id, [a.id, b.id]));
    return {
      client,
      need,
      position: need.positions[0],
      tester: need.positions[1],
      fp,
      supplier,
      a,
      b,
      draft,
    };
  }

  const quoteBody = (profileIds: number[], overrides: object = {}) => ({
    daily_rate: 450,
    date_start: "2030-03-01",
    date_end: "2030-06-30",
    profile_number: 2,
    note: "Two seniors ready in March",
    profile_ids: profileIds,
    ...overrides,
  });

  async function sendProposal(token: string, needId: number, fields: Record<string, string>, file?: Buffer) {
    const boundary = `----mkt${Math.random().toString(16).slice(2)}`;
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const chunks: Buffer[] = [Buffer.from(parts.join(""))];
    if (file)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="offerta.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from("\r\n"),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: "POST",
      url: `/api/needs/${needId}/proposals`,
      payload: Buffer.concat(chunks),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
  }

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
    expect(
      (await call("POST", `/api/nominations/${first.id}/accept`, s.client.token)).json().data.nominations[0]
        .status,
    ).toBe("accepted");

    const accepted = await call("POST", `/api/quotes/${q.id}/accept`, s.client.token);
    expect(accepted.json().data.status).toBe("accepted");
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
        "quote_accepted",
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
