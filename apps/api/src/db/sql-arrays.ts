import { type SQL, sql } from "drizzle-orm";

/**
 * One text[] parameter (e.g. a place's names within the commuting radius: hundreds, so not one parameter each),
 * as an array literal with every element quoted and its quotes and backslashes escaped.
 */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/** One int[] parameter (ids), as an array literal: one bound value however long the list. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(",")}}`}::int[]`;
