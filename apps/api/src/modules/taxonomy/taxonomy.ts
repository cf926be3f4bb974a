import { readFileSync } from "node:fs";
import { TECHNOLOGY_CATEGORIES, type TechnologyCategory } from "@mkt/contracts";
import { z } from "zod";
import { isAmbiguousSpelling } from "./context.ts";

/** One entry of the skills taxonomy as the seed writes it (technology + technology_alias). */
export type TaxonomyEntry = {
  name: string;
  category: TechnologyCategory;
  labelIt: string | null;
  labelEn: string | null;
  aliases: string[];
  /** The CV parser reads this name only in a skills context (see context.ts). */
  needsContext: boolean;
  /**
   * Aliases that are ordinary words ("Rails", "Glue", "Oracle"), or every alias of an entry flagged `context: true`:
   * stored and resolved like the other aliases (also listed in `aliases`), but the CV parser reads them only in a
   * skills context.
   */
  contextAliases: string[];
};

const text = z.string().trim().min(1).max(80);
const rawEntrySchema = z.union([
  text,
  z
    .object({
      name: text,
      category: z.enum(TECHNOLOGY_CATEGORIES).optional(),
      label_it: text.optional(),
      label_en: text.optional(),
      aliases: z.array(text).optional(),
      /** Aliases that are ordinary words: allowed, but read by the CV parser only in a skills context. */
      context_aliases: z.array(text).optional(),
      context: z.literal(true).optional(),
      /** The generated Linguist entry this one replaces under a better name (that name becomes an alias). */
      linguist: text.optional(),
    })
    .strict(),
]);
const fileSchema = z
  .object({
    $comment: z.string().optional(),
    category: z.enum(TECHNOLOGY_CATEGORIES),
    entries: z.array(rawEntrySchema),
  })
  .strict();

export type TaxonomyFile = z.infer<typeof fileSchema>;

/** The curated files, in the order their entries are listed; languages.generated.json comes under them. */
export const CURATED_FILES = [
  "languages.json",
  "frameworks.json",
  "libraries.json",
  "databases.json",
  "cloud.json",
  "devops.json",
  "data-ai.json",
  "erp-crm.json",
  "testing.json",
  "security.json",
  "methodology.json",
  "design.json",
  "os.json",
  "networking.json",
  "mobile.json",
  "tools.json",
  "certifications.json",
] as const;
export const GENERATED_FILE = "languages.generated.json";

export function readTaxonomyFile(file: string): TaxonomyFile {
  const raw: unknown = JSON.parse(readFileSync(new URL(`./catalogue/${file}`, import.meta.url), "utf8"));
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`taxonomy data ${file}: ${parsed.error.message}`);
  return parsed.data;
}

type Draft = TaxonomyEntry & {
  curatedAliases: string[];
  curatedContextAliases: string[];
  generatedAliases: string[];
  flagged: boolean;
};

const lower = (s: string) => s.toLowerCase();

/**
 * Merges the curated files with the generated one. Curated data must be clean (each breach is a problem, the tests
 * fail on any): unique names, labels only where they differ from the name, aliases unique across the taxonomy,
 * never another entry's name, never an ambiguous word unless listed as a context alias (`context_aliases`: the CV
 * parser reads it only in a skills context). A generated entry of the same name (or named by `linguist`)
 * is merged under the curated one; a generated alias that breaks a rule is dropped.
 */
export function buildTaxonomy(curated: readonly TaxonomyFile[], generated: TaxonomyFile) {
  const problems: string[] = [];
  const byName = new Map<string, Draft>();
  const byLinguist = new Map<string, Draft>();
  for (const file of curated) {
    for (const raw of file.entries) {
      const e = typeof raw === "string" ? { name: raw } : raw;
      if (byName.has(lower(e.name))) {
        problems.push(`duplicate name "${e.name}"`);
        continue;
      }
      for (const [label, value] of [
        ["label_it", e.label_it],
        ["label_en", e.label_en],
      ] as const)
        if (value === e.name) problems.push(`"${e.name}": ${label} equals the name (leave it out)`);
      const draft: Draft = {
        name: e.name,
        category: e.category ?? file.category,
        labelIt: e.label_it ?? null,
        labelEn: e.label_en ?? null,
        aliases: [],
        needsContext: false,
        contextAliases: [],
        curatedAliases: e.aliases ?? [],
        curatedContextAliases: e.context_aliases ?? [],
        generatedAliases: [],
        flagged: e.context === true,
      };
      byName.set(lower(e.name), draft);
      if (e.linguist) byLinguist.set(lower(e.linguist), draft);
    }
  }
  for (const raw of generated.entries) {
    const g = typeof raw === "string" ? { name: raw, aliases: [] } : raw;
    const target = byName.get(lower(g.name)) ?? byLinguist.get(lower(g.name));
    const aliases = g.aliases ?? [];
    if (target) target.generatedAliases.push(...(target.name === g.name ? [] : [g.name]), ...aliases);
    else
      byName.set(lower(g.name), {
        name: g.name,
        category: generated.category,
        labelIt: null,
        labelEn: null,
        aliases: [],
        needsContext: false,
        contextAliases: [],
        curatedAliases: [],
        curatedContextAliases: [],
        generatedAliases: aliases,
        flagged: false,
      });
  }
  for (const name of byLinguist.keys())
    if (!generated.entries.some((g) => lower(typeof g === "string" ? g : g.name) === name))
      problems.push(`linguist "${name}" is not in ${GENERATED_FILE}`);

  const taken = new Map<string, string>();
  const accept = (d: Draft, alias: string, curatedAlias: boolean, contextAlias = false) => {
    const key = lower(alias);
    const clash =
      key === lower(d.name)
        ? "is the entry's own name"
        : byName.has(key)
          ? `is the name of "${byName.get(key)?.name}"`
          : taken.has(key)
            ? `is already an alias of "${taken.get(key)}"`
            : isAmbiguousSpelling(alias) && alias.length > 2 && !contextAlias
              ? "is an ordinary word (context-words.json): it cannot be an alias"
              : null;
    if (clash === null) {
      taken.set(key, d.name);
      d.aliases.push(alias);
      if (contextAlias) d.contextAliases.push(alias);
    } else if (curatedAlias) problems.push(`alias "${alias}" of "${d.name}" ${clash}`);
  };
  const drafts = [...byName.values()];
  for (const d of drafts) for (const a of d.curatedAliases) accept(d, a, true);
  for (const d of drafts) for (const a of d.curatedContextAliases) accept(d, a, true, true);
  for (const d of drafts) for (const a of d.generatedAliases) accept(d, a, false);

  const entries: TaxonomyEntry[] = drafts.map((d) => ({
    name: d.name,
    category: d.category,
    labelIt: d.labelIt,
    labelEn: d.labelEn,
    aliases: d.aliases,
    needsContext: d.flagged || isAmbiguousSpelling(d.name),
    // An entry flagged `context: true` (GDPR, the soft skills) needs context in every spelling.
    contextAliases: d.flagged ? [...d.aliases] : d.contextAliases,
  }));
  return { entries, problems };
}

let cached: TaxonomyEntry[] | undefined;

/** The whole taxonomy from the data files (read once); throws on a data problem, which the unit tests catch first. */
export function loadTaxonomy(): TaxonomyEntry[] {
  if (cached) return cached;
  const { entries, problems } = buildTaxonomy(
    CURATED_FILES.map(readTaxonomyFile),
    readTaxonomyFile(GENERATED_FILE),
  );
  if (problems.length) throw new Error(`skills taxonomy data: ${problems.join("; ")}`);
  cached = entries;
  return entries;
}
