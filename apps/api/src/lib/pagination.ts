import type { Page, PageQuery } from "@mkt/contracts";

/**
 * The one way lists page (issue 14): queries take the page window from `pageWindow` and services answer with
 * `toPage`, so `(page - 1) * limit` is written once.
 */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** One page of a list as every list answers it: items, the total across pages, the page and its size. */
export function toPage<T>(query: PageQuery, total: number, items: T[]): Page<T> {
  return { items, total, page: query.page, limit: query.limit };
}
