/**
 * A journey's own API server, when it needs another configuration than run.mjs's servers (e.g. APP_URL on a
 * public host name): a fresh embedded database with the demo seed and its own copy of the built web app (other
 * runs may rebuild apps/web/dist meanwhile).
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** A free local port. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the API with APP_URL http://{host}:{port} (the host mapped to 127.0.0.1 by the journey's browser).
 * `ready()` waits for its health check and answers its loopback address; `stop()` ends it and removes its data.
 * @param {string} host
 */
export async function startOwnServer(host) {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "mkt-e2e-own-"));
  const dist = join(dataDir, "web-dist");
  cpSync(join(root, "apps/web/dist"), dist, { recursive: true });
  const tsx = join(root, "node_modules/.bin/tsx");
  const server = spawn(
    existsSync(tsx) ? tsx : "npx",
    existsSync(tsx) ? ["apps/api/src/main.ts"] : ["tsx", "apps/api/src/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: dist,
        SEED: "demo",
        LOG_LEVEL: "warn",
        APP_URL: url,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  /** @type {Buffer[]} */
  const output = [];
  server.stdout?.on("data", (chunk) => output.push(chunk));
  server.stderr?.on("data", (chunk) => output.push(chunk));
  return {
    url,
    async ready() {
      const local = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        assert.equal(server.exitCode, null, `the own API exited: ${Buffer.concat(output)}`);
        try {
          if ((await fetch(`${local}/api/health`)).status === 200) return local;
        } catch {
          // Not listening yet.
        }
        await new Promise((done) => setTimeout(done, 1000));
      }
      return assert.fail(`the own API did not start: ${Buffer.concat(output)}`);
    },
    async stop() {
      if (server.exitCode === null) {
        await new Promise((done) => {
          const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
          server.once("exit", () => {
            clearTimeout(timer);
            done(undefined);
          });
          server.kill("SIGTERM");
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
