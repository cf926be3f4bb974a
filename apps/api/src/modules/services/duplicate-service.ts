import { SERVICE_LIMITS, type ServiceContent, type ServiceDetail } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { type ServiceManager, visibleService } from "./access.ts";
import { liveContent, readContent } from "./mappers.ts";
import { getService } from "./read-service.ts";
import { createServiceDraft } from "./transitions.ts";

/** The title with the copy's suffix, the title shortened so that both fit the limit. */
export function copyTitle(title: string, suffix: string): string {
  const room = SERVICE_LIMITS.titleMax - suffix.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${suffix}`;
}

/**
 * A new draft service of the same company from this one's working content (or its live content): titles get
 * " (copia)" / " (copy)". Nothing of the original changes.
 */
export async function duplicateService(db: Db, manager: ServiceManager, id: number): Promise<ServiceDetail> {
  const newId = await db.transaction(async (tx) => {
    const row = await visibleService(tx, manager, id);
    const source: ServiceContent | null =
      row.service.workingRevisionId !== null && row.working
        ? readContent(row.working.content)
        : liveContent(row.service);
    if (!source) throw new Error(`duplicate service ${id}: neither working nor live content`);
    const content = {
      ...source,
      title_it: copyTitle(source.title_it, " (copia)"),
      title_en: copyTitle(source.title_en, " (copy)"),
    };
    return createServiceDraft(tx, { companyId: manager.companyId, userId: manager.userId, content });
  });
  return getService(db, manager, newId);
}
