import {
  companyTypeForRole,
  isRoleId,
  isValidItalianVat,
  must,
  ROLE,
  ROLE_IDS,
  ROLE_NAMES,
} from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { bulkVatNumber, generateBulkCompany } from "./bulk-data.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo.ts";
import {
  EXPERIENCE_YEARS,
  familyByKey,
  generateProfile,
  type ProfileKind,
  RATE_BANDS,
  vatKeyFor,
} from "./demo-data.ts";
import { pgArray } from "./demo-db.ts";
import { buildDemoPlan } from "./demo-plan.ts";
import { mulberry32, Rng } from "./demo-prng.ts";
import { familySkills, SENIORITIES, TITLE_FAMILIES } from "./demo-titles.ts";
import { TECHNOLOGIES } from "./reference-data.ts";

const TODAY = new Date("2026-03-02T10:00:00Z");
const COUNTRIES = ["IT", "IT", "IT", "DE", "ES", "FR"];
const LEVELS = new Set(["A1", "A2", "B1", "B2", "C1", "C2", "native"]);

function sampleProfiles(count: number, seed = 7) {
  const rng = new Rng(seed);
  const kinds: ProfileKind[] = ["employee", "freelancer", "student"];
  return Array.from({ length: count }, (_, i) =>
    generateProfile(rng, {
      kind: kinds[i % kinds.length] ?? "employee",
      companyCity: "Milano",
      country: COUNTRIES[i % COUNTRIES.length] ?? "IT",
      today: TODAY,
    }),
  );
}

describe("mulberry32 / Rng", () => {
  it("is deterministic and stays in range", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const rng = new Rng(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 8);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    expect(new Set(rng.sample([1, 2, 3, 4, 5], 5)).size).toBe(5);
  });
});

describe("VAT numbers", () => {
  const plan = buildDemoPlan(TODAY);

  it("gives every Italian demo company a valid, unique partita IVA and the right vat key", () => {
    const italian = plan.companies.filter((c) => !c.foreignCompany);
    expect(italian.length).toBeGreaterThanOrEqual(20);
    for (const c of italian) {
      expect(isValidItalianVat(c.vatNumber), c.name).toBe(true);
      expect(c.vatKey).toBe(`IT:${c.vatNumber}`);
      expect(c.vatKey).toMatch(/^IT:\d{11}$/);
    }
    const keys = plan.companies.map((c) => c.vatKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("normalises foreign VAT numbers into COUNTRY:NUMBER", () => {
    const foreign = plan.companies.filter((c) => c.foreignCompany);
    expect(foreign.length).toBeGreaterThanOrEqual(1);
    for (const c of foreign) {
      expect(["DE", "ES", "FR"]).toContain(c.country);
      expect(c.vatKey).toBe(`${c.country}:${c.vatNumber.replace(/[\s.\-/]/g, "").toUpperCase()}`);
    }
    expect(vatKeyFor("de 281.746-593", true, "DE")).toBe("DE:DE281746593");
    expect(vatKeyFor("IT 12345678903", false, "IT")).toBe("IT:12345678903");
  });

  it("keeps bulk VAT numbers valid, unique and apart from the demo range", () => {
    const demoKeys = new Set(plan.companies.map((c) => c.vatKey));
    const rng = new Rng(3);
    const bulk = Array.from({ length: 3000 }, (_, i) => generateBulkCompany(rng, i + 1));
    for (const c of bulk) {
      expect(isValidItalianVat(c.vatNumber)).toBe(true);
      expect(demoKeys.has(c.vatKey)).toBe(false);
    }
    expect(new Set(bulk.map((c) => c.vatKey)).size).toBe(bulk.length);
    expect(isValidItalianVat(bulkVatNumber(7_999_999, "Roma"))).toBe(true);
    expect(() => bulkVatNumber(8_000_000, "Roma")).toThrow();
  });
});

describe("determinism", () => {
  it("builds the same demo twice", () => {
    expect(buildDemoPlan(TODAY)).toEqual(buildDemoPlan(TODAY));
  });

  it("generates the same profiles and bulk companies for the same seed", () => {
    expect(sampleProfiles(200, 11)).toEqual(sampleProfiles(200, 11));
    expect(sampleProfiles(50, 11)).not.toEqual(sampleProfiles(50, 12));
    const a = new Rng(5);
    const b = new Rng(5);
    expect(generateBulkCompany(a, 10)).toEqual(generateBulkCompany(b, 10));
  });
});

describe("generated profiles", () => {
  const profiles = sampleProfiles(3000);

  it("keeps daily rates inside the seniority band", () => {
    for (const p of profiles) {
      const [lo, hi] = RATE_BANDS[p.seniority];
      expect(p.dailyRateMin).toBeGreaterThanOrEqual(lo);
      expect(p.dailyRateMax).toBeLessThanOrEqual(hi);
      expect(p.dailyRateMin).toBeLessThanOrEqual(p.dailyRateMax);
    }
    expect(new Set(profiles.map((p) => p.seniority))).toEqual(new Set(SENIORITIES));
  });

  it("keeps years consistent with seniority and students junior", () => {
    for (const p of profiles) {
      const [min, max] = EXPERIENCE_YEARS[p.seniority];
      if (p.kind !== "student") {
        expect(p.experienceYears).toBeGreaterThanOrEqual(min);
        expect(p.experienceYears).toBeLessThanOrEqual(max);
      } else {
        expect(p.seniority).toBe("junior");
      }
      for (const s of p.skills) {
        expect(s.years).toBeGreaterThanOrEqual(1);
        expect(s.years).toBeLessThanOrEqual(Math.max(1, p.experienceYears));
        expect(s.level).toBeGreaterThanOrEqual(1);
        expect(s.level).toBeLessThanOrEqual(5);
      }
    }
  });

  it("gives 3–8 distinct skills that fit the title family", () => {
    for (const p of profiles) {
      const family = familyByKey(p.family);
      const allowed = familySkills(family);
      const names = p.skills.map((s) => s.name);
      expect(names.length).toBeGreaterThanOrEqual(3);
      expect(names.length).toBeLessThanOrEqual(8);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(allowed.has(name), `${p.title}: ${name}`).toBe(true);
      const spec = family.titles
        .filter((t) => p.title === t.title || p.title.endsWith(` ${t.title}`))
        .sort((a, b) => b.title.length - a.title.length)[0];
      expect(spec, p.title).toBeDefined();
      for (const core of spec?.core ?? []) expect(names).toContain(core);
    }
    const java = profiles.filter((p) => p.family === "java");
    expect(java.length).toBeGreaterThan(0);
    expect(java.every((p) => p.skills.some((s) => s.name === "Java"))).toBe(true);
    expect(java.some((p) => p.skills.some((s) => s.name === "Figma"))).toBe(false);
  });

  it("uses only technologies of the reference table and has a junior title in every family", () => {
    const known = new Set(TECHNOLOGIES.map(([name]) => name));
    for (const family of TITLE_FAMILIES) {
      for (const name of familySkills(family)) expect(known.has(name), `${family.key}: ${name}`).toBe(true);
      expect(family.titles.some((t) => t.minSeniority === undefined)).toBe(true);
      for (const t of family.titles) expect(t.core.length).toBeLessThanOrEqual(8);
    }
  });

  it("gives languages with valid levels, a native language first, and Italian natives to Italians", () => {
    for (const p of profiles) {
      expect(p.languages[0]?.level).toBe("native");
      const codes = p.languages.map((l) => l.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const l of p.languages) expect(LEVELS.has(l.level)).toBe(true);
    }
    const native: Record<string, string> = { IT: "it", DE: "de", ES: "es", FR: "fr" };
    profiles.forEach((p, i) => {
      expect(p.languages[0]?.code).toBe(native[COUNTRIES[i % COUNTRIES.length] ?? "IT"]);
    });
  });

  it("spreads availability from 30 days ago to 90 days ahead", () => {
    const dates = profiles.map((p) => p.availableFrom).sort();
    expect(must(dates[0], "dates[0]") >= "2026-01-31").toBe(true);
    expect(must(dates[dates.length - 1], "dates[dates.length - 1]") <= "2026-05-31").toBe(true);
    expect(dates.some((d) => d < "2026-03-02")).toBe(true);
  });
});

describe("demo accounts and plan", () => {
  const plan = buildDemoPlan(TODAY);

  it("has one demo account per role id", () => {
    expect(DEMO_PASSWORD).toBe("Demo2026!");
    expect(DEMO_ACCOUNTS).toHaveLength(13);
    expect(DEMO_ACCOUNTS.map((a) => a.roleId).sort((a, b) => a - b)).toEqual(
      [...ROLE_IDS].sort((a, b) => a - b),
    );
    for (const a of DEMO_ACCOUNTS) {
      expect(isRoleId(a.roleId)).toBe(true);
      if (isRoleId(a.roleId)) expect(a.role).toBe(ROLE_NAMES[a.roleId]);
      expect(a.email).toMatch(/^[a-z.]+@demo\.test$/);
    }
    expect(DEMO_ACCOUNTS.find((a) => a.roleId === ROLE.ACCADEMY)?.email).toBe("academy@demo.test");
  });

  it("puts every user in a company of the role's type and demo accounts in approved companies", () => {
    const byKey = new Map(plan.companies.map((c) => [c.key, c]));
    const emails = plan.users.map((u) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(plan.users.length).toBeGreaterThanOrEqual(50);
    for (const u of plan.users) expect(byKey.get(u.companyKey)?.type).toBe(companyTypeForRole(u.roleId));
    for (const a of DEMO_ACCOUNTS) {
      const user = plan.users.find((u) => u.email === a.email);
      expect(byKey.get(user?.companyKey ?? "")?.docStatus).toBe(2);
    }
  });

  it("has the expected mix of companies, documentation states and profiles", () => {
    const count = (type: string) => plan.companies.filter((c) => c.type === type).length;
    expect([
      count("client"),
      count("academy"),
      count("freelance"),
      count("staff"),
      count("company_admin"),
    ]).toEqual([7, 3, 4, 1, 1]);
    expect(count("supplier")).toBeGreaterThanOrEqual(10);
    const suppliers = plan.companies.filter((c) => c.type === "supplier");
    expect(suppliers.some((c) => c.docStatus === 1)).toBe(true);
    expect(suppliers.some((c) => c.docStatus === 3)).toBe(true);
    expect(suppliers.some((c) => c.docStatus === 4 && (c.docLimitDate ?? "") > "2026-03-02")).toBe(true);
    expect(suppliers.some((c) => c.docStatus === 4 && (c.docLimitDate ?? "9") < "2026-03-02")).toBe(true);
    expect(plan.profiles.length).toBeGreaterThanOrEqual(300);
    for (const c of plan.companies.filter((x) => x.type === "freelance")) {
      const own = plan.profiles.filter((p) => p.companyKey === c.key);
      expect(own).toHaveLength(1);
      const user = plan.users.find((u) => u.email === own[0]?.userEmail);
      expect(user?.roleId).toBe(ROLE.FREELANCER);
      expect([user?.firstname, user?.lastname]).toEqual([
        own[0]?.profile.firstname,
        own[0]?.profile.lastname,
      ]);
    }
    const linkedStudents = plan.profiles.filter((p) => p.profile.kind === "student" && p.userEmail !== null);
    expect(linkedStudents.map((p) => p.userEmail)).toEqual(["academy.profile@demo.test"]);
  });
});

describe("pgArray", () => {
  it("quotes strings and escapes quotes and backslashes", () => {
    expect(pgArray([1, 2, null])).toBe("{1,2,NULL}");
    expect(pgArray(["D'Amico", 'a "b"', "c\\d", true])).toBe('{"D\'Amico","a \\"b\\"","c\\\\d",true}');
  });
});
