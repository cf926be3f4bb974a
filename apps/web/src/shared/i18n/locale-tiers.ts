/**
 * The translations come in three chunks per language (issue 20, Speed), by who needs them, rather than one of every
 * namespace (44 KB gzip) on every page:
 * - `start`: what every page shows (the root layout's dialogs and cookie banner, the common texts) and the login
 *   pages; downloaded with the entry, before the first render;
 * - `public`: what the other public pages add (registration, the open area, the landing and legal pages), loaded
 *   by their routes (app/route-texts.ts);
 * - `rest`: every other namespace, loaded (with `public`) before any signed-in screen renders.
 * The lists repeat the glob patterns of locales-<language>[-tier].ts (import.meta.glob takes literals only);
 * locale-tiers.test.ts keeps the two equal and every namespace in exactly one tier.
 */
export const START_NAMESPACES = ["auth", "common", "shell", "tracking", "two-factor"] as const;
export const PUBLIC_NAMESPACES = ["landing", "legal", "open", "open-browse", "register"] as const;

export type LocaleTier = "start" | "public" | "rest";

const START: ReadonlySet<string> = new Set(START_NAMESPACES);
const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_NAMESPACES);

/** The chunk holding `namespace`. */
export function tierOf(namespace: string): LocaleTier {
  if (START.has(namespace)) return "start";
  return PUBLIC.has(namespace) ? "public" : "rest";
}
