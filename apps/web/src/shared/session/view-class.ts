/**
 * The viewport classes the app's layout changes between in script (its useMediaQuery calls: 600 px, 768 px and
 * 900 px; the rest is CSS, which the browser applies to server-rendered HTML itself). The browser reports its class
 * in the `mkt_view` cookie (page-cookies.ts), the server renders a signed-in page for it (app/server-render.tsx) and
 * public/prerender-gate.js, which cannot import this, hides that HTML when the class has changed since (a test
 * holds its copy of the limits to these).
 */
export const VIEWPORT_LIMITS = [600, 768, 900] as const;
export type ViewportClass = 0 | 1 | 2 | 3;

/**
 * The class of a viewport: how many limits it reaches, as `reaches` says (the browser asks its media queries, the
 * way the app's useMediaQuery calls do; a width is compared).
 */
export function viewportClass(reaches: (limit: number) => boolean): ViewportClass {
  return VIEWPORT_LIMITS.filter(reaches).length as ViewportClass;
}
