// The matching module's public face: other modules import only from here (layer rule api-module-via-index).
export { bestFits } from "./best-fits.ts";
export { positionIdsOfNeed } from "./queries.ts";
export { rankedProfileIds } from "./ranked-profile-ids.ts";
export {
  recomputePositionMatches,
  refreshPositionMatches,
  refreshProfileMatches,
} from "./refresh-matches.ts";
export { markProfilesMatched, runMatchingSweep, SWEEP_INTERVAL_MS } from "./sweep.ts";
