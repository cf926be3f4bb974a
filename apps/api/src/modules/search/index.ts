// The search module's public face: other modules import only from here (layer rule api-module-via-index).

export { prefixTerms, wordTsquery } from "./search-word-queries.ts";
export { findSearchableProfile } from "./searchable-queries.ts";
export { type Searcher, searchProfiles } from "./service.ts";
export { searchProfilesAsVisitor } from "./visitor-search.ts";
