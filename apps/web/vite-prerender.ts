import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";
import { MemoryStorage } from "./src/app/server-storage.ts";
import { headScriptPath } from "./vite-head-scripts.ts";

/** Where the pre-rendered pages go in the dist, and their list (path → file) the API reads (apps/api web-static.ts). */
export const PRERENDER_DIR = "prerender";
export const PRERENDER_MANIFEST = `${PRERENDER_DIR}/pages.json`;

/** The page's file under the dist: `/` → prerender/index.html, `/authentication/login` → prerender/authentication/login.html. */
export function prerenderFile(path: string): string {
  return `${PRERENDER_DIR}${path === "/" ? "/index" : path}.html`;
}

/** The built index.html with one page's markup in an inert #root, its styles and the gate (public/prerender-gate.js) in the head. */
export function pageHtml(index: string, path: string, page: { html: string; styles: string }): string {
  const storageFallback = `<script src="${headScriptPath("storage-fallback.js")}"></script>`;
  if (
    !index.includes(storageFallback) ||
    !index.includes('<div id="root"></div>') ||
    !index.includes('<html lang="it">')
  ) {
    throw new Error(
      'mkt-prerender: index.html no longer has the storage script (vite-head-scripts.ts), the empty #root or <html lang="it">',
    );
  }
  return (
    index
      .replace('<html lang="it">', `<html lang="it" data-prerendered="${path}">`)
      .replace(
        storageFallback,
        () =>
          `${storageFallback}\n    <script src="${headScriptPath("prerender-gate.js")}"></script>\n    <style>html[data-prerender-skip] #root{display:none}</style>\n    ${page.styles}`,
      )
      // inert until the app has hydrated it (boot.tsx): a click or a keystroke before would reach a form without its
      // handlers (a native submission puts the fields in the address) or be overwritten.
      .replace('<div id="root"></div>', () => `<div id="root" inert>${page.html}</div>`)
  );
}

/**
 * Renders the public pages of src/app/prerender.tsx into the dist once the client build is written (issue 20,
 * Speed): each page's HTML, with .br and .gz copies like the other files. The app's modules run in Node through a
 * Vite server in middleware mode (its SSR module loader: the same sources, transformed as for the browser), with an
 * empty web storage, as a first visit has.
 */
export function prerenderPages(define: Record<string, string>): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "mkt-prerender",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const restore = installEmptyStorage();
      const server = await createServer({
        root,
        configFile: false,
        mode: "production",
        logLevel: "warn",
        appType: "custom",
        define,
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(
          "/src/app/prerender.tsx",
        )) as typeof import("./src/app/prerender.tsx");
        const index = readFileSync(join(outDir, "index.html"), "utf8");
        for (const path of module.PRERENDERED_PATHS) {
          const html = pageHtml(index, path, await module.renderPage(path));
          const file = join(outDir, prerenderFile(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        }
        const pages = Object.fromEntries(module.PRERENDERED_PATHS.map((path) => [path, prerenderFile(path)]));
        writeFileSync(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(pages, null, 2)}\n`);
      } finally {
        await server.close();
        restore();
      }
    },
  };
}

/** localStorage and sessionStorage as a first visit finds them (empty), for the modules that read them as they load. */
function installEmptyStorage(): () => void {
  const names = ["localStorage", "sessionStorage"] as const;
  const previous = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      value: new MemoryStorage(),
      configurable: true,
      writable: true,
    });
  }
  return () =>
    names.forEach((name, index) => {
      const descriptor = previous[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
}
