import { ROLE } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { profile, subscription } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

/** What the quotes integration tests share: the app, calls, a Business client with needs and a supplier with profiles. */

/** Call inside a describe: registers the test app's hooks and answers the helpers. */
export function quoteTestKit() {
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

  return { t, kit, db, call, business, setup, quoteBody, sendProposal };
}
