import type { Language } from "@mkt/contracts";

/**
 * The saved-search alert (issue 20): new profiles or services matching a user's saved searches. Its e-mail lists
 * each search with its count, the first names and a link to the search (notifyUsers' mailEntries); the switch on
 * the e-mail preferences page is this type's.
 */
export const SAVED_SEARCH_NOTIFICATION_TEXTS: Record<
  string,
  Record<Language, { title: string; subject: string; subjectOne: string }>
> = {
  saved_search_alert: {
    it: {
      title: "Nuovi risultati per le ricerche salvate",
      subject: "{{n}} nuovi risultati nelle tue ricerche salvate.",
      subjectOne: "1 nuovo risultato nelle tue ricerche salvate.",
    },
    en: {
      title: "New results for your saved searches",
      subject: "{{n}} new results in your saved searches.",
      subjectOne: "1 new result in your saved searches.",
    },
  },
};
