import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { i18nReady } from "../shared/i18n/i18n.ts";
import { registerServiceWorker } from "../shared/update/service-worker.ts";
import { App } from "./app.tsx";
import { Interactive, prerenderedPage } from "./prerender-gate.tsx";
import { createAppRouter, resolveRoutes } from "./router.tsx";

/**
 * Renders the app (imported by main.tsx once it has started the page's downloads). A page the build pre-rendered
 * (prerender.tsx) is hydrated when the visitor is in the state it was rendered for (prerender-gate.ts): its routes
 * and texts are loaded first, so that the first render equals the HTML. Otherwise the router, created at once, fetches
 * the route's chunks while the texts arrive, and the app renders into an emptied root. A signed-in page the API
 * rendered (server-render.tsx) is rendered over, once its modules and texts are in.
 */
export async function boot(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("Missing #root element");
  registerServiceWorker();
  const page = prerenderedPage(document.documentElement, window.location.pathname);
  if (page !== "render") {
    // The route's modules and texts first, so that the first render is the page the HTML shows.
    await Promise.all([resolveRoutes(window.location.pathname), i18nReady]);
    const app = (
      <StrictMode>
        <Interactive container={container}>
          <App router={createAppRouter()} />
        </Interactive>
      </StrictMode>
    );
    if (page === "hydrate") {
      hydrateRoot(container, app, {
        // React renders the page afresh when the HTML differs: say so, the browser tests fail on it.
        onRecoverableError: (error) => console.error("Pre-rendered page not hydrated:", error),
      });
    } else {
      // "replace": the server's HTML stays until the app's first render replaces it in one commit (React empties a
      // root's container when it first commits into it).
      createRoot(container).render(app);
    }
    return;
  }
  const router = createAppRouter();
  await i18nReady;
  container.replaceChildren();
  container.removeAttribute("inert");
  document.documentElement.removeAttribute("data-prerender-skip");
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
