// Entry of the CV parser pool's worker threads. Plain JavaScript, so that any Node worker can load it with or
// without a TypeScript loader in its parent (tsx in development and production, vitest in tests); it loads the
// TypeScript task through tsx's scoped import, which registers no global hook.
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./cv-worker-task.ts", import.meta.url);

/** @param {import("./cv-worker-task.ts").CvParseInput} input */
export default function parse(input) {
  return task.parseCvFile(input);
}
