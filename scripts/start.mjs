// npm start: install what is missing (build tools included), build the web app when its sources changed, then
// serve web + API on one port. Development (the default) seeds the demo; NODE_ENV=production seeds nothing unless
// SEED says so. WEB_DIST set: that prebuilt web app is served and nothing is built.
// The server runs as one child process (node with tsx's loader, no watcher, no extra tsx process); SIGINT and
// SIGTERM are forwarded to it, and this process exits with its exit code once it has stopped.
import { constants } from "node:os";
import { ensureDependencies, ensureWebBuild, startChild } from "./lib.mjs";

const production = process.env.NODE_ENV === "production";
ensureDependencies();
if (!process.env.WEB_DIST) ensureWebBuild();
const child = startChild(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
  SEED: process.env.SEED ?? (production ? "none" : "demo"),
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
});
