/**
 * The text of a DOCX from its WordprocessingML parts, read in document order by a linear scan of the tags (no
 * XML library, no regular expression over the document): paragraphs and table cells become lines, w:tab a tab,
 * text boxes are read where they are anchored (their VML fallback copy is skipped), and the page headers come
 * first (contact details often live there), the footers last.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  let out = "";
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf("&", i);
    // An entity is at most 10 characters: the ";" is looked for only that far (a run of "&" stays linear).
    const near = amp < 0 ? -1 : text.slice(amp, amp + 12).indexOf(";");
    const semi = near < 0 ? -1 : amp + near;
    if (amp < 0 || semi < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const name = text.slice(amp + 1, semi);
    let value = ENTITIES[name];
    if (value === undefined && name.startsWith("#")) {
      const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      value = Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    out += value ?? text.slice(amp, semi + 1);
    i = semi + 1;
  }
  return out;
}

/** The tag's name ("w:p", "/w:p", "w:tab/") from the text between < and >. */
function tagName(tag: string): string {
  let end = 0;
  while (end < tag.length && tag.charCodeAt(end) > 32 && tag[end] !== ">") end++;
  return tag.slice(0, end);
}

/** The text of one part (document, header or footer). */
export function partText(xml: string): string {
  let out = "";
  let i = 0;
  let inText = false;
  let skipDepth = 0; // inside mc:Fallback (a second copy of a text box) or deleted text
  while (i < xml.length) {
    const open = xml.indexOf("<", i);
    if (open < 0) break;
    if (inText && skipDepth === 0) out += decodeEntities(xml.slice(i, open));
    const close = xml.indexOf(">", open);
    if (close < 0) break;
    const tag = xml.slice(open + 1, close);
    i = close + 1;
    const name = tagName(tag);
    const selfClosing = tag.endsWith("/");
    const bare = selfClosing ? name.replace(/\/$/, "") : name;
    if (bare === "mc:Fallback" || bare === "w:delText") {
      if (!selfClosing) skipDepth++;
      continue;
    }
    if (bare === "/mc:Fallback" || bare === "/w:delText") {
      skipDepth = Math.max(0, skipDepth - 1);
      continue;
    }
    if (skipDepth > 0) continue;
    if (bare === "w:t") inText = !selfClosing;
    else if (bare === "/w:t") inText = false;
    else if (bare === "w:tab" || bare === "w:ptab") out += "\t";
    else if (bare === "w:br" || bare === "w:cr") out += "\n";
    else if (bare === "w:noBreakHyphen") out += "-";
    else if (bare === "/w:p") out += "\n";
    // A table row is one line, its cells apart by tabs (a cell's further paragraphs follow on their own lines):
    // "03/2019 – in corso⇥Developer at Acme", as a label column reads in a PDF.
    else if (bare === "/w:tc") out = `${out.endsWith("\n") ? out.slice(0, -1) : out}\t`;
    else if (bare === "/w:tr") out += "\n";
  }
  return out;
}

/** The document's text: headers (each distinct one once), body, footers. */
export function docxText(parts: ReadonlyMap<string, Buffer>): string | null {
  const body = parts.get("word/document.xml");
  if (!body) return null;
  const named = (prefix: string) =>
    [...parts.keys()]
      .filter((k) => k.startsWith(`word/${prefix}`) && k.endsWith(".xml"))
      .sort()
      .map((k) => partText(parts.get(k)?.toString("utf8") ?? "").trim())
      .filter((t, n, all) => t && all.indexOf(t) === n);
  return [...named("header"), partText(body.toString("utf8")), ...named("footer")].join("\n");
}
