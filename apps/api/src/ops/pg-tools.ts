import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";

/** An operator-facing failure: the CLI prints its message and exits 1, without a stack trace. */
export class OpsError extends Error {}

const DEBIAN_ROOT = "/usr/lib/postgresql";

/**
 * A PostgreSQL client program (pg_dump, pg_restore): Debian's build for the server's major version when
 * installed (/usr/lib/postgresql/<major>/bin, as CI has it), else the one on PATH, else the newest under
 * /usr/lib/postgresql. pg_dump refuses a server newer than itself, so the matching build is preferred.
 */
export function findPgTool(name: "pg_dump" | "pg_restore", serverMajor?: number): string {
  if (serverMajor !== undefined) {
    const matching = join(DEBIAN_ROOT, String(serverMajor), "bin", name);
    if (existsSync(matching)) return matching;
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(DEBIAN_ROOT, versions[0], "bin", name);
  throw new OpsError(
    `${name} was not found (PATH, ${DEBIAN_ROOT}/*/bin). Install the PostgreSQL client: apt-get install postgresql-client`,
  );
}

/**
 * The connection for libpq programs: the URL without its password (which would show in the process list)
 * and the password in PGPASSWORD.
 */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a program to completion; a non-zero exit is an OpsError carrying the end of its standard error. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on("error", (error) => reject(new OpsError(`${command} could not start: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new OpsError(`${command.split("/").pop()} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
