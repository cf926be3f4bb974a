import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, companySector, jobSector } from "../../../db/schema/index.ts";

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  return row;
}

/** The company's sectors with both names, by sector id. */
export async function sectorsOfCompany(db: DbOrTx, companyId: number) {
  return db
    .select({ id: jobSector.id, nameIt: jobSector.nameIt, nameEn: jobSector.nameEn })
    .from(companySector)
    .innerJoin(jobSector, eq(jobSector.id, companySector.sectorId))
    .where(eq(companySector.companyId, companyId))
    .orderBy(asc(jobSector.id));
}

/** The job sectors offered in forms (enabled), in the staff's order. */
export async function allJobSectors(db: DbOrTx) {
  return db
    .select()
    .from(jobSector)
    .where(eq(jobSector.enabled, true))
    .orderBy(asc(jobSector.sort), asc(jobSector.id));
}

export async function jobSectorIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: jobSector.id }).from(jobSector);
  return rows.map((s) => s.id);
}

export type CompanyProfileChanges = Partial<
  Pick<
    typeof company.$inferInsert,
    | "name"
    | "city"
    | "website"
    | "description"
    | "numberEmployeesId"
    | "revenueId"
    | "howDoYouKnowId"
    | "profiled"
  >
>;

export async function updateCompanyRow(db: DbOrTx, companyId: number, changes: CompanyProfileChanges) {
  await db.update(company).set(changes).where(eq(company.id, companyId));
}

/** The company's sectors become exactly these. */
export async function replaceCompanySectors(db: DbOrTx, companyId: number, sectorIds: number[]) {
  await db.delete(companySector).where(eq(companySector.companyId, companyId));
  await db.insert(companySector).values(sectorIds.map((sectorId) => ({ companyId, sectorId })));
}

export async function findCompanyLogoKey(db: DbOrTx, companyId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ key: company.logoKey }).from(company).where(eq(company.id, companyId));
  return row?.key;
}

export async function setCompanyLogoKey(db: DbOrTx, companyId: number, key: string) {
  await db.update(company).set({ logoKey: key }).where(eq(company.id, companyId));
}
