// npm run dev: the API (reloading on change, port 3000) and Vite with hot reload (port 5173) proxying /api to it.
import { bin, ensureDependencies, startChild } from "./lib.mjs";

ensureDependencies();
const api = startChild(bin("tsx"), ["watch", "apps/api/src/main.ts"], {
  SEED: process.env.SEED ?? "demo",
  PORT: "3000",
});
const web = startChild("npm", ["run", "-w", "apps/web", "dev"], { API_URL: "http://localhost:3000" });
const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
api.on("exit", (code) => {
  web.kill("SIGTERM");
  process.exit(code ?? 0);
});
