import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Language, SessionUser } from "@mkt/contracts";

/** What the web's server renderer needs to render a signed-in page (apps/web src/app/server-render.tsx). */
export type SignedInPageRequest = {
  path: string;
  user: SessionUser;
  language: Language;
  viewport: 0 | 1 | 2 | 3;
  horizontalMenu: boolean;
};

/** The web build's server renderer of signed-in pages (issue 20, Speed), as the API uses it. */
export type SignedInRenderer = {
  /** The paths it renders (its SERVER_RENDERED_PATHS). */
  paths: ReadonlySet<string>;
  /** Whether it renders `path` for `user` (another user's home is a redirect, never rendered). */
  renders: (path: string, user: SessionUser) => boolean;
  /** The page's whole HTML document. */
  document: (request: SignedInPageRequest) => Promise<string>;
};

/** The server bundle's folder beside the served one (apps/web vite-server-render.ts serverDirOf). */
export const serverDirOf = (webDist: string) => `${webDist}-server`;

type ServerEntry = {
  SERVER_RENDERED_PATHS: readonly string[];
  serverRenders: (path: string, user: SessionUser) => boolean;
  signedInDocument: (template: string, request: SignedInPageRequest) => Promise<string>;
};

/**
 * Loads the renderer the web build wrote beside WEB_DIST (`<dist>-server/server-entry.js` and its page template);
 * null when there is none (no web build, or one made without it): signed-in pages then come as the app's empty page.
 */
export async function loadSignedInRenderer(webDist: string | undefined): Promise<SignedInRenderer | null> {
  if (!webDist) return null;
  const dir = serverDirOf(webDist);
  const entry = join(dir, "server-entry.js");
  if (!existsSync(entry)) return null;
  const [module, template] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<ServerEntry>,
    readFile(join(dir, "page.html"), "utf8"),
  ]);
  return {
    paths: new Set(module.SERVER_RENDERED_PATHS),
    renders: module.serverRenders,
    document: (request) => module.signedInDocument(template, request),
  };
}

/**
 * The renderer as a request finds it: `current()` once loaded, null before (the page is then sent without its
 * render; a request never waits for the bundle to load). `load()` starts loading it, once: the production server at
 * start, a development or test server at the first page request that could use it (tests without a page cookie never
 * load the bundle).
 */
export type SignedInRendererSource = { current: () => SignedInRenderer | null; load: () => void };

/** A source whose renderer is `renderer` from the start (tests give their own). */
export function fixedRenderer(renderer: SignedInRenderer): SignedInRendererSource {
  return { current: () => renderer, load: () => undefined };
}

/** The web build's renderer (loadSignedInRenderer), loaded on the first `load()`; `onError` hears a failed load. */
export function webBuildRenderer(
  webDist: string | undefined,
  onError: (error: unknown) => void,
): SignedInRendererSource {
  let renderer: SignedInRenderer | null = null;
  let started = false;
  return {
    current: () => renderer,
    load: () => {
      if (started) return;
      started = true;
      loadSignedInRenderer(webDist).then((loaded) => {
        renderer = loaded;
      }, onError);
    },
  };
}
