// Whether the web build is older than what it is made from: read by `npm start`/`npm test` (scripts/lib.mjs) and by
// the journeys' runner (e2e/run.mjs), which rebuild it then. Plain Node, no dependencies (lib.mjs runs before any
// install).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The newest modification time under `path`: a file's own, or a folder's (its own time too, which a deleted entry
 * changes) and its entries', leaving out node_modules and dist; 0 when it does not exist.
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Whether `root`'s web build (apps/web/dist) is missing or older than its sources, the shared contracts, or the
 * build's own code (vite.config.ts and the plugins beside it: vite-chunks.ts, vite-prerender.ts, …).
 * @param {string} root
 * @returns {boolean}
 */
export function webBuildIsStale(root) {
  const built = newestMtime(join(root, "apps/web/dist/index.html"));
  if (built === 0) return true;
  const buildCode = readdirSync(join(root, "apps/web"))
    .filter((name) => name.startsWith("vite") && name.endsWith(".ts"))
    .map((name) => `apps/web/${name}`);
  const inputs = ["apps/web/src", "apps/web/index.html", "apps/web/package.json", "apps/web/public"]
    .concat("packages/contracts/src", buildCode)
    .map((path) => newestMtime(join(root, path)));
  return built < Math.max(...inputs);
}
