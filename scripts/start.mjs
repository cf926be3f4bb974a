// npm start: install what is missing, build the web app, then serve web + API on one port with the demo seeded.
import { bin, ensureDependencies, ensureWebBuild, startChild } from "./lib.mjs";

ensureDependencies();
ensureWebBuild();
const child = startChild(bin("tsx"), ["apps/api/src/main.ts"], { SEED: process.env.SEED ?? "demo" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
