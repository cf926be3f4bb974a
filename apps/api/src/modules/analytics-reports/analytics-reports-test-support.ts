import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import {
  analyticsDaily,
  analyticsTermDaily,
  availabilityRequest,
  collaboration,
  company,
  creditLedger,
  invoice,
  need,
  openAccessToken,
  position,
  profile,
  quote,
} from "../../db/schema/index.ts";
import { createCompany, type TestHarness } from "../../test/app.ts";

const at = (iso: string) => new Date(iso);

/**
 * A small known marketplace in January 2026 (figures worked out by hand in the tests): client A (registered
 * 2026-01-02) publishes one need with positions P1 (quoted after 2 h and 34 h, the first accepted) and P2 (quoted
 * after 48 h); supplier S answers one of two availability requests; rollup rows for sign-ups, events and terms.
 */
export async function seedKnownMarketplace(t: TestHarness) {
  const db = t.database.db;
  const clientA = await createCompany(db, { role: ROLE.CLIENT, name: "Alfa Clienti Srl" });
  const clientB = await createCompany(db, { role: ROLE.CLIENT, name: "Beta Clienti Srl" });
  const supplierS = await createCompany(db, { role: ROLE.SUPPLIER, name: "Esse Fornitori Srl" });
  const supplierT = await createCompany(db, { role: ROLE.SUPPLIER, name: "Ti Fornitori Srl" });
  await db
    .update(company)
    .set({ createdAt: at("2026-01-02T08:00:00Z") })
    .where(eq(company.id, clientA.id));
  await db
    .update(company)
    .set({ createdAt: at("2025-12-01T08:00:00Z") })
    .where(eq(company.id, clientB.id));

  const [n1] = await db
    .insert(need)
    .values({
      companyId: clientA.id,
      type: "tm",
      title: "Core banking",
      status: "published",
      publishedAt: at("2026-01-05T09:00:00Z"),
    })
    .returning();
  const needId = must(n1, "need").id;
  const [p1, p2] = await db
    .insert(position)
    .values([
      { needId, title: "Java", status: "published", publishedAt: at("2026-01-05T10:00:00Z") },
      { needId, title: "Kotlin", status: "published", publishedAt: at("2026-01-12T10:00:00Z") },
    ])
    .returning();
  const base = { needId, kind: "tm", clientCompanyId: clientA.id };
  const [q1] = await db
    .insert(quote)
    .values([
      {
        ...base,
        positionId: must(p1, "p1").id,
        supplierCompanyId: supplierS.id,
        status: "accepted",
        createdAt: at("2026-01-05T12:00:00Z"),
        decidedAt: at("2026-01-07T10:00:00Z"),
      },
      {
        ...base,
        positionId: must(p1, "p1").id,
        supplierCompanyId: supplierT.id,
        status: "rejected",
        createdAt: at("2026-01-06T20:00:00Z"),
        decidedAt: at("2026-01-08T10:00:00Z"),
      },
      {
        ...base,
        positionId: must(p2, "p2").id,
        supplierCompanyId: supplierS.id,
        status: "sent",
        createdAt: at("2026-01-14T10:00:00Z"),
      },
    ])
    .returning();
  const [prof] = await db
    .insert(profile)
    .values({
      companyId: supplierS.id,
      kind: "employee",
      firstname: "Ada",
      lastname: "Neri",
      title: "Dev",
      seniority: "senior",
    })
    .returning();
  const profileId = must(prof, "profile").id;
  const request = { profileId, supplierCompanyId: supplierS.id, clientCompanyId: clientA.id };
  await db.insert(availabilityRequest).values([
    {
      ...request,
      status: "available",
      createdAt: at("2026-01-10T09:00:00Z"),
      answeredAt: at("2026-01-10T15:00:00Z"),
    },
    { ...request, createdAt: at("2026-01-11T09:00:00Z") },
  ]);
  await db.insert(collaboration).values({
    clientCompanyId: clientA.id,
    supplierCompanyId: supplierS.id,
    profileId,
    profileName: "Ada Neri – Dev",
    needId,
    quoteId: must(q1, "q1").id,
    createdAt: at("2026-01-08T09:00:00Z"),
  });
  await db.insert(openAccessToken).values(
    ["a", "b", "c"].map((k) => ({
      tokenHash: k.repeat(64),
      entry: "profile_available",
      caller: "test",
      createdAt: at("2026-01-01T10:00:00Z"),
      expiresAt: at("2026-01-02T10:00:00Z"),
    })),
  );
  await db.insert(invoice).values({
    number: `T-${clientA.id}`,
    companyId: clientA.id,
    description: "Business plan",
    amountCents: 100_000,
    discountCents: 10_000,
    periodStart: "2026-01-20",
    periodEnd: "2027-01-19",
    createdAt: at("2026-01-20T10:00:00Z"),
  });
  await db.insert(creditLedger).values([
    { companyId: clientA.id, delta: 10, reason: "grant", createdAt: at("2026-01-02T10:00:00Z") },
    { companyId: clientA.id, delta: -1, reason: "spend", createdAt: at("2026-01-10T10:00:00Z") },
    { companyId: clientA.id, delta: -1, reason: "spend", createdAt: at("2026-01-20T10:00:00Z") },
  ]);
  const daily = { versionProduct: 2 };
  await db.insert(analyticsDaily).values([
    { ...daily, day: "2026-01-03", name: "sign_up", roleLabel: "Cliente", utmSource: "google", events: 2 },
    { ...daily, day: "2026-01-04", name: "sign_up", roleLabel: "Fornitore", events: 1 },
    { ...daily, day: "2026-01-04", name: "sign_up", roleLabel: "Cliente", staff: true, events: 4 },
    {
      ...daily,
      day: "2026-01-05",
      name: "sign_up",
      roleLabel: "Cliente",
      brandId: 7,
      utmSource: "fair",
      events: 1,
    },
    {
      ...daily,
      day: "2026-01-06",
      name: "position_detail",
      companyId: clientA.id,
      roleLabel: "Cliente",
      events: 7,
    },
  ]);
  await db.insert(analyticsTermDaily).values([
    { day: "2026-01-03", kind: "search", term: "kotlin", count: 5 },
    { day: "2026-01-03", kind: "search", term: "rust", count: 3 },
    { day: "2026-01-03", kind: "search_no_result", term: "cobol", count: 2 },
    { day: "2026-01-04", kind: "search_no_result", term: "rust", count: 1 },
    { day: "2026-01-04", kind: "search_no_result", term: "fortran", count: 9, staff: true },
    { day: "2026-01-03", kind: "tech_asked", term: "Java", count: 4 },
    { day: "2026-01-03", kind: "tech_offered", term: "Java", count: 6 },
    { day: "2026-01-03", kind: "tech_offered", term: "Python", count: 2 },
  ]);
  return { clientA, clientB, supplierS, supplierT, positions: [must(p1, "p1"), must(p2, "p2")] };
}
