/**
 * The marks of the signed-in page template (vite-server-render.ts writes it from the built index.html, with the
 * gate script and an inert #root; server-render.tsx fills it per request). No imports: the build's config reads it.
 */
export const PAGE_MARKS = {
  /** The path the build gives pageHtml (vite-prerender.ts): its `data-prerendered="…"` is replaced as a whole. */
  path: "/__mkt_signed_in_page__",
  html: "<!--mkt:page-->",
  styles: "<!--mkt:styles-->",
} as const;
