import { CvWorkerPool } from "./cv-parser-pool.ts";
import type { CvTextInput, CvTextOutput } from "./cv-preview-task.ts";

const WORKER = new URL("./cv-preview-worker.mjs", import.meta.url);

/**
 * Reads the text of an uploaded CV for the review screen's preview, off the event loop like the parser and with
 * its limits (CvWorkerPool): one worker thread at most, started on demand, stopped after 30 s idle. The file
 * already passed the upload's checks; the text is read again, not stored.
 */
export class CvPreviewPool {
  private readonly workers: CvWorkerPool<CvTextInput, CvTextOutput>;

  constructor(timeoutMs?: number) {
    this.workers = new CvWorkerPool({
      filename: WORKER,
      maxThreads: 1,
      idleTimeoutMs: 30_000,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  }

  async text(input: CvTextInput): Promise<string> {
    return (await this.workers.run(input)).text;
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}
