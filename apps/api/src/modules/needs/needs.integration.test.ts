import { must, ROLE, type TmNeedBody } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { need, position, positionLanguage, positionSkill } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, TINY_PDF, TINY_PNG, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

describe("client needs", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  async function tmBody(overrides: Partial<TmNeedBody> = {}): Promise<TmNeedBody> {
    const java = await kit.techId("Java");
    const spring = await kit.techId("Spring Boot");
    return {
      title: "Core banking modernisation",
      description: "Two developers for the payments team.",
      anonymous: false,
      positions: [
        {
          title: "Senior Java developer",
          seniority: "senior",
          city: "Milano",
          remote_allowed: true,
          max_daily_rate: 450,
          profiles_wanted: 2,
          date_start: "2030-02-01",
          date_end: "2030-12-31",
          mandatory_skills: [{ technology_id: java, min_years: 5 }],
          nice_skills: [{ technology_id: spring }],
          languages: [{ code: "en", min_level: "B2" }],
        },
        { title: "Junior tester", seniority: "junior" },
      ],
      ...overrides,
    };
  }
  const fpBody = {
    title: "Mobile app",
    description: "A loyalty app.",
    budget: 40000,
    deadline: "2031-06-30",
  };

  it("creates a T&M need with its positions in one transaction, as a draft", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const res = await call(
      "POST",
      "/api/client/need/createNeedAndNeedResource",
      client.token,
      await tmBody(),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      type: "tm",
      status: "draft",
      published_at: null,
      positions: [
        {
          title: "Senior Java developer",
          status: "draft",
          max_daily_rate: 450,
          profiles_wanted: 2,
          mandatory_skills: [{ name: "Java", min_years: 5 }],
          nice_skills: [{ name: "Spring Boot" }],
          languages: [{ code: "en", min_level: "B2" }],
        },
        { title: "Junior tester", profiles_wanted: 1, mandatory_skills: [] },
      ],
    });
    const rows = await t.database.db.select().from(position).where(eq(position.needId, data.id));
    expect(rows).toHaveLength(2);
    const skills = await t.database.db.select().from(positionSkill);
    expect(skills.filter((s) => s.mandatory)).toHaveLength(1);
    expect(await t.database.db.select().from(positionLanguage)).toHaveLength(1);
  });

  it("answers field messages for an inverted date range and a zero rate, and writes nothing", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const body = await tmBody();
    body.positions[0] = {
      ...must(body.positions[0], "the first position"),
      date_end: "2030-01-01",
      max_daily_rate: 0,
    };
    const res = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "positions.0.date_end", code: "validation.date_order" }),
        expect.objectContaining({ field: "positions.0.max_daily_rate", code: "validation.positive" }),
      ]),
    );
    expect(await t.database.db.select().from(need)).toHaveLength(0);
  });

  it("keeps the minimum years of each required technology through draft edits and publish, for client and suppliers", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const java = await kit.techId("Java");
    const kotlin = await kit.techId("Kotlin");
    const body = await tmBody();
    const withSkills = (skills: { technology_id: number; min_years?: number | null }[]) => ({
      ...body,
      positions: [{ ...must(body.positions[0], "the first position"), mandatory_skills: skills }],
    });
    const created = await call(
      "POST",
      "/api/client/need/createNeedAndNeedResource",
      client.token,
      withSkills([{ technology_id: java, min_years: 5 }, { technology_id: kotlin }]),
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const read = async () => (await call("GET", `/api/client/need/${id}`, client.token)).json().data;
    expect((await read()).positions[0].mandatory_skills).toEqual([
      { technology_id: java, name: "Java", min_years: 5 },
      { technology_id: kotlin, name: "Kotlin", min_years: null },
    ]);
    // The autosaved draft changes them, and publishing keeps them.
    const saved = await call("PUT", `/api/client/need/${id}/time-material`, client.token, {
      ...withSkills([
        { technology_id: java, min_years: 0 },
        { technology_id: kotlin, min_years: 3 },
      ]),
      publish: true,
    });
    expect(saved.statusCode).toBe(200);
    const published = await read();
    expect(published.status).toBe("published");
    expect(
      published.positions[0].mandatory_skills.map((s: { min_years: number | null }) => s.min_years),
    ).toEqual([0, 3]);
    // Suppliers read them on the open position.
    const supplier = await kit.member(ROLE.SUPPLIER);
    const open = await call("GET", `/api/positions/${published.positions[0].id}`, supplier.token);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.mandatory_skills).toEqual([
      { technology_id: java, name: "Java", min_years: 0 },
      { technology_id: kotlin, name: "Kotlin", min_years: 3 },
    ]);
  });

  it("refuses minimum years outside 0–50 or not whole with a translated field message", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const java = await kit.techId("Java");
    const body = await tmBody();
    for (const minYears of [51, 2.5, -1]) {
      const res = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        ...body,
        positions: [
          {
            ...must(body.positions[0], "the first position"),
            mandatory_skills: [{ technology_id: java, min_years: minYears }],
          },
        ],
      });
      expect(res.statusCode, String(minYears)).toBe(400);
      // The client's stored language (Italian) words the message.
      expect(res.json().errors).toEqual([
        {
          field: "positions.0.mandatory_skills.0.min_years",
          code: "validation.years",
          message: "Inserisci un numero intero di anni da 0 a 50.",
        },
      ]);
    }
    expect(await t.database.db.select().from(need)).toHaveLength(0);
  });

  it("refuses anonymous callers and every role but the client's", async () => {
    expect((await call("POST", "/api/client/need/createNeedAndNeedResource", undefined, {})).statusCode).toBe(
      401,
    );
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ADMINISTRATOR, ROLE.ACCADEMY]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      const res = await call("POST", "/api/client/need/projectFixedPrice/create", token, fpBody);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect((await call("GET", "/api/client/need", token)).statusCode).toBe(403);
    }
  });

  it("answers the position limit of the plan with its limitation (free plan: 2 positions)", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const first = await call(
      "POST",
      "/api/client/need/createNeedAndNeedResource",
      client.token,
      await tmBody(),
    );
    expect(first.statusCode).toBe(200);
    const body = await tmBody();
    const res = await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
      ...body,
      positions: [body.positions[1]],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: "plans.function_blocked",
      data: {
        state_function: "tEm",
        blocked: true,
        action: 3,
        blocked_for_limit_detail: { name_limit: "max_position", number_max_limit: 2 },
      },
    });
  });

  it("creates, saves, publishes and closes a Fixed Price need; the project limit is 1 on the free plan", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const created = await call("POST", "/api/client/need/projectFixedPrice/create", client.token, fpBody);
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      type: "fp",
      status: "draft",
      budget: 40000,
      deadline: "2031-06-30",
    });
    const saved = await call("PUT", `/api/client/need/${id}/fixed-price`, client.token, {
      ...fpBody,
      budget: 45000,
      anonymous: true,
    });
    expect(saved.json().data).toMatchObject({ budget: 45000, anonymous: true, status: "draft" });
    const published = await call("POST", `/api/client/need/${id}/publish`, client.token);
    expect(published.json().data.status).toBe("published");
    expect((await call("PUT", `/api/client/need/${id}/fixed-price`, client.token, fpBody)).json().code).toBe(
      "needs.not_draft",
    );
    const second = await call("POST", "/api/client/need/projectFixedPrice/create", client.token, fpBody);
    expect(second.statusCode).toBe(403);
    expect(second.json().data).toMatchObject({ state_function: "PFP", action: 4 });
    const closed = await call("POST", `/api/client/need/${id}/close`, client.token);
    expect(closed.json().data).toMatchObject({ status: "closed" });
    expect(closed.json().data.closed_at).not.toBeNull();
  });

  it("validates the FP budget and deadline with field messages", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const res = await call("POST", "/api/client/need/projectFixedPrice/create", client.token, {
      ...fpBody,
      budget: -1,
      deadline: "2001-01-01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["budget", "deadline"]);
  });

  it("lists the company's needs by status, and hides other companies' needs (404)", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const colleague = await kit.colleague(client.companyId, ROLE.CLIENT_EMPLOYEES);
    const draft = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, await tmBody())
    ).json().data;
    await call("POST", "/api/client/need/projectFixedPrice/create", colleague.token, {
      ...fpBody,
      publish: true,
    });
    const all = await call("GET", "/api/client/need", colleague.token);
    expect(all.json().data).toMatchObject({ total: 2, page: 1 });
    const drafts = await call("GET", "/api/client/need?status=draft", client.token);
    expect(drafts.json().data.items).toEqual([
      expect.objectContaining({ id: draft.id, status: "draft", positions_count: 2 }),
    ]);
    const other = await kit.member(ROLE.CLIENT);
    expect((await call("GET", `/api/client/need/${draft.id}`, other.token)).statusCode).toBe(404);
    expect((await call("POST", `/api/client/need/${draft.id}/publish`, other.token)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/client/need/${draft.id}/time-material`, other.token, await tmBody()))
        .statusCode,
    ).toBe(404);
  });

  it("replaces the positions of a T&M draft on save and publishes them with the need", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const { id } = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, await tmBody())
    ).json().data;
    const body = await tmBody({ title: "Renamed" });
    const res = await call("PUT", `/api/client/need/${id}/time-material`, client.token, {
      ...body,
      positions: [body.positions[0]],
      publish: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: "Renamed",
      status: "published",
      positions: [{ status: "published" }],
    });
  });

  it("stores the functional analysis (PDF) of an FP need, refusing other types and T&M needs", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const fp = (await call("POST", "/api/client/need/projectFixedPrice/create", client.token, fpBody)).json()
      .data;
    const send = (url: string, needId: number, token: string, file = TINY_PDF, name = "analisi.pdf") => {
      const body = multipart("file", name, file, "application/octet-stream");
      return t.app.inject({
        method: "POST",
        url: `/api/client/need/${url}?need_id=${needId}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    };
    const ok = await send("projectFixedPrice/projectFixedDoc", fp.id, client.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ kind: "functional_analysis", filename: "analisi.pdf" });
    const detail = await call("GET", `/api/client/need/${fp.id}`, client.token);
    expect(detail.json().data.documents).toEqual([expect.objectContaining({ id: ok.json().data.id })]);
    const wrong = await send("projectDoc", fp.id, client.token, TINY_PNG, "x.png");
    expect(wrong.json().code).toBe("upload.wrong_type");
    const tm = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, await tmBody())
    ).json().data;
    expect((await send("projectFixedPrice/projectFixedDoc", tm.id, client.token)).json().code).toBe(
      "needs.not_fixed_price",
    );
    expect((await send("projectDoc", tm.id, client.token)).json().data.kind).toBe("attachment");
    const other = await kit.member(ROLE.CLIENT);
    expect((await send("projectDoc", tm.id, other.token)).statusCode).toBe(404);
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    expect((await send("projectDoc", tm.id, supplier.token)).statusCode).toBe(403);
  });
});
