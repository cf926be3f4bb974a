import type { AdminPageDescription, Language, PageHelpBody } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { writeAuditLog } from "../auth/index.ts";
import {
  listAllPageDescriptions,
  type PageDescriptionRow,
  pageDescriptionsOf,
  savePageDescription,
} from "./page-description-queries.ts";

/** The staff member behind a change, with the staff acting as them if any, and the IP. */
export type PageHelpActor = { userId: number; assumedByUserId: number | null; ip: string };

function textOf(row: PageDescriptionRow | undefined) {
  if (!row) return null;
  return {
    title: row.title,
    description: row.description,
    tutorial_steps: row.hasTutorial && row.tutorial ? row.tutorial.split("\n").filter(Boolean) : [],
  };
}

function group(rows: PageDescriptionRow[]): AdminPageDescription[] {
  const pages = new Map<string, PageDescriptionRow[]>();
  for (const row of rows) pages.set(row.namePage, [...(pages.get(row.namePage) ?? []), row]);
  return [...pages.entries()].map(([namePage, versions]) => ({
    name_page: namePage,
    path: versions[0]?.path ?? "",
    it: textOf(versions.find((v) => v.language === "it")),
    en: textOf(versions.find((v) => v.language === "en")),
  }));
}

/** Every page with help texts, each with its Italian and English version (null: that language is missing). */
export async function listPageHelp(db: Db): Promise<AdminPageDescription[]> {
  return group(await listAllPageDescriptions(db));
}

/**
 * Saves one language version of a page's help (title, description, tutorial steps), creating it when missing.
 * Users see it on their next read of description_pages/list. A page with no tutorial steps keeps an empty
 * tutorial (not null), so the start-up seed does not put the reference steps back. Audited.
 */
export async function savePageHelp(
  db: Db,
  actor: PageHelpActor,
  namePage: string,
  language: Language,
  body: PageHelpBody,
): Promise<AdminPageDescription> {
  return db.transaction(async (tx) => {
    const versions = await pageDescriptionsOf(tx, namePage);
    const any = versions[0];
    if (!any) throw new AppError("config.unknown_page");
    const before = textOf(versions.find((v) => v.language === language));
    await savePageDescription(tx, {
      namePage,
      path: any.path,
      language,
      title: body.title,
      description: body.description,
      hasTutorial: body.tutorial_steps.length > 0,
      tutorial: body.tutorial_steps.join("\n"),
    });
    await writeAuditLog(tx, {
      action: "page_description_changed",
      actor,
      details: { name_page: namePage, language, created: before === null, before, after: body },
    });
    const [page] = group(await pageDescriptionsOf(tx, namePage));
    if (!page) throw new AppError("config.unknown_page");
    return page;
  });
}
