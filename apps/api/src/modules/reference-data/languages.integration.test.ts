import { ROLE, ROLE_IDS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { openVisit } from "../open/open-test-support.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { auditRows, call } from "./test-kit.ts";

const base = "/api/admin/reference/languages";
type Lookup = { code: string; name_it: string; name_en: string; enabled: boolean };

describe("reference data: spoken languages", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const admin = async () =>
    call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR)).token);

  it("is seeded from the former constant with Italian and English names, and the seed keeps staff edits", async () => {
    const api = await admin();
    const page = (await api.get(`${base}?limit=50`)).json().data;
    expect(page.total).toBe(15);
    expect(page.items[0]).toEqual({
      code: "it",
      name_it: "Italiano",
      name_en: "Italian",
      sort: 0,
      enabled: true,
    });
    await api.put(`${base}/de`, { name_it: "Tedesco (DE)", name_en: "German", sort: 3 });
    const { seedSpokenLanguages } = await import("./index.ts");
    await seedSpokenLanguages(t.database.db);
    const de = (await api.get(`${base}?q=tedesco`)).json().data.items;
    expect(de).toEqual([{ code: "de", name_it: "Tedesco (DE)", name_en: "German", sort: 3, enabled: true }]);
  });

  it("adds, edits and switches languages with field messages; forms and the open area follow", async () => {
    const api = await admin();
    const bad = await api.post(base, { code: "Korean", name_it: "", name_en: "Korean", sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["code", "name_it", "sort"]);
    const created = await api.post(base, { code: "ko", name_it: "Coreano", name_en: "Korean", sort: 20 });
    expect(created.statusCode, created.body).toBe(200);
    const again = await api.post(base, { code: "ko", name_it: "Coreano", name_en: "Korean", sort: 20 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: "code", code: "reference.code_taken" });
    expect((await api.put(`${base}/xx`, { name_it: "A", name_en: "B", sort: 0 })).statusCode).toBe(404);
    expect((await api.post(`${base}/ru/enabled`, { enabled: false })).statusCode).toBe(200);

    const supplier = await kit.member(ROLE.SUPPLIER);
    const lookup = await t.app.inject({
      method: "GET",
      url: "/api/languages",
      headers: bearer(supplier.token),
    });
    const rows = lookup.json().data as Lookup[];
    expect(rows.find((l) => l.code === "ko")).toEqual({
      code: "ko",
      name_it: "Coreano",
      name_en: "Korean",
      enabled: true,
    });
    expect(rows.find((l) => l.code === "ru")?.enabled).toBe(false);
    const visit = await openVisit(t.app, { language: "en" });
    const open = (
      await t.app.inject({ method: "GET", url: `/api/open/getLanguagesOpen?token=${visit}` })
    ).json().data as { code: string; name: string }[];
    expect(open).toContainEqual({ code: "ko", name: "Korean" });
    expect(open.map((l) => l.code)).not.toContain("ru");
    expect(await auditRows(t, "reference.language.create")).toHaveLength(1);
    expect(await auditRows(t, "reference.language.enabled")).toHaveLength(1);
  });

  it("profile writes take any code of the table and refuse an unknown one on its field", async () => {
    const api = await admin();
    await api.post(base, { code: "ko", name_it: "Coreano", name_en: "Korean", sort: 20 });
    await api.post(`${base}/ru/enabled`, { enabled: false });
    const supplier = await kit.member(ROLE.SUPPLIER);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/profiles",
      payload: await kit.body({
        languages: [
          { code: "it", level: "native" },
          { code: "xx", level: "B1" },
        ],
      }),
      headers: bearer(supplier.token),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      {
        field: "languages.1.code",
        code: "validation.language_unknown",
        message: "Lingua non presente nell'elenco: scegline una tra quelle proposte.",
      },
    ]);
    // A new language is accepted; a disabled one stays valid for the profiles that hold it.
    const created = await kit.create(supplier.token, {
      languages: [
        { code: "ko", level: "B2" },
        { code: "ru", level: "A2" },
      ],
    });
    const read = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${created.id}`,
      headers: bearer(supplier.token),
    });
    expect(
      read
        .json()
        .data.languages.map((l: { code: string }) => l.code)
        .sort(),
    ).toEqual(["ko", "ru"]);
  });

  it("gives Admin Management editing only and refuses every other role and anonymous callers", async () => {
    const am = call(t, (await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT)).token);
    expect((await am.get(base)).statusCode).toBe(200);
    expect((await am.get(`${base}/export`)).statusCode).toBe(200);
    expect(
      (await am.post(base, { code: "ko", name_it: "Coreano", name_en: "Korean", sort: 1 })).statusCode,
    ).toBe(200);
    expect((await am.put(`${base}/ko`, { name_it: "Coreano", name_en: "Korean", sort: 2 })).statusCode).toBe(
      200,
    );
    expect((await am.post(`${base}/ko/enabled`, { enabled: false })).statusCode).toBe(403);
    const anonymous = call(t, null);
    expect((await anonymous.get(base)).statusCode).toBe(401);
    expect((await anonymous.get("/api/languages")).statusCode).toBe(401);
    expect((await anonymous.post(base, { code: "sv", name_it: "S", name_en: "S", sort: 1 })).statusCode).toBe(
      401,
    );
    for (const role of ROLE_IDS.filter((r) => r !== ROLE.ADMINISTRATOR && r !== ROLE.ADMIN_MANAGEMENT)) {
      const api = call(t, (await createUserAndLogin(t.database.db, t.app, role)).token);
      expect((await api.get(base)).statusCode, `${role}`).toBe(403);
      expect((await api.get(`${base}/export`)).statusCode, `${role}`).toBe(403);
      expect((await api.post(base, { code: "sv", name_it: "S", name_en: "S", sort: 1 })).statusCode).toBe(
        403,
      );
      expect((await api.put(`${base}/it`, { name_it: "S", name_en: "S", sort: 1 })).statusCode).toBe(403);
      expect((await api.post(`${base}/it/enabled`, { enabled: false })).statusCode).toBe(403);
      expect((await api.get("/api/languages")).statusCode, `${role} lookup`).toBe(200);
    }
  });
});
