// The needs module's public face: other modules import only from here (layer rule api-module-via-index).

export { assertReferences } from "./check-references.ts";
export { MARKET_READER_ROLES } from "./market-roles.ts";
export { insertPositions } from "./queries.ts";
export { createFpNeed, createTmNeed, type NeedOwner } from "./service.ts";
