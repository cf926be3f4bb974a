/**
 * The page's host (the brand and the support chat are configured per host). Empty when the build pre-renders pages
 * in Node (app/prerender.tsx), where there is no window: their queries then wait, as before an answer in the browser.
 */
export function pageHost(): string {
  return typeof window === "undefined" ? "" : window.location.host;
}
