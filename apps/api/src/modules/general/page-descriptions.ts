import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageDescription } from "../../db/schema/index.ts";
import { PAGE_DESCRIPTIONS } from "../../seed/page-descriptions.ts";
import { PAGE_TUTORIALS } from "../../seed/page-tutorials.ts";

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
    tutorial_steps: r.hasTutorial && r.tutorial ? r.tutorial.split("\n").filter(Boolean) : [],
  }));
}

/**
 * Reference content, applied at every start: new pages are added, and a page that has no tutorial yet gets
 * the seeded one (texts staff edited are left alone).
 */
export async function seedPageDescriptions(db: Db): Promise<void> {
  const values = PAGE_DESCRIPTIONS.flatMap(([namePage, path, it, en]) => {
    const steps = PAGE_TUTORIALS[namePage];
    const tutorial = (language: "it" | "en") =>
      steps ? { hasTutorial: true, tutorial: steps[language].join("\n") } : {};
    return [
      { namePage, path, language: "it", ...it, ...tutorial("it") },
      { namePage, path, language: "en", ...en, ...tutorial("en") },
    ];
  });
  await db
    .insert(pageDescription)
    .values(values)
    .onConflictDoUpdate({
      target: [pageDescription.namePage, pageDescription.language],
      set: { tutorial: sql`excluded.tutorial`, hasTutorial: sql`excluded.has_tutorial` },
      setWhere: isNull(pageDescription.tutorial),
    });
}
