import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profile } from "../../db/schema/index.ts";
import { useTestApp } from "../../test/app.ts";
import { browseKit } from "./browse-test-support.ts";
import { openVisit } from "./open-test-support.ts";

/** What identifies the person behind a profile and must never reach a visitor. */
const SECRETS = [
  "Bianchi",
  "giulia.secret@example.test",
  "+39 347 999 0001",
  "bruno.secret@example.test",
  "Neri",
  "cv-key",
  "cv-file",
  "cv_upload_id",
  "/photo",
];

describe("open browse: profiles", () => {
  const t = useTestApp();
  const b = browseKit(t);

  it("filterProfileOpen runs the talent search over published profiles only, anonymised, with facets", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    const res = await b.post("/api/open/filterProfileOpen", { token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.items.map((i: { id: number }) => i.id).sort()).toEqual([ids.giulia, ids.bruno].sort());
    const giulia = data.items.find((i: { id: number }) => i.id === ids.giulia);
    expect(giulia).toMatchObject({ firstname: "Giulia", lastname: "B.", seniority: "senior" });
    expect(giulia).not.toHaveProperty("saved");
    expect(giulia).not.toHaveProperty("contacts_visible");
    expect(giulia).not.toHaveProperty("photo_url");
    expect(data.facets.seniority).toContainEqual({ key: "senior", count: 1 });
    expect(data.facets.technology).toContainEqual(expect.objectContaining({ name: "Java", count: 1 }));
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain("Nascosto");
    expect(res.body).not.toContain("Bloccata");
  });

  it("filterProfileOpen answers the next visitors from the last answer, and a profile unpublished since leaves it at once", async () => {
    const ids = await b.profiles();
    const first = await b.post("/api/open/filterProfileOpen", { token: await openVisit(t.app) });
    const again = await b.post("/api/open/filterProfileOpen", { token: await openVisit(t.app) });
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.total).toBe(2);
    // As the API unpublishes: the row's updated_at moves, and with it the data version the answers are kept under.
    await t.database.db
      .update(profile)
      .set({ published: false, updatedAt: sql`now()` })
      .where(eq(profile.id, ids.giulia));
    const after = (await b.post("/api/open/filterProfileOpen", { token: await openVisit(t.app) })).json()
      .data;
    expect(after.total).toBe(1);
    expect(after.items.map((i: { id: number }) => i.id)).toEqual([ids.bruno]);
  });

  it("filterProfileOpen filters and pages like the signed-in search (start_profile / limit_page)", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app);
    const java = (await b.get(`/api/open/getTechOpen?token=${token}`))
      .json()
      .data.find((x: { name: string }) => x.name === "Java").id;
    const senior = await b.post("/api/open/filterProfileOpen", {
      token,
      technology: [java],
      seniority: ["senior"],
    });
    expect(senior.json().data.items.map((i: { id: number }) => i.id)).toEqual([ids.giulia]);
    const word = await b.post("/api/open/filterProfileOpen", { token, search_word: "python" });
    expect(word.json().data.items.map((i: { id: number }) => i.id)).toEqual([ids.bruno]);
    const page = await b.post("/api/open/filterProfileOpen", {
      token,
      order_by: "seniority",
      start_profile: 1,
      limit_page: 1,
    });
    expect(page.json().data).toMatchObject({ total: 2, start_profile: 1, limit_page: 1 });
    expect(page.json().data.items.map((i: { id: number }) => i.id)).toEqual([ids.giulia]);
    const none = await b.post("/api/open/filterProfileOpen", { token, search_word: "Nascosto" });
    expect(none.json().data.total).toBe(0);
  });

  it("profileDetailOpen shows a published profile anonymised; unpublished, blocked or unknown is 404", async () => {
    const ids = await b.profiles();
    const token = await openVisit(t.app, { language: "en" });
    const res = await b.get(`/api/open/profileDetailOpen?token=${token}&profile_id=${ids.giulia}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: ids.giulia,
      firstname: "Giulia",
      lastname: "B.",
      seniority: "senior",
    });
    expect(detail.skills).toContainEqual(expect.objectContaining({ name: "Java" }));
    expect(detail.languages.length).toBeGreaterThan(0);
    expect(detail.experiences.length).toBeGreaterThan(0);
    for (const key of ["email", "phone", "cv_upload_id", "photo_url", "company_name", "editable"])
      expect(detail).not.toHaveProperty(key);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    for (const id of [ids.hidden, ids.ofBlocked, 999_999]) {
      const missing = await b.get(`/api/open/profileDetailOpen?token=${token}&profile_id=${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: "common.not_found" });
      expect(missing.body).not.toContain("Nascosto");
    }
  });
});
