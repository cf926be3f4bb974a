import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler.ts";

/** Vite's hashed output (assets/<name>-<hash>.<ext>): a new build gets new names, so these never change. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html, version.json and the other unhashed files: the browser revalidates every time. */
export const REVALIDATE = "no-cache";
const SOURCE_MAP = /\.map$/i;

/**
 * Dynamic responses (JSON, generated HTML and text) are compressed on the fly when the client accepts it: brotli,
 * else gzip, from 1 KB up (smaller bodies gain nothing). Already encoded replies (precompressed files) pass as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
}

/** A page's link preview: what chat and social apps show for its address (og:*, twitter:card). */
export type PagePreview = { title: string; description: string; image: string; language: string };
export type PagePreviewFor = (request: FastifyRequest) => Promise<PagePreview | null>;
/** A signed-in page's HTML rendered for the request's session (auth/page-session-hooks.ts), or null for the app's page. */
export type SignedInPageFor = (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * index.html with the preview's title, description and image in its head: meta tags only (no script, no style), so
 * the content security policy is untouched. The page's own <title> and description are replaced.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const title = escapeAttr(preview.title);
  const description = escapeAttr(preview.description);
  const image = escapeAttr(preview.image);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="${preview.language === "en" ? "en_GB" : "it_IT"}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join("\n    ");
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", `    ${tags}\n  </head>`);
}

/**
 * The public pages the web build pre-rendered (issue 20, Speed; apps/web vite-prerender.ts): its
 * prerender/pages.json maps each path to its HTML file under the dist. Read when the app starts; none when absent.
 */
export function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(root, "prerender", "pages.json"), "utf8"));
  } catch {
    return pages;
  }
  if (typeof parsed !== "object" || parsed === null) return pages;
  for (const [path, file] of Object.entries(parsed)) {
    if (
      path.startsWith("/") &&
      typeof file === "string" &&
      file.startsWith("prerender/") &&
      !file.includes("..")
    ) {
      pages.set(path, file);
    }
  }
  return pages;
}

/**
 * The pre-rendered file for a request: its path exactly (a trailing slash aside) and no query string, since a page's
 * first render may depend on its query (the HTML is what a first visit to the bare path renders).
 */
export function prerenderedFileOf(pages: Map<string, string>, url: string): string | undefined {
  if (url.includes("?") || url.includes("#")) return undefined;
  const path = url.length > 1 && url.endsWith("/") ? url.slice(0, -1) : url;
  return pages.get(path);
}

/**
 * The built web app (WEB_DIST): files come precompressed from the build (.br/.gz beside each file, chosen by
 * Accept-Encoding); hashed assets are cached for a year, everything else revalidated; source maps are never served
 * (the build keeps them outside the served folder, and the handler refuses *.map anyway). Unknown GET paths outside
 * /api and /assets are client-side routes: they get index.html, or the page's pre-rendered HTML (prerenderedPages),
 * or a signed-in page rendered for the session (signedInPage).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  previewFor?: PagePreviewFor,
  signedInPage?: SignedInPageFor,
): Promise<void> {
  const root = webDist && existsSync(join(webDist, "index.html")) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      // wildcard: files are looked up per request, so a rebuilt dist is served without a restart.
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      setHeaders: (res, path) => {
        const hashed = relative(root, path).split(sep)[0] === "assets";
        res.setHeader("cache-control", hashed ? IMMUTABLE : REVALIDATE);
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  const pages = root ? prerenderedPages(root) : new Map<string, string>();
  if (root && pages.has("/")) {
    // Before the static files' index.html: the landing page comes pre-rendered too (cache-control from setHeaders).
    app.get("/", (request, reply) =>
      reply.type("text/html").sendFile(prerenderedFileOf(pages, request.url) ?? "index.html"),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isFile = path.startsWith("/assets/") || SOURCE_MAP.test(path);
    if (!root || request.method !== "GET" || path.startsWith("/api/") || isFile) {
      return reply.code(404).send(errorBody("common.not_found", request.lang));
    }
    // Client-side routes: the single-page app decides (unknown paths go to /authentication/404 there).
    const signedIn = signedInPage ? await signedInPage(request, reply) : null;
    if (signedIn !== null) {
      // One user's page: never stored by a shared cache, nor kept by the browser for another visit.
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("vary", "cookie, accept-encoding")
        .send(signedIn);
    }
    const preview = previewFor ? await previewFor(request) : null;
    if (preview) {
      const html = await readFile(join(root, "index.html"), "utf8");
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", REVALIDATE)
        .send(withPreview(html, preview));
    }
    const page = prerenderedFileOf(pages, request.url);
    return reply.type("text/html").sendFile(page ?? "index.html");
  });
}
