import type { Db } from "../../db/client.ts";
import {
  aliasKeys,
  insertAliases,
  insertTechnologies,
  taxonomyFingerprint,
  technologyRows,
  updateTechnology,
} from "./queries.ts";
import { loadTaxonomy, type TaxonomyEntry } from "./taxonomy.ts";

/**
 * Writes the skills taxonomy (catalogue/*.json) into technology and technology_alias, idempotently and in batches:
 * an entry is matched by lower(name), so existing rows keep their ids; new entries are inserted, changed
 * category or labels updated, missing aliases added. Nothing is deleted, and what staff manage is left alone:
 * enabled, merged_into_id, aliases they added. `first` lists names to insert first, in that order (the catalogue's
 * original entries, so that a fresh database numbers them as before).
 */
export async function seedTaxonomy(db: Db, first: readonly string[] = []): Promise<void> {
  if (await taxonomyUnchangedSinceSeed(db)) return;
  const order = new Map(first.map((name, i) => [name.toLowerCase(), i]));
  const entries = [...loadTaxonomy()].sort(
    (a, b) =>
      (order.get(a.name.toLowerCase()) ?? order.size) - (order.get(b.name.toLowerCase()) ?? order.size),
  );
  const existing = new Map((await technologyRows(db)).map((r) => [r.name.toLowerCase(), r]));
  const missing = entries.filter((e) => !existing.has(e.name.toLowerCase()));
  const changed = entries.filter((e) => {
    const row = existing.get(e.name.toLowerCase());
    return row && (row.category !== e.category || row.labelIt !== e.labelIt || row.labelEn !== e.labelEn);
  });
  if (missing.length) await insertTechnologies(db, missing.map(fields));
  if (changed.length)
    await db.transaction(async (tx) => {
      for (const e of changed) {
        const row = existing.get(e.name.toLowerCase());
        if (row)
          await updateTechnology(tx, row.id, {
            category: e.category,
            labelIt: e.labelIt,
            labelEn: e.labelEn,
          });
      }
    });

  const ids = new Map(
    (missing.length ? await technologyRows(db) : [...existing.values()]).map((r) => [
      r.name.toLowerCase(),
      r.id,
    ]),
  );
  const held = await aliasKeys(db);
  const aliases = entries.flatMap((e) => {
    const technologyId = ids.get(e.name.toLowerCase());
    if (technologyId === undefined) return [];
    return e.aliases
      .filter((alias) => !held.has(alias.toLowerCase()) && !ids.has(alias.toLowerCase()))
      .map((alias) => ({ technologyId, alias }));
  });
  if (aliases.length) await insertAliases(db, aliases);
  seeded.set(db, await taxonomyFingerprint(db));
}

/** The tables' digest right after this process last seeded them, per database handle. */
const seeded = new WeakMap<Db, string>();

/**
 * Whether the taxonomy tables are exactly as this process's last seed left them: then seeding again is a no-op, and
 * a test reset may keep them instead of truncating and rewriting 4,000+ rows (apps/api/src/test/database.ts).
 */
export async function taxonomyUnchangedSinceSeed(db: Db): Promise<boolean> {
  const digest = seeded.get(db);
  return digest !== undefined && digest === (await taxonomyFingerprint(db));
}

function fields(e: TaxonomyEntry) {
  return { name: e.name, category: e.category, labelIt: e.labelIt, labelEn: e.labelEn };
}
