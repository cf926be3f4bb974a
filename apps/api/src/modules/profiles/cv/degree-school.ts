/**
 * A degree and its school written in one run, without a tab, dash or comma between them ("Laurea in Informatica
 * Università di Pisa", "Bachelor of Computer Applications Dr. Babasaheb Ambedkar Open University"): where the school's
 * name starts. A word scan, no regular expression.
 */

/** Words that open a school's name when a link word follows ("Università di…", "University of…"). */
const SCHOOL_FIRST = new Set([
  "university",
  "università",
  "universita",
  "politecnico",
  "polytechnic",
  "istituto",
  "institute",
  "college",
  "school",
  "scuola",
  "academy",
  "accademia",
  "ateneo",
]);
const LINKS = new Set(["of", "di", "degli", "della", "del", "dell'", "de", "for", "per"]);
const ARTICLES = new Set(["the", "la", "il", "lo", "l'"]);
/** Titles that open a founder's name, and with it a school's ("Dr. Babasaheb Ambedkar Open University"). */
const TITLES = new Set(["dr.", "st.", "saint", "sant'", "prof."]);
/** Words that join a degree to its school ("MSc in Physics at the University of Bologna"), with the articles. */
const JOINS = new Set(["at", "presso", "from", "-", "–", ","]);

const capitalised = (word: string) => word.charAt(0) !== word.charAt(0).toLowerCase();

/** [degree, school] when the piece holds both, the school opening at a school word with a link or a title. */
export function splitDegreeSchool(piece: string): [degree: string, school: string] | null {
  const words = piece.split(" ").filter(Boolean);
  for (let i = 2; i < words.length - 1; i++) {
    const word = (words[i] ?? "").toLowerCase();
    const next = words[i + 1] ?? "";
    let start = -1;
    if (SCHOOL_FIRST.has(word) && LINKS.has(next.toLowerCase()) && capitalised(words[i] ?? "")) start = i;
    else if (TITLES.has(word) && capitalised(next)) start = i;
    if (start < 2) continue;
    let end = start;
    while (
      end > 1 &&
      (JOINS.has((words[end - 1] ?? "").toLowerCase()) || ARTICLES.has((words[end - 1] ?? "").toLowerCase()))
    )
      end--;
    return [words.slice(0, end).join(" "), words.slice(start).join(" ")];
  }
  return null;
}
