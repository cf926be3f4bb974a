import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { i18nReady } from "../shared/i18n/i18n.ts";
import { AppProviders } from "./app.tsx";
import { Interactive } from "./prerender-gate.tsx";
import { routes } from "./router.tsx";

/**
 * The public pages the build renders to HTML (issue 20, Speed: their largest paint comes with the HTML instead of
 * after ~280 KB of scripts on a slow phone). Each as a first-time visitor sees it: Italian (the default language),
 * signed out, nothing stored but the cookie and chat choices; public/prerender-gate.js hides the HTML for anyone else and boot.tsx then renders
 * afresh. Pages whose first render depends on their address beyond the path (the open area's token) are not here.
 */
export const PRERENDERED_PATHS = [
  "/",
  "/authentication/login",
  "/authentication/register",
  "/authentication/forgot-password",
] as const;

export type PrerenderedPage = { html: string; styles: string };

/**
 * Renders `path` as the browser's first render of it will be (run by vite-prerender.ts in Node, at build time, and
 * by server-render.tsx for a signed-in page): the same routes and providers as app.tsx, React Router's static
 * handler in place of the browser router (it runs the routes' lazy loaders, texts included), and the emotion styles
 * the markup uses, as `<style data-emotion>` tags the browser's emotion cache (key "css", MUI's default) takes over
 * when it hydrates. `wrap` goes inside the providers, around the router (server-render.tsx's viewport).
 */
export async function renderPage(
  path: string,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): Promise<PrerenderedPage> {
  await i18nReady;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not pre-rendered`);
  if (context.errors) throw new Error(`${path} failed to load: not pre-rendered`, { cause: context.errors });
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <Interactive>
          <AppProviders>
            {wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />)}
          </AppProviders>
        </Interactive>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
