import { ROLE } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nomination, profile, quote, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("parallel quotes for one position", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;

  async function setup() {
    const client = await kit.member(ROLE.CLIENT);
    await db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, client.companyId));
    const need = await t.app.inject({
      method: "POST",
      url: "/api/client/need/createNeedAndNeedResource",
      payload: {
        title: "Core banking",
        publish: true,
        anonymous: false,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            profiles_wanted: 2,
            date_start: "2030-03-01",
            date_end: "2030-06-30",
          },
        ],
      },
      headers: bearer(client.token),
    });
    const supplier = await kit.member(ROLE.SUPPLIER);
    const a = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const b = await kit.create(supplier.token, { firstname: "Marco", lastname: "Verdi" });
    await db()
      .update(profile)
      .set({ published: true })
      .where(inArray(profile.id, [a.id, b.id]));
    return { positionId: need.json().data.positions[0].id as number, supplier, a, b };
  }

  it("accepts one of 20 simultaneous quotes naming the same profiles, in any order, and answers 409 to the rest", async () => {
    const s = await setup();
    const send = (profileIds: number[]) =>
      t.app.inject({
        method: "POST",
        url: `/api/positions/${s.positionId}/quotes`,
        payload: {
          daily_rate: 450,
          date_start: "2030-03-01",
          date_end: "2030-06-30",
          profile_number: 2,
          note: "",
          profile_ids: profileIds,
        },
        headers: bearer(s.supplier.token),
      });
    // Opposite orders would deadlock two transactions inserting the same candidacies if taken as given.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? [s.a.id, s.b.id] : [s.b.id, s.a.id])),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 200)).toHaveLength(1);
    expect(statuses.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: "quotes.duplicate_candidacy",
        message: "Questo profilo è già candidato per la posizione.",
      });
    }
    expect(await db().select().from(quote).where(eq(quote.positionId, s.positionId))).toHaveLength(1);
    expect(await db().select().from(nomination).where(eq(nomination.positionId, s.positionId))).toHaveLength(
      2,
    );
  });
});
