import type { Technology } from "@mkt/contracts";

/** At most this many suggestions: the taxonomy has 2,000+ entries and a long MUI list is slow to open. */
export const TECHNOLOGY_SUGGESTIONS = 50;

const normalise = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** What a picker keeps of a technology: what typed text is matched against, and a switched-off entry's flag. */
export type TechnologySuggestion = Pick<Technology, "id" | "name" | "label_it" | "label_en" | "aliases"> & {
  enabled?: false;
};

/** A lookup entry as a picker's option (the technology pickers and the certification name field). */
export function suggestionOf(t: Technology): TechnologySuggestion {
  return {
    id: t.id,
    name: t.name,
    aliases: t.aliases,
    label_it: t.label_it,
    label_en: t.label_en,
    // Switched-off entries stay options (a held one keeps its chip and name); filterTechnologies never suggests them.
    ...(t.enabled === false ? { enabled: false as const } : {}),
  };
}

/**
 * Which technologies a picker suggests for the typed text, best first: the name or an alias equal to it ("k8s"
 * finds Kubernetes), then names starting with it, then aliases or labels starting with it, then names, aliases or
 * labels containing it; at most `limit`, in the list's order within a rank. Empty text: the first `limit`.
 */
export function filterTechnologies<T extends TechnologySuggestion>(
  options: readonly T[],
  input: string,
  limit = TECHNOLOGY_SUGGESTIONS,
): T[] {
  // A switched-off or merged entry (GET technologies flags it) keeps its name where held but is never suggested.
  const offered = options.filter((o) => o.enabled !== false);
  const q = normalise(input);
  if (!q) return offered.slice(0, limit);
  const ranked: { option: T; rank: number; index: number }[] = [];
  offered.forEach((option, index) => {
    const name = normalise(option.name);
    const others = [...(option.aliases ?? []), option.label_it ?? "", option.label_en ?? ""]
      .filter(Boolean)
      .map(normalise);
    const rank =
      name === q || others.includes(q)
        ? 0
        : name.startsWith(q)
          ? 1
          : others.some((o) => o.startsWith(q))
            ? 2
            : name.includes(q) || others.some((o) => o.includes(q))
              ? 3
              : -1;
    if (rank >= 0) ranked.push({ option, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map((r) => r.option);
}
