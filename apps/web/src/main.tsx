import { preloadRoute } from "./app/route-preload.ts";

// The entry is small and runs as soon as it arrives: it starts the page's own downloads (route modules, texts), then
// imports the app, whose libraries index.html already preloads (vite.config.ts bootPreload), and renders it.
preloadRoute(window.location.pathname);
const { boot } = await import("./app/boot.tsx");
await boot();
