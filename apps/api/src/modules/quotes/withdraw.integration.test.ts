import { must, ROLE } from "@mkt/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  emailPreference,
  nomination,
  notification,
  profile,
  subscription,
} from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("withdrawing a quote or a proposal", () => {
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

  /** A Business client with a published Java position and FP project; a supplier with two published profiles. */
  async function setup() {
    const client = await kit.member(ROLE.CLIENT);
    await db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, client.companyId));
    const need = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        title: "Core banking",
        publish: true,
        positions: [{ title: "Java developer", seniority: "senior", profiles_wanted: 2 }],
      })
    ).json().data;
    const fp = (
      await call("POST", "/api/client/need/projectFixedPrice/create", client.token, {
        title: "Loyalty app",
        description: "A mobile loyalty app",
        budget: 30000,
        deadline: "2031-01-31",
        publish: true,
      })
    ).json().data;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const a = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const b = await kit.create(supplier.token, { firstname: "Marco", lastname: "Verdi" });
    await db()
      .update(profile)
      .set({ published: true })
      .where(inArray(profile.id, [a.id, b.id]));
    const positionId = need.positions[0].id as number;
    const quote = async (ids: number[]) => {
      const res = await call("POST", `/api/positions/${positionId}/quotes`, supplier.token, {
        daily_rate: 450,
        date_start: "2030-03-01",
        date_end: "2030-06-30",
        profile_number: 2,
        profile_ids: ids,
      });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      return res.json().data as { id: number; nominations: { id: number; profile: { id: number } }[] };
    };
    return { client, supplier, need, fp, positionId, a, b, quote };
  }

  it("lets the supplier withdraw its quote with a reason: the client is told and sees it withdrawn, and the profiles can be proposed again", async () => {
    const s = await setup();
    const q = await s.quote([s.a.id, s.b.id]);
    const fav = await call(
      "POST",
      `/api/nominations/${must(q.nominations[0], "q.nominations[0]").id}/favourite`,
      s.client.token,
    );
    expect(fav.statusCode).toBe(200);

    const res = await call("POST", `/api/quotes/${q.id}/withdraw`, s.supplier.token, {
      reason: "  Giulia is no longer free  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "withdrawn",
      discard_reason: "Giulia is no longer free",
      decided_at: expect.any(String),
    });
    expect(res.json().data.nominations.map((n: { status: string }) => n.status)).toEqual([
      "withdrawn",
      "withdrawn",
    ]);

    // The client: notified in-app and by e-mail, and sees it withdrawn with no move left.
    const [note] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, s.client.user.id), eq(notification.type, "quote_withdrawn")));
    expect(note?.link).toBe(`/need/detail?id=${s.need.id}&position=${s.positionId}&tab=quotes`);
    expect(note?.params).toMatchObject({ title: "Java developer", supplier: expect.any(String) });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, s.client.user.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.subject).toMatch(/^Preventivo ritirato: .+ ha ritirato il preventivo per Java developer\.$/);
    const list = await call("GET", `/api/positions/${s.positionId}/quotes`, s.client.token);
    expect(list.json().data[0]).toMatchObject({ id: q.id, status: "withdrawn" });
    for (const action of ["favourite", "accept"]) {
      const late = await call("POST", `/api/quotes/${q.id}/${action}`, s.client.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe("quotes.transition_not_allowed");
    }
    const lateNomination = await call(
      "POST",
      `/api/nominations/${must(q.nominations[1], "q.nominations[1]").id}/accept`,
      s.client.token,
    );
    expect(lateNomination.statusCode).toBe(409);

    // Withdrawing twice is refused with the translated reason.
    const twice = await call("POST", `/api/quotes/${q.id}/withdraw`, s.supplier.token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: "quotes.withdraw_not_allowed",
      message: expect.stringContaining("ritirare"),
    });

    // The same profiles may be proposed again in a new quote for the same position.
    const again = await s.quote([s.a.id, s.b.id]);
    expect(again.id).not.toBe(q.id);
    // The withdrawn quote keeps its candidacies (its history); the new quote holds the live ones.
    const candidacies = await db()
      .select({ quoteId: nomination.quoteId, status: nomination.status })
      .from(nomination)
      .where(eq(nomination.positionId, s.positionId))
      .orderBy(nomination.id);
    expect(candidacies).toEqual([
      { quoteId: q.id, status: "withdrawn" },
      { quoteId: q.id, status: "withdrawn" },
      { quoteId: again.id, status: "proposed" },
      { quoteId: again.id, status: "proposed" },
    ]);
    // …but not while a live candidacy exists.
    const duplicate = await call("POST", `/api/positions/${s.positionId}/quotes`, s.supplier.token, {
      daily_rate: 400,
      date_start: "2030-03-01",
      date_end: "2030-06-30",
      profile_number: 1,
      profile_ids: [s.a.id],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe("quotes.duplicate_candidacy");
  });

  it("withdraws a Fixed Price proposal without a reason, telling the client per its e-mail preferences", async () => {
    const s = await setup();
    await db()
      .insert(emailPreference)
      .values({ userId: s.client.user.id, eventType: "proposal_withdrawn", enabled: false });
    const boundary = "----mktwithdraw";
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/needs/${s.fp.id}/proposals`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="price"\r\n\r\n25000\r\n--${boundary}\r\nContent-Disposition: form-data; name="delivery_date"\r\n\r\n2030-12-01\r\n--${boundary}--\r\n`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(s.supplier.token) },
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.id as number;
    const before = await db().select().from(emailOutbox).where(eq(emailOutbox.to, s.client.user.email));

    const res = await call("POST", `/api/quotes/${id}/withdraw`, s.supplier.token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: "fp", status: "withdrawn", discard_reason: null });
    const notes = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, s.client.user.id), eq(notification.type, "proposal_withdrawn")));
    expect(notes).toHaveLength(1);
    expect(must(notes[0], "notes[0]").link).toBe(`/need/detail?id=${s.fp.id}&tab=proposals`);
    // The event's e-mail is switched off: no new mail.
    const after = await db().select().from(emailOutbox).where(eq(emailOutbox.to, s.client.user.email));
    expect(after).toHaveLength(before.length);
    const proposals = await call("GET", `/api/needs/${s.fp.id}/proposals`, s.client.token);
    expect(proposals.json().data[0]).toMatchObject({ id, status: "withdrawn" });
  });

  it("refuses to withdraw a quote the client accepted or discarded, or with an accepted candidacy", async () => {
    const s = await setup();
    const first = await s.quote([s.a.id]);
    expect((await call("POST", `/api/quotes/${first.id}/accept`, s.client.token)).statusCode).toBe(200);
    const accepted = await call("POST", `/api/quotes/${first.id}/withdraw`, s.supplier.token, {});
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("quotes.withdraw_not_allowed");

    const second = await s.quote([s.b.id]);
    expect(
      (
        await call(
          "POST",
          `/api/nominations/${must(second.nominations[0], "second.nominations[0]").id}/accept`,
          s.client.token,
        )
      ).statusCode,
    ).toBe(200);
    const candidacyAccepted = await call("POST", `/api/quotes/${second.id}/withdraw`, s.supplier.token, {});
    expect(candidacyAccepted.statusCode).toBe(409);
    expect(candidacyAccepted.json().code).toBe("quotes.withdraw_not_allowed");
    // The withdrawal changed nothing: the quote is accepted with its candidacy.
    const [read] = (await call("GET", `/api/positions/${s.positionId}/quotes`, s.client.token)).json().data;
    expect(read).toMatchObject({ id: second.id, status: "accepted" });

    const fp = await t.app.inject({
      method: "POST",
      url: `/api/needs/${s.fp.id}/proposals`,
      payload: `--b\r\nContent-Disposition: form-data; name="price"\r\n\r\n25000\r\n--b\r\nContent-Disposition: form-data; name="delivery_date"\r\n\r\n2030-12-01\r\n--b--\r\n`,
      headers: { "content-type": "multipart/form-data; boundary=b", ...bearer(s.supplier.token) },
    });
    const fpId = fp.json().data.id as number;
    await call("POST", `/api/quotes/${fpId}/discard`, s.client.token, { reason: "Over budget" });
    const discarded = await call("POST", `/api/quotes/${fpId}/withdraw`, s.supplier.token, {});
    expect(discarded.statusCode).toBe(409);
    expect(discarded.json().code).toBe("quotes.withdraw_not_allowed");
  });

  it("validates the reason, and refuses anonymous callers, clients, other suppliers and unknown quotes", async () => {
    const s = await setup();
    const q = await s.quote([s.a.id]);
    const long = await call("POST", `/api/quotes/${q.id}/withdraw`, s.supplier.token, {
      reason: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: "reason", code: "validation.too_long" }),
    ]);

    expect((await call("POST", `/api/quotes/${q.id}/withdraw`, undefined, {})).statusCode).toBe(401);
    const clientTry = await call("POST", `/api/quotes/${q.id}/withdraw`, s.client.token, {});
    expect(clientTry.statusCode).toBe(403);
    const other = await kit.member(ROLE.SUPPLIER);
    const otherTry = await call("POST", `/api/quotes/${q.id}/withdraw`, other.token, {});
    expect(otherTry.statusCode).toBe(404);
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    expect((await call("POST", `/api/quotes/${q.id}/withdraw`, admin.token, {})).statusCode).toBe(403);
    expect((await call("POST", "/api/quotes/999999/withdraw", s.supplier.token, {})).statusCode).toBe(404);
    // None of those moved it.
    const [read] = (await call("GET", `/api/positions/${s.positionId}/quotes`, s.client.token)).json().data;
    expect(read.status).toBe("sent");
  });
});
