import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { spokenLanguage } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, multipart, useTestApp } from "../../test/app.ts";
import { cvDocx } from "./cv-test-files.ts";
import { CV_LANGUAGES_TTL_MS, cvSpokenLanguages, cvTechnologies } from "./cv-vocabulary.ts";
import { profileKit } from "./test-kit.ts";

describe("CV parser vocabulary: enabled spoken languages and context spellings", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const addLanguage = async (code: string, name_it: string, name_en: string) => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/reference/languages",
      headers: bearer(admin.token),
      payload: { code, name_it, name_en, sort: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("reads a language staff added in a CV uploaded afterwards", async () => {
    await addLanguage("tr", "Turco", "Turkish");
    const supplier = await kit.member(ROLE.SUPPLIER);
    const docx = await cvDocx([
      "Giulia Bianchi",
      "giulia.bianchi@example.com",
      "Lingue",
      "Inglese C1",
      "Turco A2",
      "Coreano B1",
    ]);
    const m = multipart("file", "cv.docx", docx);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles/cv",
      payload: m.payload,
      headers: { ...m.headers, ...bearer(supplier.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Korean is no enabled language: the draft holds only codes the profile form accepts.
    expect(res.json().data.draft.languages).toEqual([
      { code: "en", level: "C1" },
      { code: "tr", level: "A2" },
    ]);
  });

  it("keeps the enabled languages for a minute, a back-office change shows at once", async () => {
    const db = t.database.db;
    const start = Date.now() + 10 * CV_LANGUAGES_TTL_MS;
    const first = await cvSpokenLanguages(db, start);
    expect(first).toHaveLength(15);
    expect(first).toContainEqual({ code: "it", name_it: "Italiano", name_en: "Italian" });
    // A row written behind the module's back (as by another instance) is read after the minute.
    await db.insert(spokenLanguage).values({ code: "ko", nameIt: "Coreano", nameEn: "Korean", sort: 30 });
    expect((await cvSpokenLanguages(db, start + 1_000)).map((l) => l.code)).not.toContain("ko");
    expect(await cvSpokenLanguages(db, start + CV_LANGUAGES_TTL_MS)).toContainEqual({
      code: "ko",
      name_it: "Coreano",
      name_en: "Korean",
    });
    // Through the back office (this instance): at once.
    await addLanguage("tr", "Turco", "Turkish");
    expect((await cvSpokenLanguages(db, start + CV_LANGUAGES_TTL_MS + 1_000)).map((l) => l.code)).toContain(
      "tr",
    );
  });

  it("marks the ordinary-word spellings of the seeded taxonomy for the parser", async () => {
    const catalogue = await cvTechnologies(t.database.db);
    const entry = (name: string) => catalogue.find((c) => c.name === name);
    expect(entry("Ruby on Rails")?.context).toEqual(["Rails"]);
    expect(entry("AWS Glue")?.context).toEqual(["Glue"]);
    expect(entry("Oracle Database")?.context).toEqual(["Oracle"]);
    expect(entry("Go")?.context).toEqual(["Go"]);
    expect(entry("PostgreSQL")?.context).toBeUndefined();
  });
});
