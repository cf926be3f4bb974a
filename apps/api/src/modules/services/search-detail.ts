import type { CatalogueService, Language, ServiceDeliveryModel, ServicePriceKind } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { withFavourite } from "./favourite-flags.ts";
import { readAttachments } from "./mappers.ts";
import { technologyNames } from "./queries/search.ts";
import { categoryNames, findListedService } from "./queries/search-detail.ts";
import { sectorNames } from "./queries/search-facets.ts";
import { pick, ratingOf } from "./search-catalogue.ts";

type StoredCaseStudy = { title?: unknown; outcome?: unknown; client_sector_id?: unknown };

/**
 * The public detail of a listed service (published, approved, company not blocked) for clients: 404
 * `services.not_found` otherwise, so unlisted services are never revealed.
 */
export async function readCatalogueService(
  db: Db,
  id: number,
  language: Language,
  favouritesOf: number | null = null,
): Promise<CatalogueService> {
  const row = await findListedService(db, id);
  if (!row) throw new AppError("services.not_found");
  const caseStudies = (row.caseStudies as StoredCaseStudy[]).filter(
    (c): c is { title: string; outcome: string; client_sector_id?: unknown } =>
      typeof c?.title === "string" && typeof c.outcome === "string",
  );
  const sectorIds = [
    ...new Set([
      ...row.sectorIds,
      ...caseStudies.flatMap((c) => (typeof c.client_sector_id === "number" ? [c.client_sector_id] : [])),
    ]),
  ];
  const [techNames, sectors, parents] = await Promise.all([
    technologyNames(db, row.technologyIds),
    sectorNames(db, sectorIds),
    categoryNames(db, row.categoryParentId ? [row.categoryParentId] : []),
  ]);
  const sectorName = new Map(sectors.map((s) => [s.id, pick(language, s.nameIt, s.nameEn)]));
  const parent = parents[0];
  return withFavourite(db, favouritesOf, {
    id: row.id,
    title: pick(language, row.titleIt, row.titleEn),
    description: pick(language, row.descriptionIt, row.descriptionEn),
    category:
      row.categoryId === null || row.categoryIt === null
        ? null
        : {
            id: row.categoryId,
            name: pick(language, row.categoryIt, row.categoryEn),
            parent: parent ? pick(language, parent.nameIt, parent.nameEn) : null,
          },
    delivery_model: row.deliveryModel as ServiceDeliveryModel,
    price_kind: row.priceKind as ServicePriceKind,
    price_min: row.priceMin,
    price_max: row.priceMax,
    ...ratingOf(row),
    duration_min_days: row.durationMinDays,
    duration_max_days: row.durationMaxDays,
    technologies: row.technologyIds.flatMap((tid) => {
      const name = techNames.get(tid);
      return name === undefined ? [] : [{ id: tid, name }];
    }),
    sectors: row.sectorIds.flatMap((sid) => {
      const name = sectorName.get(sid);
      return name === undefined ? [] : [{ id: sid, name }];
    }),
    deliverables: row.deliverables,
    case_studies: caseStudies.map((c) => ({
      title: c.title,
      outcome: c.outcome,
      client_sector:
        typeof c.client_sector_id === "number" ? (sectorName.get(c.client_sector_id) ?? null) : null,
    })),
    supplier: {
      company_id: row.companyId,
      name: row.companyName,
      city: row.companyCity,
      country: row.companyCountry,
      website: row.companyWebsite,
      description: row.companyDescription,
    },
    attachments: readAttachments(row.attachments),
    approved_at: row.approvedAt?.toISOString() ?? null,
  });
}
