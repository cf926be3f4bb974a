import { eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { profile } from "../../db/schema/index.ts";
import { intArray, textArray } from "../../db/sql-arrays.ts";
import { containsPattern } from "../../db/sql-like.ts";
import type { SearchTerm } from "./search-word-queries.ts";

/**
 * The search box's SQL (words as people type them): where each term of the word may be found, the word as a whole,
 * which terms no profile has, the vocabulary a typing error is corrected against, and the relevance of a match.
 * queries.ts puts them in the talent search's statements.
 */

/** The text the search box matches: the same expression as the trigram index profile_search_trgm_idx. */
const searchText = sql`lower(${profile.firstname} || ' ' || ${profile.lastname} || ' ' || ${profile.title})`;
/**
 * Technologies whose name contains one of the words, or with one of them as an alias: a search for "kubernetes" (or
 * "k8s", issue 19's taxonomy) finds Kubernetes skills too; a term's translations are words of it
 * (search-word-queries.ts skillWords).
 */
const techOfWords = (words: readonly string[]) =>
  sql`(SELECT coalesce(array_agg(id), '{}'::int[]) FROM (
    SELECT id FROM technology WHERE lower(name) LIKE ANY(${textArray(words.map((w) => containsPattern(w.toLowerCase())))})
    UNION SELECT technology_id FROM technology_alias WHERE lower(alias) = ANY(${textArray(words.map((w) => w.trim().toLowerCase()))})) AS matched)`;

/** A skill of the profile named by one of the words. */
const hasTechOf = (...words: string[]) => sql`${profile.technologyIds} && ${techOfWords(words)}`;

/** A term in the words of name and title: a prefix (or a translation's), or for short terms a substring. */
const inTitle = (term: SearchTerm) =>
  term.tsquery
    ? sql`${profile.searchTsv} @@ to_tsquery('simple', ${term.tsquery})`
    : sql`${searchText} LIKE ${containsPattern(term.text)}`;

/**
 * Profiles living or working on site at one of the places: by the typed name (city, localities) or, for names
 * that are places, within the commuting radius (the municipality ids).
 */
export function onSiteAt(names: readonly string[], placeIds: readonly number[]): SQL {
  const byName = sql`lower(${profile.city}) = ANY(${textArray(names)}) OR EXISTS (SELECT 1 FROM unnest(${profile.localities}) loc WHERE lower(loc) = ANY(${textArray(names)}))`;
  const ids = [...new Set(placeIds)];
  const near = ids.length
    ? sql` OR ${profile.placeId} = ANY(${intArray(ids)}) OR ${profile.localityPlaceIds} && ${intArray(ids)}`
    : sql``;
  return sql`(${byName}${near})`;
}

/** The places one term of the word may be found in (search-word-queries.ts). */
function termAlternatives(term: SearchTerm): SQL[] {
  const alternatives = [inTitle(term), hasTechOf(...term.skillWords)];
  if (term.seniority) alternatives.push(eq(profile.seniority, term.seniority));
  if (term.kind) alternatives.push(eq(profile.kind, term.kind));
  if (term.remote) alternatives.push(eq(profile.remote, true));
  if (term.places) alternatives.push(onSiteAt([term.text], term.places));
  return alternatives;
}

function termCondition(term: SearchTerm): SQL {
  return sql`(${sql.join(termAlternatives(term), sql` OR `)})`;
}

/**
 * The search box: every term found somewhere in the profile ("sviluppatore java milano": a developer, with Java,
 * near Milano), or the whole word naming one of its skills ("ci/cd", "spring boot").
 */
export function wordCondition(word: string, terms: readonly SearchTerm[]): SQL {
  if (terms.length === 0)
    return sql`(${searchText} LIKE ${containsPattern(word.toLowerCase())} OR ${hasTechOf(word)})`;
  const all = sql.join(terms.map(termCondition), sql` AND `);
  return terms.length === 1 ? all : sql`((${all}) OR ${hasTechOf(word)})`;
}

/**
 * The phrases a typing error is corrected against (search-word-queries.ts correctionVocabulary): the skills' names
 * and aliases, and the 5,000 most frequent titles of searchable profiles.
 */
export async function vocabularyPhrases(db: DbOrTx, searchable: SQL): Promise<string[]> {
  const rows = resultRows<{ phrase: string }>(
    await db.execute(sql`SELECT name AS phrase FROM technology
      UNION SELECT alias FROM technology_alias
      UNION SELECT title FROM (SELECT ${profile.title} AS title FROM ${profile} WHERE ${searchable}
        GROUP BY ${profile.title} ORDER BY count(*) DESC LIMIT 5000) titles`),
  );
  return rows.map((row) => row.phrase);
}

/** The terms no searchable profile has anywhere (one indexed lookup each, stopping at the first profile found). */
export async function termsFoundNowhere(
  db: DbOrTx,
  terms: readonly SearchTerm[],
  searchable: SQL,
): Promise<SearchTerm[]> {
  if (terms.length === 0) return [];
  // One EXISTS per place a term may be in, each answered from its own index. For an EXISTS it expects to end at
  // once, PostgreSQL would rather walk the table (or the published index): for a word nobody has it read all
  // 100,000 profiles (135–170 ms). Sequential and plain index scans are off for this statement, so each alternative
  // is a bitmap of its own index: nothing at once for a word nobody has (9 ms), one bitmap for a common one (20 ms).
  const exists = (term: SearchTerm) =>
    sql.join(
      termAlternatives(term).map(
        (alternative) => sql`EXISTS (SELECT 1 FROM ${profile} WHERE ${searchable} AND ${alternative})`,
      ),
      sql` OR `,
    );
  const statement = sql`SELECT ${sql.join(
    terms.map((term, i) => sql`(${exists(term)}) AS ${sql.raw(`t${i}`)}`),
    sql`, `,
  )}`;
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return resultRows<Record<string, boolean>>(await tx.execute(statement));
  });
  return terms.filter((_, i) => row?.[`t${i}`] !== true);
}

/**
 * Relevance: trigram similarity of the word to name and title, plus 0.5 when the summary contains it, plus for each
 * term its share of 1 when the title has it and of 1 when it names one of the profile's skills (a "Kubernetes
 * Engineer" with Kubernetes before a developer with Kubernetes among the skills). (A fuzzy word_similarity over the
 * summaries cost a third of the search.)
 */
export function relevance(searchWord: string, terms: readonly SearchTerm[]): SQL {
  const word = searchWord.toLowerCase();
  const shares = terms.length
    ? sql.join(
        terms.map((t) => sql`(${inTitle(t)})::int + (${hasTechOf(...t.skillWords)})::int`),
        sql` + `,
      )
    : sql`(${hasTechOf(searchWord)})::int`;
  return sql`(similarity(${searchText}, ${word}) + 0.5 * (strpos(lower(coalesce(${profile.summary}, '')), ${word}) > 0)::int
    + (${shares})::float / ${Math.max(1, terms.length)})`;
}
