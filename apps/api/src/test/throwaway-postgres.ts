import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

/** A port nobody listens on right now (the OS's pick for port 0): test/free-port.mjs, shared with scripts/. */
export { freePort };

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl from Debian's /usr/lib/postgresql/<v>/bin) on a free
 * loopback port, for tests that stop and start the server: the shared CI server must not be disturbed. Run as
 * the `postgres` user when the tests run as root (PostgreSQL refuses to run as root), as .ci/run does.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  destroy(): void;
};

/** The newest installed PostgreSQL's bin folder, or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")) && existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(base, newest, "bin") : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("running as root but there is no postgres user to run PostgreSQL as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const user = postgresUser();
  const dataDir = mkdtempSync(join(tmpdir(), "mkt-pg-"));
  if (user) chownSync(dataDir, user.uid, user.gid);
  const port = await freePort();
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, {
      encoding: "utf8",
      cwd: dataDir,
      timeout: 60_000,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(dataDir, "server.log"), "-w", "start"]);
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    // "fast" ends every session with 57P01 (admin_shutdown), as a restart of the server does.
    stop: () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    destroy() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
