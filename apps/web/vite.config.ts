import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
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
/** Source maps are for server-side error reporting only: never in the served dist. */
const sourceMapDir = fileURLToPath(new URL("./dist-sourcemaps", import.meta.url));

/** Moves every emitted .map file from dist/ to dist-sourcemaps/ (same relative path) once the bundle is written. */
function moveSourceMaps(): Plugin {
  return {
    name: "mkt-move-source-maps",
    apply: "build",
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
    // "hidden": maps are written (then moved out by moveSourceMaps) but the bundles do not point at them.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "mui", test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, priority: 3 },
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
