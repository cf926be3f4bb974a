import { must, profileSearchQuerySchema, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  company,
  companyFeedback,
  cvUpload,
  profile,
  profileAccess,
  profileLanguage,
} from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { searchProfiles } from "./service.ts";
import { forgetCorrectionVocabulary } from "./word-corrections.ts";

type Result = {
  total: number;
  items: {
    id: number;
    lastname: string;
    photo_url: string | null;
    contacts_visible: boolean;
    saved: boolean;
  }[];
  facets: {
    seniority: { key: string; count: number }[];
    type_profiles: { key: string; count: number }[];
    technology: { id: number; name: string; count: number }[];
    premium: number;
    now_available: number;
  };
};

describe("talent search (/api/profiles/search)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });

  /** Three published profiles of two suppliers, one unpublished, one of a blocked company. */
  async function fixture() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const other = await kit.member(ROLE.SUPPLIER);
    const blocked = await kit.member(ROLE.SUPPLIER);
    const python = await kit.techId("Python");
    const anna = await kit.create(supplier.token, {
      firstname: "Anna",
      lastname: "Verdi",
      title: "Java Developer",
      seniority: "junior",
      daily_rate_min: 200,
      daily_rate_max: 250,
      available_from: "2020-01-01",
      city: "Milano",
      localities: ["Torino"],
      remote: true,
    });
    const bruno = await kit.create(other.token, {
      firstname: "Bruno",
      lastname: "Neri",
      title: "Data Engineer",
      summary: "Pipelines and analytics",
      seniority: "expert",
      daily_rate_min: 600,
      daily_rate_max: 700,
      available_from: "2099-01-01",
      city: "Roma",
      localities: [],
      remote: false,
      full_time: false,
      premium: true,
      skills: [{ technology_id: python, years: 10, level: 5 }],
      languages: [{ code: "it", level: "native" }],
      experiences: [],
    });
    const carla = await kit.create(supplier.token, {
      firstname: "Carla",
      lastname: "Bassi",
      title: "Java Architect",
      seniority: "senior",
      daily_rate_min: null,
      daily_rate_max: null,
      available_from: null,
      city: "Napoli",
      localities: [],
      remote: false,
      languages: [{ code: "en", level: "B1" }],
    });
    const hidden = await kit.create(supplier.token, { firstname: "Dario", title: "Java Developer" });
    const ofBlocked = await kit.create(blocked.token, { firstname: "Elena", title: "Java Developer" });
    const publish = (token: string, ids: number[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/profiles/publication",
        payload: { ids, published: true },
        headers: bearer(token),
      });
    await publish(supplier.token, [anna.id, carla.id]);
    await publish(other.token, [bruno.id]);
    await publish(blocked.token, [ofBlocked.id]);
    const db = t.database.db;
    await db.update(company).set({ docStatus: 3 }).where(eq(company.id, blocked.companyId));
    await db.update(profile).set({ kind: "freelancer" }).where(eq(profile.id, carla.id));
    const [cv] = await db
      .insert(cvUpload)
      .values({ companyId: supplier.companyId, kind: "pdf", filename: "cv.pdf", storageKey: "k", size: 1 })
      .returning();
    await db
      .update(profile)
      .set({ cvUploadId: must(cv, "the stored CV upload").id })
      .where(eq(profile.id, anna.id));
    await db.insert(companyFeedback).values({
      companyId: other.companyId,
      source: "external",
      rating: 5,
      criteria: {},
      authorName: "Mario Rossi",
      authorCompany: "Acme",
    });
    const client = await kit.member(ROLE.CLIENT);
    return {
      anna,
      bruno,
      carla,
      hidden,
      ofBlocked,
      client,
      supplier,
      python,
      java: await kit.techId("Java"),
    };
  }

  it("language filters follow every change of a profile's languages (language_keys kept by a trigger)", async () => {
    const f = await fixture();
    const ids = async (query: string) => {
      const res = await get(`/api/profiles/search?${query}`, f.client.token);
      return (res.json().data as Result).items.map((p) => p.id).sort((a, b) => a - b);
    };
    const { db } = t.database;
    expect(await ids("languages=en&type_languages=B1")).toEqual([f.anna.id, f.carla.id]);
    expect(await ids("languages=en&type_languages=B2")).toEqual([f.anna.id]);
    // Raise Carla's English to C2, then drop it: the filters follow at once.
    await db
      .update(profileLanguage)
      .set({ level: "C2" })
      .where(and(eq(profileLanguage.profileId, f.carla.id), eq(profileLanguage.languageCode, "en")));
    expect(await ids("languages=en&type_languages=C2")).toContain(f.carla.id);
    await db
      .delete(profileLanguage)
      .where(and(eq(profileLanguage.profileId, f.carla.id), eq(profileLanguage.languageCode, "en")));
    expect(await ids("languages=en")).not.toContain(f.carla.id);
    const [row] = await db
      .select({ keys: profile.languageKeys })
      .from(profile)
      .where(eq(profile.id, f.carla.id));
    expect(row?.keys).toEqual([]);
    const [native] = await db
      .select({ keys: profile.languageKeys })
      .from(profile)
      .where(eq(profile.id, f.bruno.id));
    expect([...(native?.keys ?? [])].sort()).toEqual([
      "it",
      "it:A1",
      "it:A2",
      "it:B1",
      "it:B2",
      "it:C1",
      "it:C2",
      "it:native",
    ]);
  });

  it("reads a search box of several words: roles in Italian, skills, seniority, kind, remote work and places", async () => {
    const f = await fixture();
    const answer = async (word: string) => {
      const res = await get(`/api/profiles/search?search_word=${encodeURIComponent(word)}`, f.client.token);
      expect(res.statusCode, word).toBe(200);
      return res.json().data as Result & {
        ignored_words?: string[];
        corrected_words?: { typed: string; read: string }[];
      };
    };
    const ids = async (word: string) => (await answer(word)).items.map((p) => p.id).sort((a, b) => a - b);
    const { anna, bruno, carla } = f;
    // Each term is found somewhere: a title word or its translation, a skill, the seniority, the kind, the place.
    expect(await ids("sviluppatore java")).toEqual([anna.id]);
    expect(await ids("architetto java")).toEqual([carla.id]);
    expect(await ids("ingegnere dati")).toEqual([bruno.id]);
    expect(await ids("python engineer")).toEqual([bruno.id]);
    expect(await ids("java senior")).toEqual([carla.id]);
    expect(await ids("java freelance")).toEqual([carla.id]);
    expect(await ids("java remoto")).toEqual([anna.id]);
    expect(await ids("java milano")).toEqual([anna.id]);
    expect(await ids("java napoli")).toEqual([carla.id]);
    expect(await ids("java torino")).toEqual([anna.id]); // a locality Anna works in
    // The words around what is looked for do not narrow it.
    expect(await ids("cerco sviluppatore java con 3 anni di esperienza")).toEqual([anna.id]);
    // Every word together found nothing: a word no profile has is left out and said; words each found somewhere
    // but never together find nothing.
    const kotlin = await answer("java kotlin");
    expect(kotlin.items.map((p) => p.id).sort((a, b) => a - b)).toEqual([anna.id, carla.id]);
    expect(kotlin).toMatchObject({ total: 2, ignored_words: ["kotlin"] });
    const apart = await answer("sviluppatore python");
    expect(apart).toMatchObject({ total: 0, items: [] });
    expect(apart.ignored_words).toBeUndefined();
    expect((await answer("java")).ignored_words).toBeUndefined();
    // A typing error found nowhere is read as the title or skill word it meant, when a profile has that word.
    expect(await answer("develper")).toMatchObject({
      total: 1,
      items: [{ id: anna.id }],
      corrected_words: [{ typed: "develper", read: "developer" }],
    });
    expect(await answer("architetc java kotlin")).toMatchObject({
      total: 1,
      items: [{ id: carla.id }],
      corrected_words: [{ typed: "architetc", read: "architect" }],
      ignored_words: ["kotlin"],
    });
    // A place nobody is near is left out, not read as a title word one letter away.
    await t.database.db
      .update(profile)
      .set({ title: "Aosto Data Engineer", updatedAt: new Date() })
      .where(eq(profile.id, bruno.id));
    forgetCorrectionVocabulary();
    const aosta = await answer("java aosta");
    expect(aosta).toMatchObject({ total: 2, ignored_words: ["aosta"] });
    expect(aosta.corrected_words).toBeUndefined();
    // A saved search's alert asks exactly what was saved: no word corrected or left out.
    const alert = await searchProfiles(
      t.database.db,
      { companyId: f.client.companyId, userId: f.client.user.id },
      profileSearchQuerySchema.parse({ search_word: "develper" }),
      { since: new Date(0) },
    );
    expect(alert.total).toBe(0);
    expect(alert.corrected_words).toBeUndefined();
    // A skill of the catalogue nobody has is not a typing error, and alone finds nothing.
    expect(await answer("kotlin")).toMatchObject({ total: 0 });
    // An Italian word for a skill finds the skill: "collaudo" (testing) finds Bruno's API Testing.
    expect(await answer("collaudo python")).toMatchObject({ total: 1, ignored_words: ["collaudo"] });
    await t.database.db
      .update(profile)
      .set({ technologyIds: [f.python, await kit.techId("API Testing")], updatedAt: new Date() })
      .where(eq(profile.id, bruno.id));
    const testing = await answer("collaudo python");
    expect(testing).toMatchObject({ total: 1, items: [{ id: bruno.id }] });
    expect(testing.ignored_words).toBeUndefined();
    // Ranked by the terms found in the title before those found among the skills.
    const ranked = await get("/api/profiles/search?search_word=java%20developer", f.client.token);
    expect((ranked.json().data as Result).items[0]?.id).toBe(anna.id);
  });

  it("narrows by every filter, counts facets that add up to the total, and pages", async () => {
    const f = await fixture();
    const search = async (query: string) => {
      const res = await get(`/api/profiles/search?${query}`, f.client.token);
      expect(res.statusCode, query).toBe(200);
      return res.json().data as Result;
    };
    const ids = async (query: string) => (await search(query)).items.map((p) => p.id).sort((a, b) => a - b);
    const { anna, bruno, carla } = f;
    const all = [anna.id, bruno.id, carla.id].sort((a, b) => a - b);
    expect(await ids("")).toEqual(all);
    expect(await ids("search_word=java")).toEqual([anna.id, carla.id]);
    expect(await ids("search_word=python")).toEqual([bruno.id]); // a technology named by the word
    expect(await ids("search_word=python3")).toEqual([bruno.id]); // an alias of a technology (skills taxonomy)
    // Every term starts a word of name or title, in any order: "arch bass" is Carla Bassi, Java Architect.
    expect(await ids("search_word=arch%20bass")).toEqual([carla.id]);
    expect(await ids("search_word=verdi%20develop")).toEqual([anna.id]);
    expect(await ids("search_word=erdi")).toEqual([]); // not the start of a word
    expect(await ids("search_word=c%23")).toEqual([]); // too short for a prefix: a substring match, none here
    expect(await ids(`technology=${f.python}`)).toEqual([bruno.id]);
    expect(await ids(`technology=${f.java}&seniority=senior`)).toEqual([carla.id]);
    expect(await ids("seniority=junior,expert")).toEqual([anna.id, bruno.id]);
    expect(await ids("type_profiles=freelance")).toEqual([carla.id]);
    expect(await ids("type_profiles=employee")).toEqual([anna.id, bruno.id]);
    expect(await ids("type_competence=data")).toEqual([]);
    expect(await ids("type_competence=framework")).toEqual([anna.id, carla.id]);
    expect(await ids("languages=it")).toEqual([anna.id, bruno.id]);
    expect(await ids("languages=en&type_languages=C1")).toEqual([anna.id]);
    expect(await ids("languages=it,en")).toEqual([anna.id]);
    expect(await ids("localities=torino")).toEqual([anna.id]);
    expect(await ids("localities=Napoli")).toEqual([anna.id, carla.id]); // Anna works remotely
    expect(await ids("localities=Napoli&only_loco=1")).toEqual([carla.id]);
    expect(await ids("rate_min=500")).toEqual([bruno.id]);
    expect(await ids("rate_max=300")).toEqual([anna.id]);
    expect(await ids("full_time=0")).toEqual([bruno.id]);
    expect(await ids("now_available=1")).toEqual([anna.id, carla.id]);
    expect(await ids("only_cv_upload=1")).toEqual([anna.id]);
    expect(await ids("only_profile_feedback=1")).toEqual([bruno.id]);
    expect(await ids("premium_profile=1")).toEqual([bruno.id]);

    const whole = await search("");
    expect(whole.total).toBe(3);
    const sum = (list: { count: number }[]) => list.reduce((n, x) => n + x.count, 0);
    expect(sum(whole.facets.seniority)).toBe(3);
    expect(sum(whole.facets.type_profiles)).toBe(3);
    expect(whole.facets.seniority.find((s) => s.key === "senior")?.count).toBe(1);
    expect(whole.facets.type_profiles.find((s) => s.key === "freelancer")?.count).toBe(1);
    expect(whole.facets.premium).toBe(1);
    expect(whole.facets.now_available).toBe(2);
    expect(whole.facets.technology.find((x) => x.name === "Java")?.count).toBe(2);
    const narrowed = await search(`technology=${f.java}`);
    expect(narrowed.total).toBe(2);
    expect(sum(narrowed.facets.seniority)).toBe(2);

    const byRate = (await search("order_by=rate")).items.map((p) => p.id);
    expect(byRate).toEqual([anna.id, bruno.id, carla.id]);
    const bySeniority = (await search("order_by=seniority&asc=0")).items.map((p) => p.id);
    expect(bySeniority).toEqual([bruno.id, carla.id, anna.id]);
    const page = await search("order_by=rate&start_profile=1&limit_page=1");
    expect(page).toMatchObject({ total: 3, start_profile: 1, limit_page: 1, items: [{ id: bruno.id }] });
    expect((await search("search_word=java%20architect")).items[0]?.id).toBe(carla.id);

    // Publishing another profile shows at once in the total and facets (no stale cached count).
    await t.app.inject({
      method: "POST",
      url: "/api/profiles/publication",
      payload: { ids: [f.hidden.id], published: true },
      headers: bearer(f.supplier.token),
    });
    const grown = await search("");
    expect(grown.total).toBe(4);
    expect(sum(grown.facets.seniority)).toBe(4);

    const bad = await get("/api/profiles/search?order_by=age&limit_page=500&seniority=guru", f.client.token);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields.sort()).toEqual(["limit_page", "order_by", "seniority.0"]);
  });

  it("anonymises results for clients until unlocked, shows staff everything, never unpublished", async () => {
    const f = await fixture();
    const found = async (token: string) =>
      ((await get("/api/profiles/search?search_word=verdi", token)).json().data as Result).items;
    expect(await found(f.client.token)).toMatchObject([
      { id: f.anna.id, lastname: "V.", photo_url: null, contacts_visible: false, saved: false },
    ]);
    await t.database.db.insert(profileAccess).values({
      companyId: f.client.companyId,
      profileId: f.anna.id,
      functionState: "information_blocked",
    });
    expect(await found(f.client.token)).toMatchObject([{ lastname: "Verdi", contacts_visible: true }]);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect(await found(staff.token)).toMatchObject([{ lastname: "Verdi", contacts_visible: true }]);
    const every = (await get("/api/profiles/search?search_word=java&limit_page=50", staff.token)).json()
      .data as Result;
    const seen = every.items.map((p) => p.id);
    expect(seen).not.toContain(f.hidden.id);
    expect(seen).not.toContain(f.ofBlocked.id);
  });

  it("refuses anonymous callers and non-client roles", async () => {
    expect((await get("/api/profiles/search")).statusCode).toBe(401);
    for (const role of [ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.SUPPLIER_EMPLOYEES, ROLE.ACCADEMY]) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await get("/api/profiles/search", user.token)).statusCode, `role ${role}`).toBe(403);
    }
    const employee = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT_EMPLOYEES);
    expect((await get("/api/profiles/search", employee.token)).statusCode).toBe(200);
  });
});
