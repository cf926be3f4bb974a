import { CV_LIMITS } from "@mkt/contracts";
import { Piscina } from "piscina";
import { AppError } from "../../lib/app-error.ts";
import type { CvTextInput, CvTextOutput } from "./cv-preview-task.ts";

const WORKER = new URL("./cv-preview-worker.mjs", import.meta.url);
/** Loading the reader into a new thread takes seconds on a busy machine; it is not the file's fault. */
const STARTUP_ALLOWANCE_MS = 10_000;

/**
 * Reads the text of an uploaded CV for the review screen's preview, off the event loop like the parser
 * (cv-parser-pool.ts): one worker thread at most, started on demand, stopped when idle, with the same heap cap
 * and wall-clock limit. The file already passed the upload's checks; the text is read again, not stored.
 */
export class CvPreviewPool {
  private readonly pool = new Piscina<CvTextInput, CvTextOutput>({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
  });
  private inFlight = 0;

  constructor(private readonly timeoutMs: number = CV_LIMITS.parseTimeoutMs) {}

  async text(input: CvTextInput): Promise<string> {
    if (this.inFlight >= 5) throw new AppError("profiles.cv_parse_busy");
    const cold = this.pool.threads.length === 0;
    const signal = AbortSignal.timeout(this.timeoutMs + (cold ? STARTUP_ALLOWANCE_MS : 0));
    let output: CvTextOutput;
    this.inFlight++;
    try {
      output = await this.pool.run(input, { signal });
    } catch {
      if (signal.aborted) throw new AppError("profiles.cv_parse_timeout");
      throw new AppError("profiles.cv_unreadable");
    } finally {
      this.inFlight--;
    }
    if (!output.ok) throw new AppError(output.code);
    return output.text;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
