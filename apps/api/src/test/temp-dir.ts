import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * Temporary folders that outlive no test file: call at a file's (or a describe's) top level; every folder the
 * returned function makes is removed after that scope's tests. (The integration project shares modules between
 * the files of a worker, so a registry at module level would clean up after the first file only.)
 */
export function useTempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
