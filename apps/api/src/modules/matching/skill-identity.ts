import type { SkillIdentity } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { loadTaxonomy } from "../taxonomy/index.ts";
import {
  technologiesNamedLikeAliases,
  technologyIdentityDigest,
  technologyKeys,
} from "./identity-queries.ts";

/**
 * The skill identity of the database (contracts skill-identity.ts): which stored technology ids stand for another
 * entry of the taxonomy. Every writer stores canonical ids (the pickers and the CV parser resolve aliases), so only
 * two kinds of ids need it: a merged entry's id written after the merge (a CV draft parsed before it, an old
 * client) and a legacy row named like an alias of another entry (created before issue 19: the taxonomy seed then
 * skips that alias, so "K8s" stayed an entry of its own beside Kubernetes). Matching reads both sides through it
 * rather than rewriting other modules' rows; docs/matching.md.
 */

/** The taxonomy's aliases, lower case → the lower-case name of the entry they stand for (catalogue/*.json). */
let catalogueAliases: Map<string, string> | undefined;
function aliasesOfCatalogue(): Map<string, string> {
  catalogueAliases ??= new Map(
    loadTaxonomy().flatMap((e) => e.aliases.map((a) => [a.toLowerCase(), e.name.toLowerCase()] as const)),
  );
  return catalogueAliases;
}

/** Builds the identity from the technology rows, the catalogue's aliases and the alias table. */
export function buildSkillIdentity(
  rows: { id: number; key: string; mergedIntoId: number | null }[],
  namedLikeAliases: { id: number; technologyId: number }[],
  aliases: ReadonlyMap<string, string> = aliasesOfCatalogue(),
): SkillIdentity {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const direct = new Map<number, number>();
  for (const r of rows)
    if (r.mergedIntoId !== null && r.mergedIntoId !== r.id) direct.set(r.id, r.mergedIntoId);
  const legacy = (id: number, target: number) => {
    if (id !== target && !direct.has(id)) direct.set(id, target);
  };
  for (const r of rows) {
    const entry = r.mergedIntoId === null ? aliases.get(r.key) : undefined;
    const target = entry === undefined ? undefined : byKey.get(entry);
    if (target) legacy(r.id, target.id);
  }
  for (const n of namedLikeAliases) legacy(n.id, n.technologyId);
  // Follow chains (a merge into an entry that was merged later, a legacy row of a merged entry); a cycle stops.
  const identity = new Map<number, number>();
  for (const id of direct.keys()) {
    let current = id;
    const seen = new Set([id]);
    for (let next = direct.get(current); next !== undefined && !seen.has(next); next = direct.get(current)) {
      seen.add(next);
      current = next;
    }
    if (current !== id) identity.set(id, current);
  }
  return identity;
}

const held = new WeakMap<object, { digest: string; identity: SkillIdentity }>();

/** The database's skill identity, rebuilt only when the technologies or aliases changed (one aggregate otherwise). */
export async function skillIdentity(db: DbOrTx): Promise<SkillIdentity> {
  const digest = await technologyIdentityDigest(db);
  const cached = held.get(db);
  if (cached?.digest === digest) return cached.identity;
  const [rows, named] = await Promise.all([technologyKeys(db), technologiesNamedLikeAliases(db)]);
  const identity = buildSkillIdentity(rows, named);
  held.set(db, { digest, identity });
  return identity;
}
