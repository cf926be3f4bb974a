// The search module's public face: other modules import only from here (layer rule api-module-via-index).
export { findSearchableProfile, prefixQuery } from "./queries.ts";
export { type Searcher, searchProfiles } from "./service.ts";
