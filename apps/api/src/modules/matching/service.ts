// The matching module's use cases live in their own files: refresh-matches.ts (recompute and the hooks),
// compatible-profiles.ts (the ranked reads), best-fits.ts. This file only keeps the path the seed scripts
// (seed/demo.ts, seed/bulk-needs.ts) import recomputePositionMatches from.
export { recomputePositionMatches } from "./refresh-matches.ts";
