import { isAbsolute, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config/env.ts";
import { createBackup } from "./backup.ts";
import { OpsError } from "./pg-tools.ts";
import { restoreBackup } from "./restore.ts";

const USAGE = `Usage:
  npm run backup [-- --out FILE]       back up the database and DATA_DIR/uploads into one .tar.gz
  npm run restore -- FILE [--force]    restore a backup into an empty database and uploads folder

The database is the one the server uses: DATABASE_URL (PostgreSQL), else the embedded PGlite in DATA_DIR.
With the embedded database, stop the server first.`;

/** npm runs workspace scripts inside apps/api: a relative path means where the user typed the command. */
const fromUserCwd = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (command === "backup") {
    const outIndex = rest.indexOf("--out");
    const out = outIndex >= 0 ? rest[outIndex + 1] : undefined;
    if (outIndex >= 0 && !out) throw new OpsError("--out needs a file name");
    const { file, manifest } = await createBackup(config, out ? fromUserCwd(out) : undefined);
    console.log(
      `Backup written: ${file}\n  database: ${manifest.database.driver} (migration ${manifest.migration ?? "none"})` +
        `\n  uploads:  ${manifest.uploads.files} file(s), ${manifest.uploads.bytes} bytes`,
    );
    return 0;
  }
  if (command === "restore") {
    const force = rest.includes("--force");
    const files = rest.filter((a) => a !== "--force");
    if (files.length !== 1 || files[0]?.startsWith("--")) {
      console.error(USAGE);
      return 2;
    }
    const { manifest, uploads } = await restoreBackup(config, fromUserCwd(files[0] ?? ""), { force });
    console.log(
      `Restored the backup of ${manifest.createdAt}\n  database: ${manifest.database.driver} (migration ${manifest.migration ?? "none"})` +
        `\n  uploads:  ${uploads.files} file(s)\nStart the server as usual: pending migrations, if any, apply at start.`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OpsError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
