import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { CHUNK_GROUPS, resetChunkGroups } from "./vite-chunks.ts";
import { hashedHeadScripts } from "./vite-head-scripts.ts";
import { moduleTexts } from "./vite-module-texts.ts";
import { chunkClosure, signedInScriptsTag } from "./vite-prefetch.ts";
import { prerenderPages } from "./vite-prerender.ts";
import { serverRenderer } from "./vite-server-render.ts";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

/** One id per build: the app carries it and /version.json announces the deployed one (§4 software update). */
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function versionFile(): Plugin {
  const source = `${JSON.stringify({ build_id: buildId })}\n`;
  return {
    name: "mkt-version-file",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "version.json", source });
    },
    configureServer(server) {
      server.middlewares.use("/version.json", (_request, response) => {
        response.setHeader("Content-Type", "application/json");
        response.setHeader("Cache-Control", "no-store");
        response.end(source);
      });
    },
  };
}

const define = { __BUILD_ID__: JSON.stringify(buildId) };

const outDir = fileURLToPath(new URL("./dist", import.meta.url));

/**
 * Source maps are for server-side error reporting only: never in the served dist. Moves every emitted .map file
 * from the outDir to `<outDir>-sourcemaps/` (dist-sourcemaps/ by default; same relative path) once the bundle is
 * written, so a build into another outDir (the bundle budget's measurements) leaves dist-sourcemaps/ alone.
 */
function moveSourceMaps(): Plugin {
  let sourceMapDir = `${outDir}-sourcemaps`;
  return {
    name: "mkt-move-source-maps",
    apply: "build",
    configResolved(config) {
      sourceMapDir = `${resolve(config.root, config.build.outDir)}-sourcemaps`;
    },
    buildStart() {
      rmSync(sourceMapDir, { recursive: true, force: true });
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith(".map")) continue;
        const target = join(sourceMapDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(dir, fileName), target);
      }
    },
  };
}

/**
 * The entry (src/main.tsx) is small: it starts the page's own downloads (app/route-preload.ts), then imports the app
 * (src/app/boot.tsx). Vite preloads only an entry's static imports, so index.html gets a modulepreload for the app's
 * chunk and every chunk it imports statically: the libraries download from the first round trip, as before, in
 * parallel with the entry and what it starts. It also lists, for the login page to prefetch, what a sign-in opens
 * beyond that (vite-prefetch.ts).
 */
function bootPreload(): Plugin {
  return {
    name: "mkt-boot-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/src/app/boot.tsx"));
        if (!boot) throw new Error("mkt-boot-preload: no chunk for src/app/boot.tsx");
        const files = chunkClosure(chunks, [boot.fileName], new Set());
        // Largest first: with six connections per host (HTTP/1.1) the small ones wait for a free connection,
        // not the libraries whose download takes longest.
        const size = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === "chunk" ? output.code.length : 0;
        };
        const tags: HtmlTagDescriptor[] = files
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .sort((a, b) => size(b) - size(a))
          .map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "head",
          }));
        // What the entry loads besides: its own chunk and what it imports.
        const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        const loaded = new Set([...files, ...chunkClosure(chunks, entries, new Set())]);
        tags.push(signedInScriptsTag(chunks, loaded));
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    // Each lazy import of the app's modules brings the translations they use (issue 20).
    moduleTexts(),
    react(),
    versionFile(),
    // Precompressed copies (.br, .gz) beside each text asset; the API serves them by Accept-Encoding.
    compression({ algorithms: ["brotliCompress", "gzip"], exclude: [/\.map$/], threshold: 1024 }),
    moveSourceMaps(),
    resetChunkGroups(),
    bootPreload(),
    hashedHeadScripts(),
    // After the bundle is written: the public pages' HTML (vite-prerender.ts, src/app/prerender.tsx).
    prerenderPages(define),
    // And the signed-in pages' server renderer (vite-server-render.ts, src/app/server-render.tsx).
    serverRenderer(define),
  ],
  define,
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: the chunks each entry and dynamic import loads; scripts/check-bundle-budget.mjs reads it.
    manifest: true,
    // "hidden": maps are written (then moved out by moveSourceMaps) but the bundles do not point at them.
    sourcemap: "hidden",
    // No catch-all vendor chunk: what the public pages need comes in its own chunk, the rest of MUI and of the common
    // libraries in two more, icons and charts with the screens that use them (vite-chunks.ts). Not one chunk per
    // module either: each request costs a round trip on a mobile network and plain HTTP/1.1 opens 6 connections per
    // host. Budgets per route: scripts/check-bundle-budget.mjs; figures and what is left: docs/performance.md.
    rolldownOptions: {
      treeshake: {
        // @mkt/contracts is side-effect free (schemas, constants, pure rules) but its index re-exports everything
        // and its package.json is shared: without this, importing one schema from "@mkt/contracts" bundles them all.
        // The app's own modules likewise (none is imported for its side effects alone; the entry always runs): else a
        // feature's index.ts, which other features must import from, brings the whole feature to every page using one
        // of its parts (the login page got the account screen's cards through the two-factor code field).
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
