/**
 * `npm run bench [-- …]`: the profile, search and list cases (run.ts, with `--throughput` for requests per
 * second), or with `--analytics` the analytics capture bench (analytics-capture.ts: ingestion, generated events,
 * rollups and report queries; `--events`, `--users`, `--batches`, `--iterations`). Each reads its own options
 * from the command line when loaded.
 */
if (process.argv.includes("--analytics")) {
  process.argv = process.argv.filter((arg) => arg !== "--analytics");
  await import("./analytics-capture.ts");
} else {
  await import("./run.ts");
}

export {};
