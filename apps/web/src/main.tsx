import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { i18nReady } from "./shared/i18n/i18n.ts";
import { registerServiceWorker } from "./shared/update/service-worker.ts";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

registerServiceWorker();

// The router (created as app.tsx loads) is already fetching the route's chunks; render once the texts are in.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
