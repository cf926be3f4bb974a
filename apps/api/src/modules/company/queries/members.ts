import type { OnboardingStep } from "@mkt/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { appUser, company, service } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

// Subqueries name the outer row "company"."id" in full: Drizzle writes a column in a select list unqualified, which
// inside a subquery would resolve to the inner table's column of the same name.
/** A member company's onboarding steps as SQL booleans (contracts ONBOARDING_STEPS, in that order). */
const STEP_SQL: Record<OnboardingStep, SQL<boolean>> = {
  profile_completed: sql<boolean>`"company"."profiled"`,
  documents_sent: sql<boolean>`("company"."doc_status" in (1, 2, 3))`,
  approved: sql<boolean>`("company"."doc_status" = 2)`,
  first_activity: sql<boolean>`(case when "company"."type" = 'client'
    then exists (select 1 from need n where n.company_id = "company"."id" and n.status <> 'directed')
    else exists (select 1 from profile p where p.company_id = "company"."id")
      or exists (select 1 from service s where s.company_id = "company"."id") end)`,
};
const STEP_ORDER: OnboardingStep[] = ["profile_completed", "documents_sent", "approved", "first_activity"];

/** Companies whose first missing step is `step` (every earlier one reached); "done": every step reached. */
function nextStepIs(step: OnboardingStep | "done"): SQL {
  const index = step === "done" ? STEP_ORDER.length : STEP_ORDER.indexOf(step);
  const reached = STEP_ORDER.slice(0, index).map((s) => STEP_SQL[s]);
  const missing = step === "done" ? [] : [sql`not ${STEP_SQL[step]}`];
  return and(...reached, ...missing) ?? sql`true`;
}

export type MemberFilter = {
  adminCompanyId: number;
  search?: string | undefined;
  type?: string | undefined;
  nextStep?: OnboardingStep | "done" | undefined;
};

function conditions(filter: MemberFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(company.adminCompanyId, filter.adminCompanyId)];
  if (filter.type) where.push(eq(company.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    where.push(sql`(lower(${company.name}) like ${pattern} or lower(${company.vatNumber}) like ${pattern})`);
  }
  if (filter.nextStep) where.push(nextStepIs(filter.nextStep));
  return and(...where);
}

const memberColumns = {
  id: company.id,
  name: company.name,
  type: company.type,
  vatNumber: company.vatNumber,
  city: company.city,
  website: company.website,
  country: company.country,
  docStatus: company.docStatus,
  createdAt: company.createdAt,
  users: sql<number>`(select count(*)::int from app_user u where u.company_id = "company"."id")`,
  profileCompleted: STEP_SQL.profile_completed,
  documentsSent: STEP_SQL.documents_sent,
  approved: STEP_SQL.approved,
  firstActivity: STEP_SQL.first_activity,
};
export type MemberRow = {
  id: number;
  name: string;
  type: string;
  vatNumber: string;
  city: string | null;
  website: string | null;
  country: string;
  docStatus: number;
  createdAt: Date;
  users: number;
  profileCompleted: boolean;
  documentsSent: boolean;
  approved: boolean;
  firstActivity: boolean;
};

/** One page of an organisation's member companies with their onboarding steps, and the total for the filter. */
export async function listMemberRows(
  db: DbOrTx,
  filter: MemberFilter,
  sort: { by: "created" | "name"; order: "asc" | "desc" },
  window: { limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = conditions(filter);
  const direction = sort.order === "asc" ? asc : desc;
  const rows = await db
    .select(memberColumns)
    .from(company)
    .where(where)
    .orderBy(
      direction(sort.by === "name" ? sql`lower(${company.name})` : company.createdAt),
      direction(company.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(company).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One member company of the organisation, or undefined (unknown, or another organisation's). */
export async function findMemberRow(
  db: DbOrTx,
  adminCompanyId: number,
  companyId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(company)
    .where(and(eq(company.id, companyId), eq(company.adminCompanyId, adminCompanyId)));
  return row;
}

/** How much the member company did: its profiles, needs (not quote requests) and services. */
export async function memberActivity(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      profiles: sql<number>`(select count(*)::int from profile p where p.company_id = "company"."id")`,
      needs: sql<number>`(select count(*)::int from need n where n.company_id = "company"."id" and n.status <> 'directed')`,
      services: sql<number>`(select count(*)::int from service s where s.company_id = "company"."id")`,
    })
    .from(company)
    .where(eq(company.id, companyId));
  return row ?? { profiles: 0, needs: 0, services: 0 };
}

/** The §9 counters of an organisation: member companies, their services waiting for review and approved ones. */
export async function memberCounters(db: DbOrTx, adminCompanyId: number) {
  const [companies] = await db
    .select({ n: count() })
    .from(company)
    .where(eq(company.adminCompanyId, adminCompanyId));
  const [services] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${service.status} = 'submitted')::int`,
      approved: sql<number>`count(*) filter (where ${service.approvedRevisionId} is not null)::int`,
    })
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .where(eq(company.adminCompanyId, adminCompanyId));
  return {
    companies: companies?.n ?? 0,
    services_pending: services?.pending ?? 0,
    services_approved: services?.approved ?? 0,
  };
}

/** Whether the company belongs to the organisation. */
export async function isMemberOf(db: DbOrTx, adminCompanyId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.id, companyId), eq(company.adminCompanyId, adminCompanyId)));
  return row !== undefined;
}

/** Creates a member company (documentation missing, with its deadline) and its owner without a password. */
export async function insertMemberCompanyWithOwner(
  tx: DbOrTx,
  values: {
    company: Omit<typeof company.$inferInsert, "id">;
    owner: { roleId: number; firstname: string; lastname: string; email: string; language: string };
  },
): Promise<{ companyId: number; ownerUserId: number } | undefined> {
  const [created] = await tx.insert(company).values(values.company).returning({ id: company.id });
  if (!created) return undefined;
  const [owner] = await tx
    .insert(appUser)
    .values({ ...values.owner, companyId: created.id })
    .returning({ id: appUser.id });
  return owner ? { companyId: created.id, ownerUserId: owner.id } : undefined;
}

/** Whether a company already uses this VAT key. */
export async function isVatKeyUsed(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.vatKey, key));
  return row !== undefined;
}

/** Whether the company is a Company Administrator organisation (type company_admin). */
export async function isCompanyAdminOrganisation(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.id, companyId), eq(company.type, "company_admin")));
  return row !== undefined;
}
