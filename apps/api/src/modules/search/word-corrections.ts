import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { PeriodicRead } from "../../lib/periodic-read.ts";
import { placeIdsNear } from "../places/index.ts";
import { searchableCondition } from "./queries.ts";
import { closestWord, correctionVocabulary, type SearchTerm, searchTerms } from "./search-word-queries.ts";
import { termsFoundNowhere, vocabularyPhrases } from "./word-match-queries.ts";

/** The vocabulary is read again after this long (new skills, new titles); a cache per instance, not state. */
const vocabularyRead = new PeriodicRead<Db, string[]>(10 * 60_000);

function vocabulary(db: Db, searchable: SQL): Promise<string[]> {
  return vocabularyRead.get(db, () => vocabularyPhrases(db, searchable).then(correctionVocabulary));
}

/** Reads the vocabulary again at the next correction (tests that change titles or skills). */
export function forgetCorrectionVocabulary(): void {
  vocabularyRead.forget();
}

/** What a search whose words together found nothing is run with instead. */
export type WordRevision = {
  /** The search word to run: the words found somewhere, typing errors corrected. */
  word: string;
  /** Words found nowhere and not corrected: left out. */
  ignored: string[];
  /** Words found nowhere, read as the vocabulary word they most likely meant (found somewhere). */
  corrected: { typed: string; read: string }[];
};

/**
 * The words of a search that found nothing, revised: each term no searchable profile has anywhere is corrected to
 * the skill or title word it most likely meant when that word is found somewhere ("develper" → "developer"), or
 * left out. Null when every term is found somewhere (the words are right; together they find nothing) or when
 * nothing would be left.
 */
export async function reviseWords(
  db: Db,
  terms: readonly SearchTerm[],
  today: string,
): Promise<WordRevision | null> {
  const searchable = searchableCondition(today);
  const nowhere = await termsFoundNowhere(db, terms, searchable);
  if (nowhere.length === 0) return null;
  const words = await vocabulary(db, searchable);
  // A place nobody is near is not a typing error of another word ("aosta" is not "costa").
  const guesses = nowhere.map((term) => ({ term, read: term.places ? null : closestWord(term.text, words) }));
  // A guess counts only if a profile has it (the vocabulary may name a skill nobody has).
  const guessTerms = guesses.flatMap((g) => (g.read ? searchTerms(g.read, placeIdsNear).slice(0, 1) : []));
  const guessedNowhere = new Set((await termsFoundNowhere(db, guessTerms, searchable)).map((t) => t.text));
  const revision: WordRevision = { word: "", ignored: [], corrected: [] };
  const kept: string[] = [];
  for (const term of terms) {
    const guess = guesses.find((g) => g.term === term);
    if (!guess) kept.push(term.text);
    else if (guess.read && !guessedNowhere.has(guess.read)) {
      kept.push(guess.read);
      revision.corrected.push({ typed: term.text, read: guess.read });
    } else revision.ignored.push(term.text);
  }
  if (kept.length === 0) return null;
  return { ...revision, word: kept.join(" ") };
}
