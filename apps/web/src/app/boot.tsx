import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18nReady } from "../shared/i18n/i18n.ts";
import { registerServiceWorker } from "../shared/update/service-worker.ts";
import { App } from "./app.tsx";

/**
 * Renders the app (imported by main.tsx once it has started the page's downloads). The router, created as app.tsx
 * loads, is already fetching the route's chunks; render once the texts are in.
 */
export async function boot(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("Missing #root element");
  registerServiceWorker();
  await i18nReady;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
