import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./shared/update/service-worker.ts";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
