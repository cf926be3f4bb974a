import type { Technology } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { isAmbiguousSpelling } from "./context.ts";
import {
  aliasRows,
  mergeTargets,
  offeredOfCategory,
  offeredTechnologyRows,
  technologiesBySpelling,
} from "./queries.ts";
import { loadTaxonomy } from "./taxonomy.ts";

async function aliasesById(db: DbOrTx) {
  const byId = new Map<number, string[]>();
  for (const a of await aliasRows(db)) {
    const list = byId.get(a.technologyId);
    if (list) list.push(a.alias);
    else byId.set(a.technologyId, [a.alias]);
  }
  return byId;
}

/**
 * The technology lookup (GET technologies, open/getTechOpen): enabled entries not merged into another, by name,
 * with their labels and aliases so that a picker finds "k8s" as Kubernetes. Null labels and empty alias lists are
 * left out to keep the ~2,300-entry answer small. With `includeDisabled` (GET technologies) the switched-off and
 * merged entries come too, flagged `enabled: false`: screens that map a stored id to its name still find it,
 * pickers leave them out (web `filterTechnologies`).
 */
export async function listOfferedTechnologies(
  db: DbOrTx,
  options: { includeDisabled?: boolean } = {},
): Promise<Technology[]> {
  const [rows, aliases] = await Promise.all([
    offeredTechnologyRows(db, options.includeDisabled ?? false),
    aliasesById(db),
  ]);
  return rows.map((r) => {
    const list = aliases.get(r.id);
    return {
      id: r.id,
      name: r.name,
      category: r.category,
      ...(r.labelIt ? { label_it: r.labelIt } : {}),
      ...(r.labelEn ? { label_en: r.labelEn } : {}),
      ...(list ? { aliases: list } : {}),
      ...(r.enabled ? {} : { enabled: false }),
    };
  });
}

/** Names flagged in the data (`context: true`, ordinary words) and the data's context aliases ("Rails", "Glue"). */
const FLAGGED = new Set(
  loadTaxonomy().flatMap((e) => [
    ...(e.needsContext ? [e.name.toLowerCase()] : []),
    ...e.contextAliases.map((a) => a.toLowerCase()),
  ]),
);

/**
 * Whether the CV parser must see this name or alias in a skills context before reading it (see context.ts): also
 * an alias staff added in the back office that is a short or ordinary word.
 */
export function technologyNeedsContext(spelling: string): boolean {
  return FLAGGED.has(spelling.trim().toLowerCase()) || isAmbiguousSpelling(spelling);
}

/**
 * The names of those ids that are offered entries (enabled, not merged into another) of the category: what a
 * form may link to (a profile's certifications: category `certification`).
 */
export async function offeredTechnologyNames(
  db: DbOrTx,
  ids: readonly number[],
  category: string,
): Promise<Map<number, string>> {
  const rows = await offeredOfCategory(db, [...new Set(ids)], category);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Technology names received as text (a CV draft, an import) → the canonical entry's id, by name or alias,
 * case-insensitive, following merges to the entry that replaced a merged one. Unknown names are absent; with
 * `category`, so are names whose canonical entry is not an offered (enabled) entry of that category.
 */
export async function resolveTechnologyNames(
  db: DbOrTx,
  names: readonly string[],
  options: { category?: string } = {},
): Promise<Map<string, number>> {
  const keyOf = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
  const keys = [...new Set(names.map(keyOf).filter(Boolean))];
  const found = await technologiesBySpelling(db, keys);
  const target = new Map<number, number | null>(found.map((f) => [f.id, f.mergedIntoId]));
  // Follow merge chains (a merged entry points at its replacement, which may itself have been merged later).
  for (let hop = 0; hop < 5; hop++) {
    const unknown = [...target.values()].filter((t): t is number => t !== null && !target.has(t));
    if (unknown.length === 0) break;
    for (const m of await mergeTargets(db, unknown)) target.set(m.id, m.mergedIntoId);
  }
  const canonical = (id: number): number => {
    let current = id;
    for (let hop = 0; hop < 5; hop++) {
      const next = target.get(current);
      if (next === null || next === undefined) return current;
      current = next;
    }
    return current;
  };
  const byKey = new Map<string, number>();
  for (const f of found) if (!byKey.has(f.key)) byKey.set(f.key, canonical(f.id));
  const out = new Map<string, number>();
  for (const name of names) {
    const id = byKey.get(keyOf(name));
    if (id !== undefined) out.set(name, id);
  }
  if (options.category === undefined) return out;
  const offered = await offeredTechnologyNames(db, [...out.values()], options.category);
  for (const [name, id] of out) if (!offered.has(id)) out.delete(name);
  return out;
}
