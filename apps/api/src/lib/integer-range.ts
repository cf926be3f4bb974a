import { INT4_MAX } from "@mkt/contracts";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

const INT4_MIN = -INT4_MAX - 1;
/** Deeper than any request schema nests; a body is size-capped before it is parsed (BODY_LIMITS). */
const MAX_DEPTH = 32;

/**
 * The path of the first integer in a parsed request part (params, query, body) outside PostgreSQL's `integer`, the
 * type of every id and count column; null when there is none. No request takes a larger integer (ids, counts,
 * years, amounts in euros are all well under it).
 */
export function outOfRangeInteger(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === "number") {
    return Number.isInteger(value) && (value > INT4_MAX || value < INT4_MIN) ? path : null;
  }
  if (depth >= MAX_DEPTH || typeof value !== "object" || value === null || value instanceof Date) return null;
  const entries: Iterable<[PropertyKey, unknown]> = Array.isArray(value)
    ? value.entries()
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = outOfRangeInteger(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The zod validator of every route, refusing an integer out of PostgreSQL's range field by field (400
 * validation.failed, "validation.invalid" on that field) rather than letting the database refuse it with a 500:
 * an id such as 2147483648 in a path passed `.int().positive()` and failed the query. One check for every route,
 * present and future; the request schemas that cap their ids (`.max(INT4_MAX)`) say so in the OpenAPI document too.
 */
export const rangeCheckedValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, ...route }) =>
  validatorCompiler({
    ...route,
    schema: schema.superRefine((value, ctx) => {
      const path = outOfRangeInteger(value);
      if (path) {
        ctx.addIssue({
          code: "too_big",
          origin: "number",
          maximum: INT4_MAX,
          inclusive: true,
          input: path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)[key], value),
          path: path.map((key) => (typeof key === "symbol" ? String(key) : key)),
          message: "validation.invalid",
        });
      }
    }),
  });
