import type { FieldError } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { offeredTechnologyNames, resolveTechnologyNames } from "../taxonomy/index.ts";

/** The taxonomy category whose entries a profile's certifications link to (docs/skills-taxonomy.md). */
export const CERTIFICATION_CATEGORY = "certification";

type Linkable = { name: string; technology_id?: number | null };
export type Linked<T extends Linkable> = Omit<T, "technology_id"> & { technology_id: number | null };

/**
 * Links a profile's certifications to the taxonomy (issue 17 item 3). A given technology_id must be an enabled
 * entry of category certification (else a field error at `fieldOf(index)`); without one, the typed name is
 * resolved through the taxonomy's names and aliases (resolveTechnologyNames, following merges) and linked when it
 * is one. A linked certification stores the entry's own name, so every reader of `name` shows the canonical one
 * and renames and merges keep it in step; text the taxonomy does not know stays as typed, unlinked.
 */
export async function linkCertifications<T extends Linkable>(
  db: DbOrTx,
  items: readonly T[],
  fieldOf: (index: number) => string,
): Promise<{ items: Linked<T>[]; errors: FieldError[] }> {
  if (items.length === 0) return { items: [], errors: [] };
  const typed = items.filter((c) => !c.technology_id).map((c) => c.name);
  const resolved = typed.length
    ? await resolveTechnologyNames(db, typed, { category: CERTIFICATION_CATEGORY })
    : new Map<string, number>();
  const ids = items.map((c) => c.technology_id || resolved.get(c.name) || 0).filter((id) => id > 0);
  const names = await offeredTechnologyNames(db, ids, CERTIFICATION_CATEGORY);
  const errors: FieldError[] = [];
  const linked = items.map((c, index): Linked<T> => {
    const given = c.technology_id || null;
    if (given !== null && !names.has(given))
      errors.push({ field: fieldOf(index), code: "validation.certification_unknown", message: "" });
    const id = given ?? resolved.get(c.name) ?? null;
    const name = id === null ? undefined : names.get(id);
    return name === undefined ? { ...c, technology_id: null } : { ...c, name, technology_id: id };
  });
  return { items: linked, errors };
}

/** One certification (the section screen's body): linked as above, or a validation error on technology_id. */
export async function linkCertification<T extends Linkable>(db: DbOrTx, item: T): Promise<Linked<T>> {
  const { items, errors } = await linkCertifications(db, [item], () => "technology_id");
  const [linked] = items;
  if (errors.length || !linked) throw new AppError("validation.failed", { fieldErrors: errors });
  return linked;
}
