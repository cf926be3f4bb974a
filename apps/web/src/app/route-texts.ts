import { loadErrorTextsWhenIdle } from "../shared/i18n/error-text.ts";
import { loadTexts } from "../shared/i18n/i18n.ts";

/**
 * A route's lazy loader that also waits for the translations tier its layout needs beyond `start`
 * (shared/i18n/locale-tiers.ts, issue 20): `public` for the other public pages, `signed-in` for the signed-in
 * shell and the signed-in pages without it. Each screen's own namespaces come with its module (the build wraps its
 * import: vite-module-texts.ts); every module's error texts come once the page is shown (shared/i18n/error-text.ts).
 * The downloads run in parallel; React Router renders the route once all are in (and runs the lazy loaders of a
 * layout and its page together).
 */
export function withTexts<T>(scope: "public" | "signed-in", load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadTexts(scope)]).then(([route]) => {
      if (scope === "signed-in" && typeof window !== "undefined") loadErrorTextsWhenIdle();
      return route;
    });
}
