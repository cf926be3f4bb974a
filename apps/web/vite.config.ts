import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

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

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    versionFile(),
    // Precompressed copies (.br, .gz) beside each text asset; the API serves them by Accept-Encoding.
    compression({ algorithms: ["brotliCompress", "gzip"], exclude: [/\.map$/], threshold: 1024 }),
    moveSourceMaps(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
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
    // No catch-all vendor chunk and no MUI chunk with @mui/x-charts and the icons: those went to every page
    // (issue 20). Not one chunk per module either: each request costs a round trip on a mobile network and plain
    // HTTP/1.1 opens 6 connections per host, so the libraries every page needs come in three chunks. Budgets per
    // route: scripts/check-bundle-budget.mjs; figures and what is left: docs/performance.md.
    rolldownOptions: {
      treeshake: {
        // @mkt/contracts is side-effect free (schemas, constants, pure rules) but its index re-exports everything
        // and its package.json is shared: without this, importing one schema from "@mkt/contracts" bundles them all.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and the router: every page, rarely changing, cached long.
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            // MUI's core (not @mui/x-* nor the icons, which stay with the screens that use them): one chunk
            // rather than one per component, since every page needs most of what the others need.
            {
              name: "mui",
              test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
              priority: 2,
            },
            // The libraries every page loads (translations, queries, forms, validation).
            {
              name: "libs",
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zod|react-hook-form|@hookform)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
