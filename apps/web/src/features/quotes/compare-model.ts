import type { NominationStatus, Quote, QuoteStatus } from "@mkt/contracts";

/** The columns the comparison sorts by. */
export const COMPARE_SORTS = ["rate", "score", "available", "rating"] as const;
export type CompareSort = (typeof COMPARE_SORTS)[number];
export type CompareOrder = "asc" | "desc";

/** One line of the comparison: a candidacy of a T&M quote, or a whole quote (a proposal, a quote without one). */
export type CompareRow = {
  key: string;
  quoteId: number;
  positionId: number | null;
  nominationId: number | null;
  supplier: { id: number; name: string };
  /** Mean rating (null without reviews) and how many; undefined when the answer did not say. */
  rating: { average: number | null; count: number } | undefined;
  profile: { id: number; name: string } | null;
  /** €/day of the candidacy (else its quote's), or the proposal's fixed price. */
  rate: { kind: "day" | "fixed"; amount: number } | null;
  match: { score: number; band: string } | null;
  /** The day the candidate is free from (else the quote's start). */
  available: string | null;
  status: QuoteStatus | NominationStatus;
};

/** The quotes of a list as comparison rows, in the list's order. */
export function compareRows(quotes: readonly Quote[]): CompareRow[] {
  return quotes.flatMap((q): CompareRow[] => {
    const base = {
      quoteId: q.id,
      positionId: q.position_id,
      supplier: { id: q.supplier.id, name: q.supplier.name },
      rating: q.supplier.rating,
    };
    if (q.kind === "fp" || q.nominations.length === 0)
      return [
        {
          ...base,
          key: `q${q.id}`,
          nominationId: null,
          profile: null,
          rate:
            q.kind === "fp"
              ? q.price === null
                ? null
                : { kind: "fixed", amount: q.price }
              : q.daily_rate === null
                ? null
                : { kind: "day", amount: q.daily_rate },
          match: null,
          available: q.kind === "fp" ? null : q.date_start,
          status: q.status,
        },
      ];
    return q.nominations.map((n) => {
      const rate = n.daily_rate ?? q.daily_rate;
      return {
        ...base,
        key: `n${n.id}`,
        nominationId: n.id,
        profile: { id: n.profile.id, name: `${n.profile.firstname} ${n.profile.lastname}` },
        rate: rate === null ? null : { kind: "day", amount: rate },
        match: n.match,
        available: n.profile.available_from ?? q.date_start,
        status: n.status,
      };
    });
  });
}

function sortValue(row: CompareRow, by: CompareSort): number | string | null {
  switch (by) {
    case "rate":
      return row.rate?.amount ?? null;
    case "score":
      return row.match?.score ?? null;
    case "available":
      return row.available;
    case "rating":
      return row.rating?.average ?? null;
  }
}

/** Rows ordered by a column; rows without a value stay last in both directions, ties keep the list's order. */
export function sortCompareRows(rows: readonly CompareRow[], by: CompareSort, order: CompareOrder) {
  const sign = order === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, by) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      if (a.value < b.value) return -sign;
      if (a.value > b.value) return sign;
      return a.index - b.index;
    })
    .map((x) => x.row);
}

/** The first order of a column: cheapest rate and earliest availability first, best score and rating first. */
export const firstOrder = (by: CompareSort): CompareOrder =>
  by === "rate" || by === "available" ? "asc" : "desc";
