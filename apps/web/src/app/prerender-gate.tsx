import { type ReactNode, useEffect } from "react";

/**
 * What boot.tsx does with the page's HTML when it came with this path's first render (`data-prerendered` on <html>)
 * and public/prerender-gate.js found the visitor in the state it was rendered for (no `data-prerender-skip`):
 * a public page the build rendered (vite-prerender.ts) is hydrated; a signed-in page the API rendered for the session
 * (`data-rendered-user`, server-render.tsx) stays on screen until the app has rendered the same page over it
 * ("replace": not hydrated, since the app's first render reads what the server cannot see, such as the time or
 * the data it has cached). Anything else renders the app afresh into an emptied root.
 */
export function prerenderedPage(html: HTMLElement, pathname: string): "hydrate" | "replace" | "render" {
  const page = html.dataset.prerendered;
  if (page === undefined || html.hasAttribute("data-prerender-skip")) return "render";
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (page !== path) return "render";
  return html.dataset.renderedUser === undefined ? "hydrate" : "replace";
}

/**
 * Around the app while it hydrates pre-rendered HTML (boot.tsx; prerender.tsx renders it too, so that both trees
 * match): once React has taken the page over, the root loses the `inert` the HTML came with, and the page answers
 * clicks and keys.
 */
export function Interactive({ container, children }: { container?: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container?.removeAttribute("inert");
  }, [container]);
  return children;
}
