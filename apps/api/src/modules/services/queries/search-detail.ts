import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { company, productCategory, service } from "../../../db/schema/index.ts";
import { listed } from "./search.ts";

/** A listed service (published, approved, company not blocked) with its supplier and category; undefined if not. */
export async function findListedService(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: service.id,
      titleIt: service.titleIt,
      titleEn: service.titleEn,
      descriptionIt: service.descriptionIt,
      descriptionEn: service.descriptionEn,
      categoryId: service.categoryId,
      categoryIt: productCategory.nameIt,
      categoryEn: productCategory.nameEn,
      categoryParentId: productCategory.parentId,
      deliveryModel: service.deliveryModel,
      priceKind: service.priceKind,
      priceMin: service.priceMin,
      priceMax: service.priceMax,
      ratingAvg: service.ratingAvg,
      ratingCount: service.ratingCount,
      durationMinDays: service.durationMinDays,
      durationMaxDays: service.durationMaxDays,
      technologyIds: service.technologyIds,
      sectorIds: service.sectorIds,
      deliverables: service.deliverables,
      caseStudies: service.caseStudies,
      attachments: service.attachments,
      approvedAt: service.approvedAt,
      companyId: company.id,
      companyName: company.name,
      companyCity: company.city,
      companyCountry: company.country,
      companyWebsite: company.website,
      companyDescription: company.description,
    })
    .from(service)
    .innerJoin(company, eq(company.id, service.companyId))
    .leftJoin(productCategory, eq(productCategory.id, service.categoryId))
    .where(and(eq(service.id, id), ...listed));
  return row;
}
export type ListedServiceRow = NonNullable<Awaited<ReturnType<typeof findListedService>>>;

/** Names of these categories in both languages (the parent of a category, one statement). */
export function categoryNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: productCategory.id, nameIt: productCategory.nameIt, nameEn: productCategory.nameEn })
    .from(productCategory)
    .where(inArray(productCategory.id, ids));
}
