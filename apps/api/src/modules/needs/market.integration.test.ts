import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("open positions and projects", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** A client on the Business plan (no limits), with one published and one draft T&M need and an FP need. */
  async function market() {
    const client = await kit.member(ROLE.CLIENT);
    await t.database.db
      .update(subscription)
      .set({ planId: 3 })
      .where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const python = await kit.techId("Python");
    const tm = (title: string, publish: boolean, anonymous = false) =>
      call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        title,
        anonymous,
        publish,
        positions: [
          {
            title: `${title} Java`,
            seniority: "senior",
            city: "Milano",
            max_daily_rate: 500,
            date_start: "2030-03-01",
            mandatory_skills: [{ technology_id: java }],
          },
          {
            title: `${title} Python`,
            seniority: "junior",
            city: "Roma",
            remote_allowed: true,
            max_daily_rate: 250,
            date_start: "2030-01-01",
            nice_skills: [{ technology_id: python }],
          },
        ],
      });
    const published = (await tm("Bank", true)).json().data;
    const hidden = (await tm("Hidden", true, true)).json().data;
    const draft = (await tm("Draft", false)).json().data;
    const fp = (
      await call("POST", "/api/client/need/projectFixedPrice/create", client.token, {
        title: "Loyalty app",
        description: "An app",
        budget: 30000,
        deadline: "2031-01-31",
        anonymous: true,
      })
    ).json().data;
    const body = multipart("file", "analisi.pdf", TINY_PDF, "application/pdf");
    const doc = (
      await t.app.inject({
        method: "POST",
        url: `/api/client/need/projectFixedPrice/projectFixedDoc?need_id=${fp.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(client.token) },
      })
    ).json().data;
    return { client, published, hidden, draft, fp, doc, java, python };
  }

  it("lists published positions with filters, anonymising the client when asked", async () => {
    const m = await market();
    const supplier = await kit.member(ROLE.SUPPLIER);
    const all = (await call("GET", "/api/positions", supplier.token)).json().data;
    expect(all.total).toBe(4);
    expect(all.items.map((p: { title: string }) => p.title)).not.toContain("Draft Java");
    const hidden = all.items.find((p: { need_id: number }) => p.need_id === m.hidden.id);
    expect(hidden.client).toBeNull();
    const shown = all.items.find((p: { need_id: number }) => p.need_id === m.published.id);
    expect(shown.client).toMatchObject({ id: m.client.companyId });
    const byTech = (await call("GET", `/api/positions?technology=${m.python}`, supplier.token)).json().data;
    expect(byTech.items.map((p: { title: string }) => p.title).sort()).toEqual([
      "Bank Python",
      "Hidden Python",
    ]);
    const filtered = await call(
      "GET",
      "/api/positions?seniority=senior&city=mil&rate_min=400&date_from=2030-02-01&order=rate",
      supplier.token,
    );
    expect(filtered.json().data.total).toBe(2);
    const remote = (await call("GET", "/api/positions?remote=1&limit=1", supplier.token)).json().data;
    expect(remote).toMatchObject({ total: 2, limit: 1 });
    expect(remote.items).toHaveLength(1);
    const bad = await call("GET", "/api/positions?seniority=guru", supplier.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "seniority" });
  });

  it("shows one published position, and 404 for drafts", async () => {
    const m = await market();
    const freelancer = await kit.member(ROLE.FREELANCER);
    const id = m.published.positions[0].id;
    const res = await call("GET", `/api/positions/${id}`, freelancer.token);
    expect(res.json().data).toMatchObject({ id, need_title: "Bank", mandatory_skills: [{ name: "Java" }] });
    expect(
      (await call("GET", `/api/positions/${m.draft.positions[0].id}`, freelancer.token)).statusCode,
    ).toBe(404);
  });

  it("refuses anonymous callers and client roles", async () => {
    expect((await call("GET", "/api/positions")).statusCode).toBe(401);
    expect((await call("GET", "/api/positions/fixed-price")).statusCode).toBe(401);
    for (const role of [
      ROLE.CLIENT,
      ROLE.CLIENT_EMPLOYEES,
      ROLE.PROFILE_ACCADEMY,
      ROLE.COMPANY_ADMINISTRATOR,
    ]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      expect((await call("GET", "/api/positions", token)).statusCode, `role ${role}`).toBe(403);
      expect((await call("GET", "/api/positions/fixed-price", token)).statusCode).toBe(403);
    }
  });

  it("lists published FP projects with their documents, downloadable by suppliers once published", async () => {
    const m = await market();
    const supplier = await kit.member(ROLE.SUPPLIER_EMPLOYEES);
    expect((await call("GET", "/api/positions/fixed-price", supplier.token)).json().data.total).toBe(0);
    const url = `/api/needs/${m.fp.id}/documents/${m.doc.id}`;
    expect((await call("GET", url, supplier.token)).statusCode).toBe(404);
    expect((await call("GET", `/api/positions/fixed-price/${m.fp.id}`, supplier.token)).statusCode).toBe(404);
    await call("POST", `/api/client/need/${m.fp.id}/publish`, m.client.token);
    const list = (await call("GET", "/api/positions/fixed-price?budget_min=1000", supplier.token)).json()
      .data;
    expect(list.items).toEqual([
      expect.objectContaining({
        id: m.fp.id,
        budget: 30000,
        client: null,
        documents: [expect.objectContaining({ kind: "functional_analysis", filename: "analisi.pdf" })],
      }),
    ]);
    expect(
      (await call("GET", "/api/positions/fixed-price?budget_min=50000", supplier.token)).json().data.total,
    ).toBe(0);
    const download = await call("GET", url, supplier.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await call("GET", url, m.client.token)).statusCode).toBe(200);
    const otherClient = await kit.member(ROLE.CLIENT);
    expect((await call("GET", url, otherClient.token)).statusCode).toBe(404);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect((await call("GET", `/api/positions/fixed-price/${m.fp.id}`, staff.token)).statusCode).toBe(200);
  });
});
