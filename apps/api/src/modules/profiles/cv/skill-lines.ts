import type { SkillMatcher } from "./skills.ts";

/** Separators of the items of a skills list ("/" is not one: "CI/CD", "ETL/ELT" are single items). */
const SEPARATORS = new Set([",", ";", "•", "·", "|", "▪", "◦"]);

function items(text: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const ch of text) {
    if (SEPARATORS.has(ch)) {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

const words = (s: string) => s.split(" ").filter(Boolean);

/**
 * A line that lists skills after an optional category label ("Programming Python, SQL, Java, R, Bash",
 * "Tools: Git, Docker, Linux", "Back-end⇥Java • Oracle"), with the label dropped; null for any other line. A list
 * has at least three short items (the first may carry the label), at least half of them name a technology, and
 * it is not a sentence (it does not end with a full stop): a bullet like "Built pipelines with Scrapy, Requests,
 * and Selenium on EC2." is prose, not a list.
 */
export function skillListLine(line: string, matcher: SkillMatcher): string | null {
  const trimmed = line.trim();
  if (trimmed.endsWith(".")) return null;
  // An explicit label ends at a tab or a colon.
  const marks = [trimmed.indexOf("\t"), trimmed.indexOf(":")].filter((at) => at >= 0);
  const cut = marks.length ? Math.min(...marks) : -1;
  const labelled = cut >= 0 && cut <= 40;
  const list = items(labelled ? trimmed.slice(cut + 1) : trimmed).map((i) => i.replace(/\s+/g, " "));
  if (list.length < 3) return null;
  const [first = "", ...rest] = list;
  if (rest.some((i) => words(i).length > 4) || words(first).length > (labelled ? 4 : 6)) return null;
  // Without a tab or colon the label runs into the first item: keep the longest tail of it that is one
  // technology ("Data Platforms AWS Redshift" → "AWS Redshift"), else the item as it is.
  let head = first;
  if (!labelled) {
    const w = words(first);
    for (let k = w.length; k >= 1; k--) {
      const tail = w.slice(w.length - k).join(" ");
      if (matcher.whole(tail) !== null) {
        head = tail;
        break;
      }
    }
  }
  const kept = [head, ...rest];
  const named = kept.filter((i) => matcher.find(i).length > 0).length;
  return named >= 2 && named * 2 >= kept.length ? kept.join(", ") : null;
}

/**
 * A line shaped like a list ("Domains Insurance, Marketing, Healthcare, Legal"): four or more short items, not a
 * sentence. Beside a skills list such a line belongs to the same block, even when its items are not technologies.
 */
export function listShaped(line: string): boolean {
  const list = items(line.trim());
  return !line.trim().endsWith(".") && list.length >= 4 && list.slice(1).every((i) => words(i).length <= 4);
}

/**
 * For a CV without a skills heading (a document converted from another format often loses its headings): its
 * lines that list skills, labels dropped, when there are at least two of them; else null (then the whole text is
 * read for skills).
 */
export function skillListLines(lines: readonly string[], matcher: SkillMatcher): string[] | null {
  const found = lines.flatMap((l) => {
    const list = skillListLine(l, matcher);
    return list === null ? [] : [list];
  });
  return found.length >= 2 ? found : null;
}

/**
 * The technologies named in running text (a job's description, a CV read whole): its lines that list skills are a
 * skills context; in its other lines a spelling that is a short or ordinary word ("Oracle", "Spring", "Go") counts
 * only for a technology in `known` ("the oracle of the team", "spring 2019" name nothing new).
 */
export function proseSkills(text: string, matcher: SkillMatcher, known: ReadonlySet<number>): number[] {
  const found = new Set<number>();
  for (const line of text.split("\n")) {
    const ids = skillListLine(line, matcher) === null ? matcher.find(line, { known }) : matcher.find(line);
    for (const id of ids) found.add(id);
  }
  return [...found];
}
