import { DEFAULT_LANGUAGE, type Language } from "@mkt/contracts";

/** Picks it or en from an Accept-Language header; Italian when nothing matches. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("it")) return "it";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LANGUAGE;
}

/** §4: a stored "it" stays Italian, anything else becomes English. */
export function normalizeLanguage(value: string | null | undefined): Language {
  if (value === null || value === undefined) return DEFAULT_LANGUAGE;
  return value === "it" ? "it" : "en";
}
