// Entry of the CV preview pool's worker threads (the text of an uploaded CV for the review screen). Plain
// JavaScript for the same reason as cv-worker.mjs: it loads the TypeScript task through tsx's scoped import.
import { tsImport } from "tsx/esm/api";

const task = await tsImport("./cv-preview-task.ts", import.meta.url);

/** @param {import("./cv-preview-task.ts").CvTextInput} input */
export default function text(input) {
  return task.cvText(input);
}
