import { availableParallelism } from "node:os";
import { CV_LIMITS, type ErrorCode } from "@mkt/contracts";
import { Piscina } from "piscina";
import { AppError } from "../../lib/app-error.ts";
import type { CvParseInput, CvParseOutput } from "./cv-worker-task.ts";

export type CvParserOptions = {
  /** Wall-clock limit of one parse (queue wait included): then its worker is terminated. */
  timeoutMs?: number;
  /**
   * Added to the limit when no worker is running (first parse, or the one after a terminated worker): loading the
   * parser into a new thread takes seconds on a busy machine and is not the file's fault.
   */
  startupAllowanceMs?: number;
  /** Heap of a worker: a parse that needs more dies alone, the API goes on. */
  maxOldGenerationSizeMb?: number;
  /**
   * Keep one worker loaded from the start (the server): the first CV of the day does not wait for the parser and
   * its catalogue to load into a new thread, which on a busy machine took longer than the parse's limit. Off in
   * tests, where every app would start a thread.
   */
  keepWarm?: boolean;
  /** The worker entry (tests point it elsewhere to check the pool itself). */
  filename?: URL;
};

const WORKER = new URL("./cv-worker.mjs", import.meta.url);

/** What a worker answers: its result, or the translated code of a refused file. */
type WorkerOutput = { ok: true } | { ok: false; code: ErrorCode };

/**
 * Work on an uploaded CV off the main event loop: a piscina pool of worker threads, each with a memory cap,
 * started on demand and stopped when idle. A task running past its wall-clock limit is aborted, which terminates
 * its worker (a pure-CPU loop cannot be interrupted any other way), and answers 422 profiles.cv_parse_timeout.
 * The parser (CvParserPool) and the review screen's text preview (cv-preview-pool.ts) each keep one.
 */
export class CvWorkerPool<I, O extends WorkerOutput> {
  private readonly pool: Piscina<I, O>;
  private readonly timeoutMs: number;
  private readonly startupAllowanceMs: number;
  /** Tasks running or waiting: a few wait for a free worker, more are refused at once (503), not queued. */
  private readonly maxInFlight: number;
  private inFlight = 0;

  constructor(
    options: Omit<CvParserOptions, "filename"> & { filename: URL; maxThreads: number; idleTimeoutMs: number },
  ) {
    this.timeoutMs = options.timeoutMs ?? CV_LIMITS.parseTimeoutMs;
    this.startupAllowanceMs = options.startupAllowanceMs ?? 10_000;
    this.maxInFlight = options.maxThreads * 5;
    this.pool = new Piscina({
      filename: options.filename.href,
      minThreads: options.keepWarm ? 1 : 0,
      maxThreads: options.maxThreads,
      idleTimeout: options.idleTimeoutMs,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 4,
      },
    });
  }

  /** Worker threads alive now (for tests: a timed-out task leaves none behind). */
  get threadCount(): number {
    return this.pool.threads.length;
  }

  async run(input: I): Promise<Extract<O, { ok: true }>> {
    if (this.inFlight >= this.maxInFlight) throw new AppError("profiles.cv_parse_busy");
    const cold = this.pool.threads.length === 0;
    const signal = AbortSignal.timeout(this.timeoutMs + (cold ? this.startupAllowanceMs : 0));
    let output: O;
    this.inFlight++;
    try {
      output = await this.pool.run(input, { signal });
    } catch (error) {
      if (signal.aborted) throw new AppError("profiles.cv_parse_timeout");
      const code = (error as { code?: unknown }).code;
      if (code === "ERR_WORKER_OUT_OF_MEMORY") throw new AppError("profiles.cv_too_complex");
      throw new AppError("profiles.cv_unreadable");
    } finally {
      this.inFlight--;
    }
    if (!output.ok) throw new AppError(output.code);
    return output as Extract<O, { ok: true }>;
  }

  /** Terminates the workers (app close). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** CV parsing: up to two workers (one core stays for the event loop), each idle one stopped after a minute. */
export class CvParserPool extends CvWorkerPool<CvParseInput, CvParseOutput> {
  constructor(options: CvParserOptions = {}) {
    super({
      ...options,
      filename: options.filename ?? WORKER,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeoutMs: 60_000,
    });
  }

  parse(input: CvParseInput): Promise<Extract<CvParseOutput, { ok: true }>> {
    return this.run(input);
  }
}
