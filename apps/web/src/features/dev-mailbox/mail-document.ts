/**
 * The HTML of a mail prepared for a sandboxed iframe: links open in the top window, and links to
 * this app's pages served from another origin (the API's APP_URL in development) open here.
 */
export function mailDocument(html: string, appOrigin: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const base = doc.createElement("base");
  base.setAttribute("target", "_top");
  doc.head.prepend(base);
  for (const anchor of Array.from(doc.querySelectorAll("a[href]"))) {
    const href = anchor.getAttribute("href") ?? "";
    try {
      const url = new URL(href, appOrigin);
      if (/^https?:$/.test(url.protocol) && url.pathname.startsWith("/authentication/")) {
        anchor.setAttribute("href", `${appOrigin}${url.pathname}${url.search}${url.hash}`);
      }
    } catch {
      // Not a URL: left as it is.
    }
    anchor.setAttribute("target", "_top");
  }
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
