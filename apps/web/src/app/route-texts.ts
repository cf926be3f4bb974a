import { loadErrorTexts } from "../shared/i18n/error-text.ts";
import { loadTexts } from "../shared/i18n/i18n.ts";

/**
 * A route's lazy loader that also waits for the translations its screens need beyond the `start` tier
 * (shared/i18n/locale-tiers.ts, issue 20): `public` for the other public pages, `all` for every other screen,
 * which also waits for every module's error texts (shared/i18n/error-text.ts; the public pages have the common,
 * validation and auth ones, and the API's translated message for the rest).
 * The downloads run in parallel; React Router renders the route once all are in (and runs the lazy loaders of a
 * layout and its page together, so a layout's scope covers its children).
 */
export function withTexts<T>(scope: "public" | "all", load: () => Promise<T>): () => Promise<T> {
  const texts = () =>
    scope === "all" ? Promise.all([loadTexts(scope), loadErrorTexts()]) : loadTexts(scope);
  return () => Promise.all([load(), texts()]).then(([route]) => route);
}
