import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { PAGE_MARKS } from "./src/app/server-page-marks.ts";
import { moduleTexts } from "./vite-module-texts.ts";
import { pageHtml } from "./vite-prerender.ts";

/** The server bundle's folder beside the served one (`dist` → `dist-server`), never served itself. */
export const serverDirOf = (outDir: string) => `${outDir}-server`;
/** Its entry (src/app/server-entry.ts) and the page template the API fills (apps/api lib/signed-in-pages.ts). */
export const SERVER_ENTRY = "server-entry.js";
export const SERVER_TEMPLATE = "page.html";

/**
 * Once the client bundle is written, builds the signed-in pages' server renderer (issue 20, Speed; src/app/
 * server-render.tsx) into `<outDir>-server/`: the same sources and plugins that matter for rendering (the modules'
 * texts, React), every library bundled in so that the folder runs wherever it is copied, and the page template:
 * the built index.html with the gate script, an inert #root and the marks server-render.tsx fills.
 */
export function serverRenderer(define: Record<string, string>): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "mkt-server-renderer",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = serverDirOf(outDir);
      await build({
        root,
        configFile: false,
        publicDir: false,
        mode: "production",
        logLevel: "warn",
        define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
        plugins: [moduleTexts(), react()],
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: "src/app/server-entry.ts",
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          reportCompressedSize: false,
          rollupOptions: { output: { format: "es", entryFileNames: SERVER_ENTRY } },
        },
      });
      // ES modules, wherever the folder is (Node reads .js by the nearest package.json).
      writeFileSync(join(serverDir, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
      const index = readFileSync(join(outDir, "index.html"), "utf8");
      writeFileSync(
        join(serverDir, SERVER_TEMPLATE),
        pageHtml(index, PAGE_MARKS.path, { html: PAGE_MARKS.html, styles: PAGE_MARKS.styles }),
      );
    },
  };
}
