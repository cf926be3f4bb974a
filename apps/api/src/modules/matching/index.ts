// The matching module's public face: other modules import only from here (layer rule api-module-via-index).
export { bestFits, positionIdsOfNeed, refreshPositionMatches, refreshProfileMatches } from "./service.ts";
