/** Quote statuses in the order the supplier's dashboard lists them (quote table: sent → viewed → …). */
export const QUOTE_STATUSES_FOR_DASHBOARD = [
  "sent",
  "viewed",
  "favourite",
  "discarded",
  "accepted",
  "rejected",
  "withdrawn",
] as const;
/** How many rows each dashboard list shows. */
export const DASHBOARD_LIST_SIZE = 5;
