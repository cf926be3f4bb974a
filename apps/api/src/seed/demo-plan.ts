import { ROLE, type RoleId } from "@mkt/contracts";
import { DEMO_ACCOUNT_SPECS, domainOf, emailLocalPart, SURVEY_DEMO_ACCOUNT } from "./demo-accounts.ts";
import { DEMO_MARKET_COMPANIES, type DemoCompanySpec } from "./demo-companies.ts";
import { DEMO_OTHER_COMPANIES } from "./demo-companies-more.ts";
import {
  addDays,
  DEMO_VAT_BASE,
  type GeneratedProfile,
  generateProfile,
  italianVat,
  pickPersonName,
  vatKeyFor,
} from "./demo-data.ts";
import { FEMALE_FIRST_NAMES, officeCodeFor } from "./demo-names.ts";
import { Rng } from "./demo-prng.ts";

export const DEMO_SEED = 20_260_101;
export const DEMO_COMPANIES: readonly DemoCompanySpec[] = [...DEMO_MARKET_COMPANIES, ...DEMO_OTHER_COMPANIES];

/** A company row before insertion: lookup codes are turned into ids by the writer. */
export type PlannedCompany = {
  key: string;
  type: DemoCompanySpec["type"];
  name: string;
  vatNumber: string;
  vatKey: string;
  foreignCompany: boolean;
  country: string;
  city: string;
  website: string;
  description: string;
  profiled: boolean;
  docStatus: number;
  docLimitDate: string | null;
  reviewStatus: string;
  nMaxSupplier: number | null;
  nMaxUsers: number | null;
  employeesCode: string;
  revenueCode: string;
  howDoYouKnowCode: string;
  sectors: readonly string[];
};
export type PlannedUser = {
  companyKey: string;
  roleId: RoleId;
  firstname: string;
  lastname: string;
  email: string;
  language: "it" | "en";
  phone: string;
  female: boolean;
};
export type PlannedProfile = { companyKey: string; userEmail: string | null; profile: GeneratedProfile };
export type DemoPlan = { companies: PlannedCompany[]; users: PlannedUser[]; profiles: PlannedProfile[] };

/** The n-th demo VAT number: a multiplier coprime with 10 keeps the company numbers distinct and non-sequential. */
export function demoVatNumber(index: number, city: string): string {
  return italianVat(DEMO_VAT_BASE + (((index + 1) * 611_953) % 1_000_000), officeCodeFor(city));
}

function planCompany(spec: DemoCompanySpec, index: number, today: Date): PlannedCompany {
  const vatNumber = spec.foreign ? spec.foreign.vatNumber : demoVatNumber(index, spec.city);
  const country = spec.foreign?.country ?? "IT";
  const docStatus = spec.docStatus ?? 2;
  return {
    key: spec.key,
    type: spec.type,
    name: spec.name,
    vatNumber,
    vatKey: vatKeyFor(vatNumber, spec.foreign !== undefined, country),
    foreignCompany: spec.foreign !== undefined,
    country,
    city: spec.city,
    website: spec.website,
    description: spec.description,
    profiled: spec.profiled ?? true,
    docStatus,
    docLimitDate: docStatus === 4 ? addDays(today, spec.docLimitDays ?? 30) : null,
    reviewStatus: spec.reviewStatus ?? "approved",
    nMaxSupplier: spec.type === "company_admin" ? 50 : null,
    nMaxUsers: spec.type === "company_admin" ? 20 : null,
    employeesCode: spec.employees,
    revenueCode: spec.revenue,
    howDoYouKnowCode: spec.howDoYouKnow,
    sectors: spec.sectors,
  };
}

const BIG = new Set(["51-200", "201-500", "501-1000", "1000+"]);

/** Roles of the extra (non-demo) users of a company, by company type and size. */
function extraRoles(rng: Rng, spec: DemoCompanySpec, hostsDemo: boolean): RoleId[] {
  switch (spec.type) {
    case "client":
      return hostsDemo
        ? [ROLE.CLIENT_EMPLOYEES]
        : [ROLE.CLIENT, ...Array<RoleId>(rng.int(1, 2)).fill(ROLE.CLIENT_EMPLOYEES)];
    case "supplier":
      if (hostsDemo) return [ROLE.SUPPLIER_EMPLOYEES, ROLE.SUPPLIER_MANAGEMENT];
      return [
        ROLE.SUPPLIER,
        ...(BIG.has(spec.employees) ? [ROLE.SUPPLIER_MANAGEMENT] : []),
        ...(rng.chance(0.5) ? [ROLE.SUPPLIER_EMPLOYEES] : []),
      ];
    case "academy":
      return hostsDemo ? [] : [ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY];
    case "freelance":
      return hostsDemo ? [] : [ROLE.FREELANCER];
    case "staff":
      return [ROLE.ADMINISTRATOR];
    case "company_admin":
      return [ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT];
  }
}

function phoneFor(rng: Rng, country: string): string {
  if (country === "DE") return `+49 1${rng.int(51, 79)} ${rng.int(1_000_000, 9_999_999)}`;
  if (country === "ES") return `+34 6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  return `+39 3${rng.int(20, 49)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

/** The whole realistic demo, computed without a database: same `today`, same plan. */
export function buildDemoPlan(today: Date): DemoPlan {
  const rng = new Rng(DEMO_SEED);
  const companies = DEMO_COMPANIES.map((spec, index) => planCompany(spec, index, today));
  const emails = new Set<string>();
  const users: PlannedUser[] = DEMO_ACCOUNT_SPECS.map((a) => {
    emails.add(a.email);
    return { ...a, phone: phoneFor(rng, "IT") };
  });
  const profiles: PlannedProfile[] = [];
  for (const spec of DEMO_COMPANIES) {
    const country = spec.foreign?.country ?? "IT";
    const hostsDemo = DEMO_ACCOUNT_SPECS.some((a) => a.companyKey === spec.key);
    for (const roleId of extraRoles(rng, spec, hostsDemo)) {
      const person =
        roleId === ROLE.FREELANCER && spec.owner
          ? { ...spec.owner, female: FEMALE_FIRST_NAMES.includes(spec.owner.firstname) }
          : pickPersonName(rng, country);
      let email = `${emailLocalPart(person.firstname, person.lastname)}@${domainOf(spec.website)}`;
      for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
      emails.add(email);
      users.push({
        companyKey: spec.key,
        roleId,
        firstname: person.firstname,
        lastname: person.lastname,
        email,
        language: country !== "IT" || rng.chance(0.1) ? "en" : "it",
        phone: phoneFor(rng, country),
        female: person.female,
      });
    }
    const base = { companyCity: spec.city, country, today };
    if (spec.type === "supplier") {
      for (let i = 0; i < spec.profiles; i++) {
        profiles.push({
          companyKey: spec.key,
          userEmail: null,
          profile: generateProfile(rng, { ...base, kind: "employee" }),
        });
      }
    } else if (spec.type === "academy") {
      for (let i = 0; i < spec.profiles; i++) {
        const linked =
          i === 0
            ? DEMO_ACCOUNT_SPECS.find((a) => a.companyKey === spec.key && a.roleId === ROLE.PROFILE_ACCADEMY)
            : undefined;
        const name = linked ? { firstname: linked.firstname, lastname: linked.lastname } : undefined;
        const profile = generateProfile(rng, { ...base, kind: "student", name });
        profiles.push({ companyKey: spec.key, userEmail: linked?.email ?? null, profile });
      }
    } else if (spec.type === "freelance" && spec.owner) {
      const owner = users.find((u) => u.companyKey === spec.key && u.roleId === ROLE.FREELANCER);
      const { firstname, lastname, family, seniority } = spec.owner;
      const profile = generateProfile(rng, {
        ...base,
        kind: "freelancer",
        name: { firstname, lastname },
        family,
        seniority,
      });
      profiles.push({ companyKey: spec.key, userEmail: owner?.email ?? null, profile });
    }
  }
  // Drawn last so the rest of the demo stays as it was.
  users.push({ ...SURVEY_DEMO_ACCOUNT, phone: phoneFor(rng, "IT") });
  return { companies, users, profiles };
}
