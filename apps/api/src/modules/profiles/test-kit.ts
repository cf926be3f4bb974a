import { companyTypeForRole, type ProfileBody, ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { company, technology } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, type TestHarness } from "../../test/app.ts";
import { grantDefaultFunctions } from "../functions/service.ts";
import { startFreePlan } from "../plans/service.ts";

/** Test helpers of the profiles module: signed-in companies as registration leaves them, and a full profile body. */
export function profileKit(t: TestHarness) {
  /** A signed-in user of a new company on its free plan with the default functions (as registration does). */
  async function member(role: RoleId, options: { docStatus?: number; docLimitDate?: string | null } = {}) {
    const signedIn = await createUserAndLogin(t.database.db, t.app, role);
    const companyId = signedIn.user.companyId;
    const type = companyTypeForRole(role);
    await startFreePlan(t.database.db, companyId, type);
    await grantDefaultFunctions(t.database.db, companyId, type);
    if (options.docStatus !== undefined || options.docLimitDate !== undefined) {
      await t.database.db
        .update(company)
        .set({
          ...(options.docStatus !== undefined ? { docStatus: options.docStatus } : {}),
          ...(options.docLimitDate !== undefined ? { docLimitDate: options.docLimitDate } : {}),
        })
        .where(eq(company.id, companyId));
      // The session row carries the documentation status: sign in again to see the change.
      const session = await login(t.app, signedIn.user.email);
      return { ...signedIn, token: session.token, companyId };
    }
    return { ...signedIn, companyId };
  }

  /** Another user inside an existing company. */
  async function colleague(companyId: number, role: RoleId) {
    const user = await createUser(t.database.db, { role, companyId });
    return { user, token: (await login(t.app, user.email)).token, companyId };
  }

  async function techId(name: string) {
    const [row] = await t.database.db
      .select({ id: technology.id })
      .from(technology)
      .where(eq(technology.name, name));
    if (!row) throw new Error(`no technology ${name}`);
    return row.id;
  }

  async function body(overrides: Partial<ProfileBody> = {}): Promise<ProfileBody> {
    const java = await techId("Java");
    const spring = await techId("Spring Boot");
    return {
      firstname: "Giulia",
      lastname: "Bianchi",
      title: "Senior Java Developer",
      seniority: "senior",
      summary: "Backend developer on payment platforms.",
      email: "giulia.bianchi@example.test",
      phone: "+39 347 123 4567",
      city: "Milano",
      localities: ["Torino"],
      remote: true,
      full_time: true,
      available_from: "2026-01-01",
      daily_rate_min: 400,
      daily_rate_max: 500,
      premium: false,
      skills: [
        { technology_id: java, years: 8, level: 5 },
        { technology_id: spring, years: 5, level: 4 },
      ],
      languages: [
        { code: "it", level: "native" },
        { code: "en", level: "C1" },
      ],
      experiences: [
        {
          company: "Fintech Lab SpA",
          role: "Backend Developer",
          start_date: "2019-03-01",
          end_date: null,
          description: "Payments API.",
          technology_ids: [java, spring],
        },
      ],
      certifications: [
        {
          name: "Oracle Certified Professional",
          issuer: "Oracle",
          issued_on: "2020-05-01",
          expires_on: null,
        },
      ],
      education: [
        {
          institution: "Politecnico di Milano",
          degree: "Laurea magistrale",
          field: "Ingegneria informatica",
          start_year: 2010,
          end_year: 2015,
        },
      ],
      ...overrides,
    };
  }

  async function create(token: string, overrides: Partial<ProfileBody> = {}) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profiles",
      payload: await body(overrides),
      headers: bearer(token),
    });
    if (res.statusCode !== 200) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
    return res.json().data as { id: number };
  }

  return { member, colleague, techId, body, create };
}

export const MANAGER_ROLES = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];
