import { type ProfileKind, type ProfileSeniority, SENIORITIES } from "@mkt/contracts";
import { distance } from "fastest-levenshtein";

/**
 * The talent search box read as people type it (real searches): several words, in Italian or English,
 * mixing a role, skills, a seniority and a city — "sviluppatore java milano", "devops kubernetes", "PM senior".
 * Each term must be found somewhere in the profile (AND across terms), each in any of: a word of the name or title
 * (a prefix, or one of the term's translations), a skill, the seniority, the kind of profile, working remotely,
 * the place it names. Words that name nothing ("di", "with", "esperienza", "5 anni") are left out.
 */
export type SearchTerm = {
  /** The term as typed, lower case ("milano", "c#", "reggio emilia"). */
  text: string;
  /** Prefix query over name and title words for to_tsquery('simple'), translations included; null when the
   * term is too short to be a prefix once its symbols are gone ("c#", "c++"): a substring match then. */
  tsquery: string | null;
  /** The seniority the term names ("senior", "junior"), if any. */
  seniority: ProfileSeniority | null;
  /** The kind of profile the term names ("freelance", "studente"), if any. */
  kind: ProfileKind | null;
  /** The term asks for remote work ("remoto", "remote"). */
  remote: boolean;
  /** Municipality ids within commuting distance of the place the term names, if it names one. */
  places: readonly number[] | null;
  /** The words a skill's name may contain for this term: the term and its one-word translations that are not
   * roles ("microservizi" → microservices; not "sviluppatore" → developer, which names tools). */
  skillWords: readonly string[];
};

/** What a term finds besides itself: each alternative is a list of words all found in the title. */
const TRANSLATIONS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  sviluppatore: [["developer"], ["programmer"]],
  sviluppatrice: [["developer"], ["programmer"]],
  sviluppatori: [["developer"], ["programmer"]],
  programmatore: [["programmer"], ["developer"]],
  programmatrice: [["programmer"], ["developer"]],
  developer: [["sviluppatore"], ["programmatore"]],
  programmer: [["programmatore"], ["developer"]],
  ingegnere: [["engineer"]],
  engineer: [["ingegnere"]],
  architetto: [["architect"]],
  architect: [["architetto"]],
  analista: [["analyst"]],
  analyst: [["analista"]],
  consulente: [["consultant"]],
  consultant: [["consulente"]],
  sistemista: [["system", "administrator"], ["sysadmin"], ["systems", "engineer"]],
  sysadmin: [["system", "administrator"], ["sistemista"]],
  progettista: [["designer"]],
  designer: [["progettista"]],
  amministratore: [["administrator"]],
  administrator: [["amministratore"]],
  specialista: [["specialist"]],
  specialist: [["specialista"]],
  tecnico: [["technician"], ["technical"]],
  responsabile: [["manager"], ["lead"], ["head"]],
  capo: [["lead"], ["head"], ["manager"]],
  collaudatore: [["tester"], ["qa"]],
  tester: [["collaudatore"], ["qa"]],
  dati: [["data"]],
  sicurezza: [["security"]],
  reti: [["network"]],
  rete: [["network"]],
  pm: [["project", "manager"]],
  po: [["product", "owner"]],
  ba: [["business", "analyst"]],
  qa: [["quality", "assurance"], ["test"]],
  ml: [["machine", "learning"]],
  ai: [["artificial", "intelligence"]],
  dba: [["database", "administrator"]],
  funzionale: [["functional"]],
  // Compounds written together or apart ("Full Stack Developer", "Front-End Developer").
  fullstack: [["full", "stack"]],
  frontend: [["front", "end"]],
  backend: [["back", "end"]],
  helpdesk: [["help", "desk"]],
  microservizi: [["microservices"]],
  sviluppo: [["development"], ["developer"]],
  programmazione: [["programming"], ["developer"]],
  gestione: [["management"], ["manager"]],
  progetto: [["project"]],
  progetti: [["project"]],
  sistemi: [["systems"]],
  sistema: [["system"]],
  supporto: [["support"]],
  assistenza: [["support"]],
  collaudo: [["testing"], ["test"], ["qa"]],
  qualità: [["quality"]],
  applicazioni: [["applications"], ["app"]],
  intelligenza: [["intelligence"]],
  artificiale: [["artificial"]],
  grafico: [["graphic"]],
  commerciale: [["sales"]],
  vendite: [["sales"]],
};

/** Translations that name a role, not a skill: a tool's name may contain them ("SQL Developer"). */
const ROLE_WORDS = new Set([
  "developer",
  "programmer",
  "engineer",
  "architect",
  "analyst",
  "consultant",
  "manager",
  "lead",
  "head",
  "specialist",
  "designer",
  "technician",
  "administrator",
  "sviluppatore",
  "programmatore",
  "ingegnere",
  "architetto",
  "analista",
  "consulente",
  "specialista",
  "progettista",
  "amministratore",
  "collaudatore",
]);

const SENIORITY_WORDS: Readonly<Record<string, ProfileSeniority>> = {
  ...Object.fromEntries(SENIORITIES.map((s) => [s, s])),
  mid: "middle",
};

const KIND_WORDS: Readonly<Record<string, ProfileKind>> = {
  freelance: "freelancer",
  freelancer: "freelancer",
  studente: "student",
  studentessa: "student",
  student: "student",
  dipendente: "employee",
  employee: "employee",
};

const REMOTE_WORDS = new Set(["remoto", "remota", "remote", "smartworking"]);

/**
 * Italian and English words that name no skill, role or place: articles and prepositions, and the words people
 * write around what they look for ("cerco sviluppatore con esperienza in java").
 */
const STOPWORDS = new Set([
  "cerco",
  "cerchiamo",
  "cercasi",
  "looking",
  "esperienza",
  "esperienze",
  "experience",
  "experienced",
  "anni",
  "anno",
  "years",
  "year",
  "conoscenza",
  "conoscenze",
  "knowledge",
  "competenze",
  "competenza",
  "skills",
  "skill",
  "figura",
  "profilo",
  "profili",
  "profile",
  "profiles",
  "risorsa",
  "risorse",
  "candidato",
  "candidati",
  "candidate",
  // "Esperto di cybersecurity" is a specialist, not the expert seniority.
  "esperto",
  "esperta",
  "esperti",
  "di",
  "del",
  "della",
  "dei",
  "degli",
  "delle",
  "da",
  "con",
  "e",
  "ed",
  "o",
  "in",
  "per",
  "su",
  "il",
  "lo",
  "la",
  "i",
  "gli",
  "le",
  "un",
  "uno",
  "una",
  "a",
  "al",
  "alla",
  "alle",
  "allo",
  "ai",
  "agli",
  "nel",
  "nella",
  "nelle",
  "nello",
  "nei",
  "negli",
  "sul",
  "sulla",
  "sui",
  "dal",
  "dalla",
  "dai",
  "col",
  "into",
  "from",
  "and",
  "or",
  "with",
  "of",
  "for",
  "the",
  "an",
  "on",
  "at",
  "to",
]);

/** The separators of the search box. No backtracking: one character class. */
const SEPARATORS = /[\s,;:!?()[\]{}"'`/\\|<>=*&^%$@~]+/u;
const LETTERS_OR_DIGITS = /[^\p{L}\p{N}]/gu;
/** A place name is at most three words ("San Donato Milanese"); shorter than three letters is a plate or a word. */
const PLACE_WORDS_MAX = 3;
const PLACE_LETTERS_MIN = 3;
/** At most this many terms are read: a pasted paragraph must not become a query of hundreds of conditions. */
export const SEARCH_TERMS_MAX = 8;

/** Whether a term is long enough to be a prefix once its symbols are gone ("c#" is not). */
const isPrefix = (term: string) => term.replace(LETTERS_OR_DIGITS, "").length >= 2;
/** "5", "10+" (years, as in "5 anni"): not "365" (Dynamics 365). */
const SHORT_NUMBER = /^\d{1,2}\+?$/;
const ignored = (term: string) => STOPWORDS.has(term) || SHORT_NUMBER.test(term);

function termOf(text: string): SearchTerm {
  return {
    text,
    tsquery: tsqueryOf(text),
    seniority: SENIORITY_WORDS[text] ?? null,
    kind: KIND_WORDS[text] ?? null,
    remote: REMOTE_WORDS.has(text),
    places: null,
    skillWords: [
      text,
      ...(TRANSLATIONS[text] ?? []).flatMap((words) =>
        words.length === 1 && words[0] && !ROLE_WORDS.has(words[0]) ? [words[0]] : [],
      ),
    ],
  };
}

function tsqueryOf(term: string): string | null {
  if (!isPrefix(term)) return null;
  const alternatives = [
    `'${term}':*`,
    ...(TRANSLATIONS[term] ?? []).map((words) =>
      words.length === 1 ? `'${words[0]}':*` : `(${words.map((w) => `'${w}':*`).join(" & ")})`,
    ),
  ];
  return alternatives.length === 1 ? (alternatives[0] ?? null) : `(${alternatives.join(" | ")})`;
}

/**
 * The terms of a search word. `placeIds` names the municipalities near a place, or null when the text names none
 * (places/resolve.ts placeIdsNear); the longest run of up to three words naming a place is one term
 * ("reggio emilia"), read before stop words go ("la spezia").
 */
export function searchTerms(
  word: string,
  placeIds: (text: string) => readonly number[] | null,
): SearchTerm[] {
  const words = word
    .toLowerCase()
    .split(SEPARATORS)
    .filter(Boolean)
    .slice(0, 4 * SEARCH_TERMS_MAX);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length && terms.length < SEARCH_TERMS_MAX; ) {
    let place: { text: string; ids: readonly number[]; length: number } | null = null;
    for (let n = Math.min(PLACE_WORDS_MAX, words.length - i); n >= 1 && !place; n -= 1) {
      const text = words.slice(i, i + n).join(" ");
      if (n === 1 && (ignored(text) || text.length < PLACE_LETTERS_MIN)) continue;
      const ids = placeIds(text);
      if (ids) place = { text, ids, length: n };
    }
    if (place) {
      // A place of several words is found in a title as written ("reggio emilia"), not word by word.
      terms.push({
        ...termOf(place.text),
        ...(place.length > 1 ? { tsquery: null } : {}),
        places: place.ids,
      });
      i += place.length;
      continue;
    }
    const text = words[i] ?? "";
    i += 1;
    if (!ignored(text)) terms.push(termOf(text));
  }
  // Only words that name nothing ("in", "la"): they are what was asked for.
  if (terms.length === 0) return words.slice(0, SEARCH_TERMS_MAX).map(termOf);
  return terms;
}

/**
 * The words a typing error may be corrected to: the words of the given phrases (skills, aliases, profile titles) and
 * the translations' words, lower case, four letters or more, each once; not words that name nothing ("with").
 */
export function correctionVocabulary(phrases: readonly string[]): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if (word.length >= 4 && /\p{L}/u.test(word) && !ignored(word)) words.add(word);
  };
  for (const phrase of phrases) for (const word of phrase.toLowerCase().split(SEPARATORS)) add(word);
  for (const [word, alternatives] of Object.entries(TRANSLATIONS)) {
    add(word);
    for (const alternative of alternatives) for (const w of alternative) add(w);
  }
  return [...words];
}

/** Edits a typed term may be away from the word it meant: none under five letters (too many near words). */
const editsAllowed = (length: number) => (length < 5 ? 0 : length < 7 ? 1 : 2);

/**
 * The vocabulary word a term most likely meant ("develper" → "developer", "kubernets" → "kubernetes"), or null
 * (a word of the vocabulary itself, or none near enough): fewest edits (Levenshtein, fastest-levenshtein) within
 * the term's allowance; on a tie the one that starts like the term, then the first in the vocabulary.
 */
export function closestWord(term: string, vocabulary: readonly string[]): string | null {
  const allowed = editsAllowed(term.length);
  // A known word nobody has ("kotlin") is not a typing error.
  if (allowed === 0 || vocabulary.includes(term)) return null;
  let best: { word: string; edits: number; sameStart: boolean } | null = null;
  for (const word of vocabulary) {
    if (Math.abs(word.length - term.length) > allowed) continue;
    const edits = distance(term, word);
    if (edits > allowed) continue;
    const sameStart = word[0] === term[0];
    if (!best || edits < best.edits || (edits === best.edits && sameStart && !best.sameStart))
      best = { word, edits, sameStart };
  }
  return best?.word ?? null;
}

/**
 * The search word as one to_tsquery text, for a search over one text column (the services catalogue): every term
 * a quoted prefix or one of its translations, words that name nothing left out ("sviluppo di app" →
 * ('sviluppo':* | 'development':* | 'developer':*) & 'app':*). Terms are quoted, so to_tsquery reads them with the
 * column's 'simple' parser and no symbol of the word is an operator. Null when a term is too short to be a prefix
 * once its symbols are gone ("c#", "c++": a substring match instead) or when nothing is left.
 */
export function wordTsquery(word: string): string | null {
  return (
    prefixTerms(word)
      ?.map((term) => term.tsquery)
      .join(" & ") ?? null
  );
}

/** The word's terms when each is a prefix query (wordTsquery joins them); null otherwise, as there. */
export function prefixTerms(word: string): Array<SearchTerm & { tsquery: string }> | null {
  const terms = searchTerms(word, () => null);
  const prefixes = terms.flatMap((term) =>
    term.tsquery === null ? [] : [{ ...term, tsquery: term.tsquery }],
  );
  return prefixes.length > 0 && prefixes.length === terms.length ? prefixes : null;
}
