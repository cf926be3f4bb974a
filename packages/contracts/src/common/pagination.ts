import { z } from "zod";

/** The project's page query (`page` from 1, `limit` up to 100, 20 by default), extended by every list's filters. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = { page: number; limit: number };

/**
 * The response of every paginated list: one page of items, the total across pages and the window asked for.
 * `approximate`: the total is an estimate (a list matching more rows than are worth counting, issue 21); the
 * interface shows it as "about N".
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    approximate: z.boolean().optional(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; limit: number; approximate?: boolean };
