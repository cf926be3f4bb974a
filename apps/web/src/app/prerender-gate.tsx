import { type ReactNode, useEffect } from "react";

/**
 * Whether boot.tsx hydrates the page's HTML: the build pre-rendered this path (`data-prerendered` on <html>, written
 * by vite-prerender.ts) and public/prerender-gate.js found the visitor in the state it was rendered for (no
 * `data-prerender-skip`). Anything else renders the app afresh into an emptied root.
 */
export function prerenderedPage(html: HTMLElement, pathname: string): "hydrate" | "render" {
  const page = html.dataset.prerendered;
  if (page === undefined || html.hasAttribute("data-prerender-skip")) return "render";
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return page === path ? "hydrate" : "render";
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
