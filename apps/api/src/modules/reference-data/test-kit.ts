import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import {
  auditLog,
  need,
  position,
  positionSkill,
  profile,
  profileExperience,
  profileSkill,
  service,
  serviceRevision,
  technology,
} from "../../db/schema/index.ts";
import { bearer, createCompany, type TestHarness } from "../../test/app.ts";

/** A technology row straight in the table (the list is the taxonomy's; tests add their own). */
export async function addTechnology(t: TestHarness, name: string, category = "language") {
  const [row] = await t.database.db.insert(technology).values({ name, category }).returning();
  return must(row, "the technology");
}

/**
 * A supplier's profile, position, experience, service and service revision that all use `dup` (and the profile
 * and position also `keep`, to exercise the duplicate rows a merge must collapse).
 */
export async function referencesOf(t: TestHarness, dup: number, keep: number) {
  const db = t.database.db;
  const supplier = await createCompany(db, { role: ROLE.SUPPLIER });
  const client = await createCompany(db, { role: ROLE.CLIENT });
  const [withBoth] = await db
    .insert(profile)
    .values({
      companyId: supplier.id,
      kind: "employee",
      firstname: "Ada",
      lastname: "Lovelace",
      title: "Dev",
      seniority: "senior",
    })
    .returning();
  const [withDup] = await db
    .insert(profile)
    .values({
      companyId: supplier.id,
      kind: "employee",
      firstname: "Alan",
      lastname: "Turing",
      title: "Dev",
      seniority: "junior",
    })
    .returning();
  const both = must(withBoth, "profile").id;
  const only = must(withDup, "profile").id;
  await db.insert(profileSkill).values([
    { profileId: both, technologyId: dup, years: 7, level: 2 },
    { profileId: both, technologyId: keep, years: 1, level: 4 },
    { profileId: only, technologyId: dup, years: 3, level: 3 },
  ]);
  await db.insert(profileExperience).values({
    profileId: only,
    position: 0,
    company: "Acme",
    role: "Dev",
    startDate: "2020-01-01",
    technologyIds: [dup, 999_999],
  });
  const [n] = await db.insert(need).values({ companyId: client.id, type: "tm", title: "Need" }).returning();
  const [p] = await db
    .insert(position)
    .values({ needId: must(n, "need").id, title: "Backend" })
    .returning();
  const positionId = must(p, "position").id;
  await db.insert(positionSkill).values([
    { positionId, technologyId: dup, mandatory: true, minYears: 5 },
    { positionId, technologyId: keep, mandatory: false, minYears: 2 },
  ]);
  const [s] = await db
    .insert(service)
    .values({ companyId: supplier.id, technologyIds: [dup, keep] })
    .returning();
  const serviceId = must(s, "service").id;
  await db.insert(serviceRevision).values({ serviceId, content: { title_it: "S", technology_ids: [dup] } });
  return { both, only, positionId, serviceId };
}

export const auditRows = (t: TestHarness, action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

export function call(t: TestHarness, token: string | null) {
  const headers = token ? bearer(token) : {};
  return {
    get: (url: string) => t.app.inject({ method: "GET", url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers }),
    put: (url: string, payload: object) => t.app.inject({ method: "PUT", url, payload, headers }),
  };
}
