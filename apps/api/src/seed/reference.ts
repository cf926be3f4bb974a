import { DEFAULT_BRAND_COLORS } from "@mkt/contracts";
import type { Db } from "../db/client.ts";
import { brand, encodedValue, jobSector } from "../db/schema/index.ts";
import { seedPageDescriptions } from "../modules/general/index.ts";
import { backfillPlaceIds, seedPlaces } from "../modules/places/index.ts";
import { seedPlans } from "../modules/plans/index.ts";
import { seedSpokenLanguages } from "../modules/reference-data/index.ts";
import { seedProductCategories } from "../modules/services/index.ts";
import { seedTaxonomy } from "../modules/taxonomy/index.ts";
import { DEFAULT_LOGO_SVG, ENCODED_VALUES, JOB_SECTORS, TECHNOLOGIES } from "./reference-data.ts";

/** Inserts the reference data every database needs; safe to run at every start and by several instances. */
export async function seedReference(db: Db): Promise<void> {
  const values = Object.entries(ENCODED_VALUES).flatMap(([listName, entries]) =>
    entries.map(([code, labelIt, labelEn], sort) => ({ listName, code, labelIt, labelEn, sort })),
  );
  await db.insert(encodedValue).values(values).onConflictDoNothing();
  await db
    .insert(jobSector)
    .values(JOB_SECTORS.map(([code, nameIt, nameEn]) => ({ code, nameIt, nameEn })))
    .onConflictDoNothing();
  // The skills taxonomy (issue 19); the original 88 entries first, so a fresh database numbers them as before.
  await seedTaxonomy(
    db,
    TECHNOLOGIES.map(([name]) => name),
  );
  await db
    .insert(brand)
    .values({ name: "Marketplace", isDefault: true, colors: DEFAULT_BRAND_COLORS, logoSvg: DEFAULT_LOGO_SVG })
    .onConflictDoNothing();
  await seedSpokenLanguages(db);
  await seedPageDescriptions(db);
  await seedPlans(db);
  await seedProductCategories(db);
  // Italian places (issue 22), then the cities written before they existed resolved to them.
  await seedPlaces(db);
  await backfillPlaceIds(db);
}
