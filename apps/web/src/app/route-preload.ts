import { loadLocaleBundle } from "../shared/i18n/locale-bundle.ts";
import type { LocaleTier } from "../shared/i18n/locale-tiers.ts";
import { hasStoredSession, initialLanguage } from "../shared/i18n/start-language.ts";
import { HOME_SCREENS, SCREENS } from "./screens.ts";

type Load = () => Promise<unknown>;

const authLayout: Load = () => import("../features/auth/components/auth-layout.tsx");

/**
 * The public routes worth fetching ahead (router.tsx lazy-loads the same modules): the page's modules and the
 * translation tiers beyond `start` its route waits for (route-texts.ts). A path missing here is only fetched later,
 * by the router: nothing breaks, the page just starts its downloads after the app's libraries have run.
 */
const PUBLIC_ROUTES: ReadonlyArray<{ path: RegExp; modules: Load[]; tiers: LocaleTier[] }> = [
  {
    path: /^\/authentication\/?(login\/?)?$/,
    modules: [authLayout, () => import("../features/auth/pages/login-page.tsx")],
    tiers: [],
  },
  {
    path: /^\/authentication\/register\/?$/,
    modules: [authLayout, () => import("../features/register/pages/register-page.tsx")],
    tiers: ["public"],
  },
  {
    path: /^\/authentication\/forgot-password\/?$/,
    modules: [authLayout, () => import("../features/auth/pages/forgot-password-page.tsx")],
    tiers: [],
  },
  {
    path: /^\/authentication\/reset-password\/?$/,
    modules: [authLayout, () => import("../features/auth/pages/reset-password-page.tsx")],
    tiers: [],
  },
  { path: /^\/$/, modules: [() => import("../features/landing/pages/landing-page.tsx")], tiers: ["public"] },
  {
    path: /^\/open\/(?!collaboration\/)[^/]+\/[^/]+/,
    modules: [() => import("../features/open/open-layout.tsx")],
    tiers: ["public"],
  },
  {
    path: /^\/redirect_token\//,
    modules: [() => import("../features/open/open-entry-page.tsx")],
    tiers: ["public"],
  },
];

/** The public route `pathname` is, if it is one of PUBLIC_ROUTES. */
export function publicRouteOf(pathname: string): { modules: Load[]; tiers: LocaleTier[] } | undefined {
  return PUBLIC_ROUTES.find((candidate) => candidate.path.test(pathname));
}

function fetchAhead(load: Load): void {
  // Only a head start: the router's own import of the same module reports a failure.
  load().catch(() => undefined);
}

/**
 * Starts, as the entry's first statement, the downloads the page at `pathname` needs beyond the app's libraries
 * (issue 20, Speed): the starting language's texts, the route's modules and text tiers, and for a signed-in
 * visitor on a shell screen the shell with its texts and the screen's own module with its texts. Without it these start only
 * once the libraries (about 250 KB gzip) have arrived and run, a round trip and a second of a slow phone later.
 */
export function preloadRoute(pathname: string): void {
  const language = initialLanguage();
  fetchAhead(() => loadLocaleBundle(language, "start"));
  const route = publicRouteOf(pathname);
  if (route) {
    for (const load of route.modules) fetchAhead(load);
    for (const tier of route.tiers) fetchAhead(() => loadLocaleBundle(language, tier));
    return;
  }
  const name = pathname.split("/")[1] ?? "";
  const screen =
    (SCREENS as Record<string, Load | undefined>)[name] ??
    (HOME_SCREENS as Record<string, Load | undefined>)[name];
  if (!screen || !hasStoredSession()) return;
  // The shell's texts first; the screen's own come with its module (the build wraps its import, requesting the
  // texts before the module: vite-module-texts.ts).
  fetchAhead(() => loadLocaleBundle(language, "signed-in"));
  fetchAhead(() => import("../features/shell/components/app-shell.tsx"));
  fetchAhead(screen);
}
