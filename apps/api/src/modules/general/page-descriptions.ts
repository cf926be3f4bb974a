import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageDescription } from "../../db/schema.ts";
import { PAGE_DESCRIPTIONS } from "../../seed/page-descriptions.ts";

/** Page-help records (§3): language 1 Italian, 2 English. */
export async function listPageDescriptions(db: Db, language: "it" | "en") {
  const rows = await db
    .select()
    .from(pageDescription)
    .where(eq(pageDescription.language, language))
    .orderBy(asc(pageDescription.namePage));
  return rows.map((r) => ({
    name_page: r.namePage,
    path: r.path,
    language: r.language === "it" ? 1 : 2,
    title: r.title,
    description: r.description,
    has_tutorial: r.hasTutorial,
  }));
}

export async function seedPageDescriptions(db: Db): Promise<void> {
  const values = PAGE_DESCRIPTIONS.flatMap(([namePage, path, it, en]) => [
    { namePage, path, language: "it", ...it },
    { namePage, path, language: "en", ...en },
  ]);
  await db.insert(pageDescription).values(values).onConflictDoNothing();
}
