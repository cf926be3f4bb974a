import { type Language, type SessionUser, sessionUserSchema } from "@mkt/contracts";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { queryClient } from "../shared/api/query-client.ts";
import { i18n, i18nReady } from "../shared/i18n/i18n.ts";
import { STORAGE_KEYS } from "../shared/session/storage-keys.ts";
import type { ViewportClass } from "../shared/session/view-class.ts";
import { type PrerenderedPage, renderPage } from "./prerender.tsx";
import { PAGE_MARKS } from "./server-page-marks.ts";
import { matches, serverRenders, VIEWPORT_WIDTHS } from "./server-render-rules.ts";
import { resetServerStorage } from "./server-storage.ts";

export { SERVER_RENDERED_PATHS, serverRenders } from "./server-render-rules.ts";

/**
 * What the server knows of the browser it renders a signed-in page for (apps/api lib/signed-in-renderer.ts,
 * auth/page-session-hooks.ts).
 */
export type SignedInPageRequest = {
  path: string;
  /** The session's user, as the sign-in stored it in the browser (without its token). */
  user: SessionUser;
  language: Language;
  /** The viewport's class and the menu layout the browser last reported (its `mkt_view` cookie). */
  viewport: ViewportClass;
  horizontalMenu: boolean;
};

/**
 * The page's HTML document: `template` (the built index.html with the gate and the marks, vite-server-render.ts)
 * with the page rendered into its inert #root, the styles the markup uses, and on <html> the path, user, language
 * and viewport it was rendered for, which public/prerender-gate.js checks against the browser's own before showing
 * it (boot.tsx then renders the app over it).
 */
export async function signedInDocument(template: string, request: SignedInPageRequest): Promise<string> {
  if (!serverRenders(request.path, request.user))
    throw new Error(`${request.path}: not rendered for this user`);
  const page = await renderSignedInPage(request);
  const marks = [
    `data-prerendered="${request.path}"`,
    `data-rendered-user="${request.user.id}"`,
    `data-rendered-language="${request.language}"`,
    `data-rendered-view="${request.viewport}.${request.horizontalMenu ? "h" : "v"}"`,
  ].join(" ");
  return template
    .replace('<html lang="it"', () => `<html lang="${request.language}"`)
    .replace(`data-prerendered="${PAGE_MARKS.path}"`, () => marks)
    .replace(PAGE_MARKS.styles, () => page.styles)
    .replace(PAGE_MARKS.html, () => page.html);
}

/**
 * Renders a signed-in page as the app's first render of it will be, for the API to send with the HTML (issue 20,
 * Speed; docs/architecture.md "Signed-in pages rendered by the server"): the shell and the page's first part (the
 * dashboard's welcome, the talent search's heading), never its data. Built into its own bundle
 * (vite-server-render.ts) and run by the API in Node. The modules read the session, the language and the viewport from
 * the browser's storage and window: each render sets up the storage the browser will have, switches the texts'
 * language and answers media queries for the reported viewport; renders take turns, since those are the process's.
 */
export async function renderSignedInPage(request: SignedInPageRequest): Promise<PrerenderedPage> {
  const previous = turn;
  let release = () => {};
  turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  await previous;
  try {
    return await renderNow(request);
  } finally {
    release();
  }
}

let turn: Promise<void> = Promise.resolve();

async function renderNow(request: SignedInPageRequest): Promise<PrerenderedPage> {
  const user = sessionUserSchema.parse(request.user);
  resetServerStorage({
    [STORAGE_KEYS.token]: "server-render",
    [STORAGE_KEYS.user]: JSON.stringify(user),
    [STORAGE_KEYS.language]: request.language,
    // Tutorial tips come after the page's data, never in a first render.
    [STORAGE_KEYS.tutorialMode]: "0",
    ...(request.horizontalMenu ? { [STORAGE_KEYS.menuLayout]: "horizontal" } : {}),
  });
  queryClient.clear();
  try {
    await i18nReady;
    await i18n.changeLanguage(request.language);
    const width = VIEWPORT_WIDTHS[request.viewport];
    return await renderPage(request.path, (children: ReactNode) => (
      <ThemeProvider theme={(outer: Theme) => withViewport(outer, width)}>{children}</ThemeProvider>
    ));
  } finally {
    queryClient.clear();
    resetServerStorage();
  }
}

/** The theme with media queries answered for a viewport `width` px wide (MUI's useMediaQuery reads it in Node). */
function withViewport(theme: Theme, width: number): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matches(query, width) }) },
      },
    },
  } as Theme;
}
