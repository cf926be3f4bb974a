import { findInErrorChain } from "./connection-errors.ts";

/**
 * Whether the database refused a value of the request: SQLSTATE class 22, data exception (a number out of its
 * column's range, text that is not a valid number, date or uuid, a string longer than its column, a byte sequence
 * the encoding refuses). Such a value is the input's fault, one the request schemas let through: the error handler
 * answers it 400, not 500. Class 22 is never an outage nor a fault of the code's own values (those come from the
 * database or are constants).
 */

/**
 * The SQLSTATE (e.g. "22003") when the error, or one in its chain (findInErrorChain), is a data exception; null
 * otherwise. Safe to log: never the failed query or its parameters.
 */
export function refusedValueCode(error: unknown): string | null {
  return findInErrorChain(error, ({ code }) =>
    typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code) ? code : null,
  );
}
