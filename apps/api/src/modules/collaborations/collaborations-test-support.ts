import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { notification, profile, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

/** What the collaborations integration tests share: the app, calls, a client and supplier with an accepted candidacy. */

export const HOUR = 3600_000;
export const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Call inside a describe: registers the test app's hooks and answers the helpers. */
export function collaborationTestKit() {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** A client with a published position, a supplier whose candidacy the client accepted. */
  async function setup() {
    const client = await kit.member(ROLE.CLIENT);
    await db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const need = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        title: "Core banking",
        publish: true,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            profiles_wanted: 1,
            max_daily_rate: 500,
            date_start: "2030-03-01",
            date_end: "2030-06-30",
            mandatory_skills: [{ technology_id: java }],
          },
        ],
      })
    ).json().data;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const a = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, a.id));
    const q = (
      await call("POST", `/api/positions/${need.positions[0].id}/quotes`, supplier.token, {
        daily_rate: 450,
        date_start: "2030-03-01",
        date_end: "2030-06-30",
        profile_number: 1,
        note: "",
        profile_ids: [a.id],
      })
    ).json().data;
    const nominationId = q.nominations[0].id as number;
    return { client, supplier, profileId: a.id as number, nominationId, quoteId: q.id as number };
  }

  async function accepted() {
    const s = await setup();
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const res = await call("POST", "/api/collaborations", s.client.token, { nomination_id: s.nominationId });
    expect(res.statusCode).toBe(200);
    return { ...s, collab: res.json().data as { id: number; status: string; actions: string[] } };
  }

  const typesFor = async (userId: number) =>
    (
      await db().select({ type: notification.type }).from(notification).where(eq(notification.userId, userId))
    ).map((n) => n.type);

  return { t, kit, db, call, setup, accepted, typesFor };
}
