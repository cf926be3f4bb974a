/**
 * The reading order of a PDF page from pdf.js text items (positions, widths, font sizes): items on one baseline
 * make a line (a wide gap becomes a tab, so "Company⇥City" and "Role⇥Dates" stay apart), a page in two
 * independent columns is read column by column, and lines repeated at the top or bottom of every page (headers,
 * footers, page numbers) are dropped. Pure functions over plain data: no pdf.js here.
 */

/** A text item: x, y of its baseline's start (PDF units, y upwards), width, font size. */
export type PdfItem = { str: string; x: number; y: number; width: number; size: number };
export type PdfPage = { width: number; height: number; items: PdfItem[] };
type Line = { y: number; x: number; size: number; text: string };

const WHITESPACE = /^\s*$/;

/** Items on one baseline, left to right, as one line of text. */
function joinLine(items: PdfItem[]): Line {
  items.sort((a, b) => a.x - b.x);
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  let size = 0;
  let previousSize = Number.POSITIVE_INFINITY;
  for (const item of items) {
    size = Math.max(size, item.size);
    const gap = item.x - end;
    const em = Math.min(item.size, previousSize);
    if (text && gap > em * 0.9) text += "\t";
    else if (text && gap > em * 0.12 && !text.endsWith(" ") && !item.str.startsWith(" ")) text += " ";
    text += item.str;
    end = Math.max(end, item.x + item.width);
    previousSize = item.size;
  }
  const first = items[0];
  return { y: first?.y ?? 0, x: first?.x ?? 0, size, text: text.replace(/(?<! ) *\t[\t ]*/g, "\t").trim() };
}

/** Items grouped into lines, top to bottom (a baseline within a third of the font size is the same line). */
function lines(items: readonly PdfItem[]): Line[] {
  const sorted = items.filter((i) => !WHITESPACE.test(i.str)).sort((a, b) => b.y - a.y || a.x - b.x);
  const result: Line[] = [];
  let current: PdfItem[] = [];
  let baseline = 0;
  for (const item of sorted) {
    if (current.length && Math.abs(item.y - baseline) > Math.max(2, item.size * 0.35)) {
      result.push(joinLine(current));
      current = [];
    }
    if (!current.length) baseline = item.y;
    current.push(item);
  }
  if (current.length) result.push(joinLine(current));
  return result.filter((l) => l.text);
}

/**
 * The x of the gutter between two columns, or null for a one-column page. A gutter is a vertical strip in the
 * middle 60% of the page that no item crosses (a few full-width lines, such as a header, may), with a fair share
 * of the text on each side, and whose two sides are not rows of one table (label | value, as Europass): in a
 * table most left lines share their baseline with a right line.
 */
export function findGutter(page: PdfPage): number | null {
  const items = page.items.filter((i) => !WHITESPACE.test(i.str) && i.width > 0);
  if (items.length < 20) return null;
  const bins = Math.ceil(page.width / 2);
  const cover = new Array<number>(bins + 1).fill(0);
  for (const i of items) {
    for (let b = Math.max(0, Math.floor(i.x / 2)); b <= Math.min(bins, Math.floor((i.x + i.width) / 2)); b++)
      cover[b] = (cover[b] ?? 0) + 1;
  }
  const tolerance = Math.max(1, Math.floor(items.length * 0.03));
  const runs: { x: number; run: number }[] = [];
  let runStart = -1;
  for (let b = Math.floor(bins * 0.2); b <= Math.ceil(bins * 0.8) + 1; b++) {
    const open = b <= Math.ceil(bins * 0.8) && (cover[b] ?? 0) <= tolerance;
    if (open && runStart < 0) runStart = b;
    if (!open && runStart >= 0) {
      // Bins are 2 units wide: the run's middle is at x = runStart + b.
      if (b - runStart >= 3) runs.push({ x: runStart + b, run: b - runStart });
      runStart = -1;
    }
  }
  // The widest strip that splits the text into two real columns (a ragged right margin is a strip too).
  runs.sort((a, b) => b.run - a.run);
  for (const { x } of runs) if (splitsColumns(items, x)) return x;
  return null;
}

/**
 * A fair share of the text on each side of the gutter, and the sides not rows of one table (label | value, or
 * text | right-aligned dates): in a table most lines of the shorter side share a baseline with a line of the
 * other side; independent columns only do so by chance.
 */
function splitsColumns(items: PdfItem[], gutter: number): boolean {
  const left = items.filter((i) => i.x + i.width <= gutter);
  const right = items.filter((i) => i.x >= gutter);
  const chars = (list: PdfItem[]) => list.reduce((n, i) => n + i.str.length, 0);
  const total = chars(items);
  if (chars(left) < total * 0.04 || chars(right) < total * 0.04) return false;
  const [few, many] = [lines(left), lines(right)].sort((a, b) => a.length - b.length) as [Line[], Line[]];
  if (few.length < 3) return false;
  const rows = few.filter((l) => many.some((m) => Math.abs(m.y - l.y) < 1.5)).length;
  return rows <= few.length * 0.6;
}

/**
 * A page's lines in reading order. With two columns: first the header band (from the top of the page down to the
 * lowest line crossing the gutter in the top 30%, such as a centred name; without one, the few lines above both
 * columns), then the left column, the right column, and last the lines crossing the gutter further down.
 */
export function layoutLines(page: PdfPage): Line[] {
  const gutter = findGutter(page);
  if (gutter === null) return lines(page.items);
  const crossing = (i: PdfItem) => i.x < gutter && i.x + i.width > gutter && !WHITESPACE.test(i.str);
  const headerCrossing = page.items.filter((i) => crossing(i) && i.y > page.height * 0.7);
  let cut = headerCrossing.length
    ? Math.min(...headerCrossing.map((i) => i.y)) - 1
    : Number.POSITIVE_INFINITY;
  if (!headerCrossing.length) {
    const text = page.items.filter((i) => !WHITESPACE.test(i.str) && !crossing(i));
    const top = (side: PdfItem[]) => Math.max(...side.map((i) => i.y));
    const bothStarted = Math.min(
      top(text.filter((i) => i.x + i.width <= gutter)),
      top(text.filter((i) => i.x >= gutter)),
    );
    if (lines(page.items.filter((i) => i.y > bothStarted + 1)).length <= 3) cut = bothStarted + 1;
  }
  const header = page.items.filter((i) => i.y >= cut);
  const body = page.items.filter((i) => i.y < cut);
  const left = body.filter((i) => !crossing(i) && i.x + i.width <= gutter);
  const right = body.filter((i) => !crossing(i) && i.x + i.width > gutter);
  const after = body.filter(crossing);
  return [...lines(header), ...lines(left), ...lines(right), ...lines(after)];
}

export const pageLines = (page: PdfPage): string[] => layoutLines(page).map((l) => l.text);

/** A line with its digits blurred, so "Page 1 of 2" and "Page 2 of 2" are the same running line. */
const shape = (text: string) => text.replace(/\d+/g, "#").toLowerCase();

/**
 * The document's text: each page's lines in reading order, without the lines in the top or bottom tenth of the
 * page that come back on two or more pages (running headers and footers, page numbers).
 */
export function documentText(pages: readonly PdfPage[]): string {
  const laid = pages.map((page) => {
    const margin = page.height * 0.1;
    return layoutLines(page).map((l) => ({ ...l, edge: l.y > page.height - margin || l.y < margin }));
  });
  const seen = new Map<string, number>();
  for (const page of laid)
    for (const e of new Set(page.filter((l) => l.edge).map((l) => shape(l.text))))
      seen.set(e, (seen.get(e) ?? 0) + 1);
  return laid
    .map((page) =>
      page
        .filter((l) => !(l.edge && (seen.get(shape(l.text)) ?? 0) >= 2))
        .map((l) => l.text)
        .join("\n"),
    )
    .join("\n");
}
