import type { FieldError, ServiceContent } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findCategory } from "./queries/categories.ts";
import { ownedFileIds } from "./queries/files.ts";
import { completedCollaborationIds, knownSectorIds, knownTechnologyIds } from "./queries/references.ts";

/**
 * The references of a service's content must exist: its category, technologies and sectors (the lookups), and
 * each case study's collaboration must be a completed one of this company, each brochure a file of this company.
 * Each miss is a 400 naming the field. A category staff disabled is refused unless the service already holds it
 * (`heldCategoryIds`: the live and working category of the
 * service being edited: it may keep them).
 */
export async function checkReferences(
  db: DbOrTx,
  companyId: number,
  content: ServiceContent,
  heldCategoryIds: readonly (number | null | undefined)[] = [],
): Promise<void> {
  const errors: FieldError[] = [];
  const miss = (field: string, code: FieldError["code"]) => errors.push({ field, code, message: "" });
  const category = await findCategory(db, content.category_id);
  if (!category) miss("category_id", "services.unknown_category");
  else if (!category.enabled && !heldCategoryIds.includes(category.id))
    miss("category_id", "services.category_disabled");
  const technologies = new Set(await knownTechnologyIds(db, content.technology_ids));
  if (content.technology_ids.some((id) => !technologies.has(id)))
    miss("technology_ids", "services.unknown_technology");
  const sectorIds = [
    ...new Set([
      ...content.sector_ids,
      ...content.case_studies.flatMap((c) => (c.client_sector_id === null ? [] : [c.client_sector_id])),
    ]),
  ];
  const sectors = new Set(await knownSectorIds(db, sectorIds));
  if (content.sector_ids.some((id) => !sectors.has(id))) miss("sector_ids", "services.unknown_sector");
  const collaborationIds = content.case_studies.flatMap((c) =>
    c.collaboration_id === null ? [] : [c.collaboration_id],
  );
  const completed = new Set(await completedCollaborationIds(db, companyId, collaborationIds));
  content.case_studies.forEach((c, i) => {
    if (c.client_sector_id !== null && !sectors.has(c.client_sector_id))
      miss(`case_studies.${i}.client_sector_id`, "services.unknown_sector");
    if (c.collaboration_id !== null && !completed.has(c.collaboration_id))
      miss(`case_studies.${i}.collaboration_id`, "services.unknown_collaboration");
  });
  const owned = new Set(
    await ownedFileIds(
      db,
      companyId,
      content.attachments.map((a) => a.file_id),
    ),
  );
  content.attachments.forEach((a, i) => {
    if (!owned.has(a.file_id)) miss(`attachments.${i}.file_id`, "services.unknown_file");
  });
  if (errors.length) throw new AppError("validation.failed", { fieldErrors: errors });
}
