import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pageDescription } from "../../db/schema/index.ts";

export type PageDescriptionRow = typeof pageDescription.$inferSelect;

/** Every page-help record, by page and language (the back office's list). */
export async function listAllPageDescriptions(db: DbOrTx): Promise<PageDescriptionRow[]> {
  return db
    .select()
    .from(pageDescription)
    .orderBy(asc(pageDescription.namePage), asc(pageDescription.language));
}

/** The records of one page (one per language it has). */
export async function pageDescriptionsOf(db: DbOrTx, namePage: string): Promise<PageDescriptionRow[]> {
  return db.select().from(pageDescription).where(eq(pageDescription.namePage, namePage));
}

/** Writes one language version of a page's help (creating it when the page lacks that language). */
export async function savePageDescription(
  db: DbOrTx,
  values: Omit<typeof pageDescription.$inferInsert, "id">,
): Promise<PageDescriptionRow | undefined> {
  const { namePage: _page, language: _language, ...set } = values;
  const [row] = await db
    .insert(pageDescription)
    .values(values)
    .onConflictDoUpdate({ target: [pageDescription.namePage, pageDescription.language], set })
    .returning();
  return row;
}
