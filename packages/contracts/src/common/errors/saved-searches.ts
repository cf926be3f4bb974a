import type { ErrorEntries } from "./entry.ts";

/** The `saved_search.*` error codes (issue 20, saved searches with e-mail alerts). */
export const SAVED_SEARCH_ERRORS = {
  "saved_search.limit_reached": {
    status: 409,
    it: "Hai già 20 ricerche salvate: eliminane una per salvarne un'altra.",
    en: "You already have 20 saved searches: delete one to save another.",
  },
} as const satisfies ErrorEntries;
