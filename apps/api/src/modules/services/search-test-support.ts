import { must, ROLE } from "@mkt/contracts";
import { eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { company, jobSector, productCategory, service, technology } from "../../db/schema/index.ts";
import { createCompany } from "../../test/app.ts";

type Db = Database["db"];

/**
 * The lookups a catalogue fixture uses: a parent category with two children, technologies, sectors. The categories
 * are ERP and CRM (SAP, Salesforce) and IT consulting's first: a search word also finds the services of a category
 * it names, and the fixtures' words (cloud, migration, security…) name none of these.
 */
export async function catalogueLookups(db: Db) {
  const children = await db.select().from(productCategory).where(isNotNull(productCategory.parentId));
  const [parent] = await db.select().from(productCategory).where(eq(productCategory.code, "erp"));
  const [consulting] = await db.select().from(productCategory).where(eq(productCategory.code, "consulting"));
  const parentId = must(parent, "the ERP area").id;
  const siblings = children.filter((c) => c.parentId === parentId);
  const first = must(siblings[0], "a child category");
  const other = must(
    children.find((c) => c.parentId === must(consulting, "the consulting area").id),
    "a child of another parent",
  );
  const tech = await db.select().from(technology).limit(3);
  const sectors = await db.select().from(jobSector).limit(2);
  const tops = await db.select().from(productCategory).where(isNull(productCategory.parentId));
  return {
    parent: must(parent, "the parent category"),
    child: first,
    sibling: must(siblings[1], "a second child of the parent"),
    other,
    tops,
    tech: tech.map((t) => t.id),
    sectors: sectors.map((s) => s.id),
  };
}

/** A supplier company with a city and country. */
export async function supplierCompany(db: Db, name: string, city: string, country = "IT") {
  const row = await createCompany(db, { role: ROLE.SUPPLIER, name });
  await db.update(company).set({ city, country }).where(eq(company.id, row.id));
  return row.id;
}

type ServiceValues = Partial<typeof service.$inferInsert> & { companyId: number; categoryId: number };

/** A service row with live content; listed (published and approved) unless told otherwise. */
export async function insertService(db: Db, values: ServiceValues) {
  const [row] = await db
    .insert(service)
    .values({
      status: "approved",
      published: true,
      approvedRevisionId: 1,
      approvedAt: new Date(),
      titleIt: "Servizio",
      titleEn: "Service",
      descriptionIt: "Descrizione del servizio",
      descriptionEn: "Service description",
      deliveryModel: "fixed_price",
      priceKind: "from",
      priceMin: 1000,
      ...values,
    })
    .returning({ id: service.id });
  return must(row, "the inserted service").id;
}
