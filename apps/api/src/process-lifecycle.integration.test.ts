import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTempDirs } from "./test/temp-dir.ts";
import { freePort } from "./test/throwaway-postgres.ts";

/**
 * `npm start` as an operator runs it, in production mode, on a fresh database of the PostgreSQL server of
 * TEST_DATABASE_URL, then SIGTERM to npm while requests are in flight.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const GRACE_MS = 2000;

type Proc = { pid: number; ppid: number; args: string };

function processTable(): Proc[] {
  return execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? "" }));
}

function descendants(root: number): Proc[] {
  const table = processTable();
  const found: Proc[] = [];
  const walk = (pid: number) => {
    for (const p of table.filter((q) => q.ppid === pid)) {
      found.push(p);
      walk(p.pid);
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Opens a raw HTTP request and sends its headers and the start of its body: in flight until `finish`. */
function startRequest(port: number, body: string) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  socket.on("error", () => undefined);
  const closed = new Promise<void>((r) => socket.on("close", () => r()));
  const half = Math.floor(body.length / 2);
  socket.write(
    "POST /api/encoded_value/listRegister HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      `Accept-Language: en\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    closed,
    response: () => received,
  };
}

// Runs where CI runs the PostgreSQL suite: a fresh embedded database takes too long to create for this check.
describe.skipIf(!process.env.TEST_DATABASE_URL)("npm start in production mode, stopped by SIGTERM", () => {
  let child: ChildProcess;
  let output = "";
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let port = 0;
  // Made when the suite runs (a skipped suite's body still runs, its hooks do not), removed after it.
  const workDir = useTempDirs("mkt-lifecycle-");
  let work = "";
  let databaseUrl = "";

  beforeAll(async () => {
    work = workDir();
    const base = process.env.TEST_DATABASE_URL ?? "";
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS mkt_test_lifecycle WITH (FORCE)");
    await admin.query("CREATE DATABASE mkt_test_lifecycle");
    await admin.end();
    const url = new URL(base);
    url.pathname = "/mkt_test_lifecycle";
    databaseUrl = url.toString();
    const dist = join(work, "dist");
    mkdirSync(dist);
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
    port = await freePort();
    child = spawn("npm", ["start"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        SKIP_INSTALL: "1",
        WEB_DIST: dist,
        DATA_DIR: join(work, "data"),
        DATABASE_URL: databaseUrl,
        // Nothing is sent at start: any SMTP address will do.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      },
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    exit = new Promise((r) => child.on("exit", (code, signal) => r({ code, signal })));
    const healthy = await until(async () => {
      if (child.exitCode !== null) return true;
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      return res?.status === 200;
    }, 90_000);
    if (!healthy || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
  }, 120_000);

  afterAll(() => {
    // A failed run must not leave servers behind: the tree is read before its root goes.
    for (const p of descendants(child.pid ?? 0)) process.kill(p.pid, "SIGKILL");
    if (child.exitCode === null) child.kill("SIGKILL");
  });

  it("serves the health check, then finishes in-flight requests, closes the rest and exits 0 with no process left", async () => {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      data: unknown;
    };
    expect(health.data).toMatchObject({
      status: "ok",
      database: { reachable: true, driver: "postgres" },
    });
    // Production seeds no demo accounts (their password is public) and has no mailbox.
    expect(output).not.toContain("Demo accounts");
    expect(output).not.toContain("/dev/mailbox");
    // npm runs scripts/start.mjs in place of its shell (`exec`, so npm's SIGTERM reaches it), which runs one
    // server process: node with tsx's loader, not a tsx CLI spawning another node.
    const tree = descendants(child.pid ?? 0);
    const starter = tree.find((p) => p.args.includes("scripts/start.mjs"));
    expect(starter?.ppid, JSON.stringify(tree)).toBe(child.pid);
    const servers = tree.filter((p) => p.args.includes("apps/api/src/main.ts"));
    expect(servers, JSON.stringify(tree)).toHaveLength(1);
    expect(servers[0]?.ppid).toBe(starter?.pid);
    expect(servers[0]?.args).toContain("--import tsx");

    const slow = startRequest(port, JSON.stringify({ language: "en" }));
    const hung = startRequest(port, JSON.stringify({ language: "it" }));
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    child.kill("SIGTERM");
    // New connections are refused while the server drains.
    expect(
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)) === null,
        3000,
      ),
    ).toBe(true);
    // The request that was in flight completes with its answer.
    slow.finish();
    await slow.closed;
    expect(slow.response()).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.response()).toContain('"success":true');
    // The one that never finishes is cut after the grace period, and the process exits cleanly.
    await hung.closed;
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_MS - 200);
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(GRACE_MS + 8000);
    // The log names the request that held the server past its grace period, by route, not by the address sent.
    expect(output).toMatch(
      /"requests":\["POST \/api\/encoded_value\/listRegister \(\d+ ms\)"\].*still running/,
    );
    expect(output).toContain("shutting down");
    expect(output).toContain('"msg":"stopped"');
    // No orphan: every process started under npm start is gone.
    expect(await until(() => tree.every((p) => !alive(p.pid)), 3000), JSON.stringify(tree)).toBe(true);
  }, 60_000);
});
