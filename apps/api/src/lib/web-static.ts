import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
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

/**
 * The built web app (WEB_DIST): files come precompressed from the build (.br/.gz beside each file, chosen by
 * Accept-Encoding); hashed assets are cached for a year, everything else revalidated; source maps are never served
 * (the build keeps them outside the served folder, and the handler refuses *.map anyway). Unknown GET paths outside
 * /api and /assets are client-side routes: they get index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isFile = path.startsWith("/assets/") || SOURCE_MAP.test(path);
    if (!root || request.method !== "GET" || path.startsWith("/api/") || isFile) {
      return reply.code(404).send(errorBody("common.not_found", request.lang));
    }
    // Client-side routes: the single-page app decides (unknown paths go to /authentication/404 there).
    return reply.type("text/html").sendFile("index.html");
  });
}
