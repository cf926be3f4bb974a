import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * The classic scripts of the page's head (public/): storage-fallback.js in every page, prerender-gate.js in the
 * pre-rendered ones (vite-prerender.ts). They run before the app's modules and hold the parser until they have
 * arrived. Served from public/ they were revalidated (`no-cache`) on every visit: a returning user's dashboard waited
 * a round trip for them (570 ms on slow 4G) before any of its cached modules could run. The build emits them under
 * content-hashed names in assets/, cached for a year like every other asset (lib/web-static.ts), and the HTML names
 * those; public/ keeps the plain files for the dev server and for HTML cached before a deploy.
 */
const HEAD_SCRIPTS = ["storage-fallback.js", "prerender-gate.js"] as const;
export type HeadScript = (typeof HEAD_SCRIPTS)[number];

const sourceOf = (name: HeadScript) =>
  readFileSync(fileURLToPath(new URL(`./public/${name}`, import.meta.url)));

/** Where the build serves a head script: /assets/<name>-<hash of its content>.js. */
export function headScriptPath(name: HeadScript): string {
  const hash = createHash("sha256").update(sourceOf(name)).digest("base64url").slice(0, 8);
  return `/assets/${name.slice(0, -".js".length)}-${hash}.js`;
}

export function hashedHeadScripts(): Plugin {
  return {
    name: "mkt-hashed-head-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        HEAD_SCRIPTS.reduce(
          (page, name) => page.replaceAll(`src="/${name}"`, `src="${headScriptPath(name)}"`),
          html,
        ),
    },
    generateBundle() {
      for (const name of HEAD_SCRIPTS) {
        this.emitFile({ type: "asset", fileName: headScriptPath(name).slice(1), source: sourceOf(name) });
      }
    },
  };
}
