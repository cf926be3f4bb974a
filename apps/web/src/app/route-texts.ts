import { loadTexts } from "../shared/i18n/i18n.ts";

/**
 * A route's lazy loader that also waits for the translations its screens need beyond the `start` tier
 * (shared/i18n/locale-tiers.ts, issue 20): `public` for the other public pages, `all` for every other screen.
 * Both downloads run in parallel; React Router renders the route once both are in (and runs the lazy loaders of a
 * layout and its page together, so a layout's scope covers its children).
 */
export function withTexts<T>(scope: "public" | "all", load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(scope)]).then(([route]) => route);
}
