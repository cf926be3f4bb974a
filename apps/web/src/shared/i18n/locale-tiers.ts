/**
 * The translations come in chunks per language, by who needs them (issue 20, Speed), rather than one of every
 * namespace (44 KB gzip) on every page:
 * - `start`: what every page shows (the root layout's dialogs and cookie banner, the common texts) and the login
 *   pages; downloaded with the entry, before the first render;
 * - `public`: what the other public pages add (registration, the open area, the landing and legal pages), loaded
 *   by their routes (app/route-texts.ts);
 * - `signed-in`: what the signed-in shell itself shows (its menus, dialogs and banners), loaded with the shell;
 * - every other namespace is a chunk of its own, loaded with the lazily imported modules that use it
 *   (vite-module-texts.ts rewrites each `import()` to bring its namespaces; shared/i18n/module-texts.ts).
 * The lists repeat the glob patterns of locales-<language>[-tier].ts (import.meta.glob takes literals only);
 * locale-tiers.test.ts keeps the two equal, every namespace in at most one tier, and `signed-in` equal to what the
 * shell's modules use.
 */
export const START_NAMESPACES = ["auth", "common", "shell", "tracking", "two-factor"] as const;
export const PUBLIC_NAMESPACES = ["landing", "legal", "open", "open-browse", "register"] as const;
export const SIGNED_IN_NAMESPACES = ["assume", "feedback", "menu", "notifications"] as const;

export type LocaleTier = "start" | "public" | "signed-in";

const TIERS: ReadonlyMap<string, LocaleTier> = new Map([
  ...START_NAMESPACES.map((name) => [name, "start"] as const),
  ...PUBLIC_NAMESPACES.map((name) => [name, "public"] as const),
  ...SIGNED_IN_NAMESPACES.map((name) => [name, "signed-in"] as const),
]);

/** The tier chunk holding `namespace`, or undefined when it comes in a chunk of its own. */
export function tierOf(namespace: string): LocaleTier | undefined {
  return TIERS.get(namespace);
}
