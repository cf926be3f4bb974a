import type { Db } from "../../db/client.ts";
import { PAGE_DESCRIPTIONS } from "./page-description-texts.ts";
import { PAGE_TUTORIALS } from "./page-tutorial-texts.ts";
import { listPageDescriptionsIn, upsertPageDescriptions } from "./queries.ts";

/** Page-help records (§3): language 1 Italian, 2 English. */
export async function listPageDescriptions(db: Db, language: "it" | "en") {
  const rows = await listPageDescriptionsIn(db, language);
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
  await upsertPageDescriptions(db, values);
}
