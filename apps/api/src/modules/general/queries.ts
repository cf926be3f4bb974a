import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, brand, encodedValue, pageDescription, tutorialPage } from "../../db/schema/index.ts";

/** Every brand, the default first. */
export async function listBrands(db: DbOrTx) {
  return db.select().from(brand).orderBy(desc(brand.isDefault), asc(brand.id));
}

/** A brand's logo, if the brand exists. */
export async function findBrandLogo(db: DbOrTx, brandId: number) {
  const [row] = await db.select({ svg: brand.logoSvg }).from(brand).where(eq(brand.id, brandId));
  return row?.svg;
}

/** Every lookup-list value offered in forms (enabled: staff switch values off in the back office), by list and order. */
export async function listEncodedValues(db: DbOrTx) {
  return db
    .select()
    .from(encodedValue)
    .where(eq(encodedValue.enabled, true))
    .orderBy(asc(encodedValue.listName), asc(encodedValue.sort), asc(encodedValue.id));
}

/** The product version the user chose, if the user exists. */
export async function findUserVersionProduct(db: DbOrTx, userId: number) {
  const [row] = await db.select({ v: appUser.versionProduct }).from(appUser).where(eq(appUser.id, userId));
  return row;
}

export async function setUserVersionProduct(db: DbOrTx, userId: number, typeVersion: number) {
  await db.update(appUser).set({ versionProduct: typeVersion }).where(eq(appUser.id, userId));
}

/** Replaces the user's tutorial record with this id; undefined when the user has none such. */
export async function updateTutorialPage(
  db: DbOrTx,
  userId: number,
  id: number,
  values: { pageId: number; namePage: string; state: number },
) {
  const [row] = await db
    .update(tutorialPage)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tutorialPage.id, id), eq(tutorialPage.userId, userId)))
    .returning();
  return row;
}

/** Adds the user's tutorial record of a page unless the page has one already. */
export async function insertTutorialPageIfMissing(
  db: DbOrTx,
  values: { userId: number; pageId: number; namePage: string; state: number },
) {
  await db.insert(tutorialPage).values(values).onConflictDoNothing();
}

/** The user's tutorial record of a page. */
export async function findTutorialPage(db: DbOrTx, userId: number, pageId: number) {
  const [row] = await db
    .select()
    .from(tutorialPage)
    .where(and(eq(tutorialPage.userId, userId), eq(tutorialPage.pageId, pageId), isNotNull(tutorialPage.id)));
  return row;
}

/** The user's tutorial records, by page. */
export async function listTutorialPagesOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(tutorialPage)
    .where(eq(tutorialPage.userId, userId))
    .orderBy(asc(tutorialPage.pageId));
}

/** The page-help records of one language, by page name. */
export async function listPageDescriptionsIn(db: DbOrTx, language: "it" | "en") {
  return db
    .select()
    .from(pageDescription)
    .where(eq(pageDescription.language, language))
    .orderBy(asc(pageDescription.namePage));
}

/** Adds the missing page-help records; an existing page gets the tutorial only when it has none yet. */
export async function upsertPageDescriptions(db: DbOrTx, values: (typeof pageDescription.$inferInsert)[]) {
  await db
    .insert(pageDescription)
    .values(values)
    .onConflictDoUpdate({
      target: [pageDescription.namePage, pageDescription.language],
      set: { tutorial: sql`excluded.tutorial`, hasTutorial: sql`excluded.has_tutorial` },
      setWhere: isNull(pageDescription.tutorial),
    });
}
