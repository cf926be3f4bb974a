/**
 * Whether the database refused a value of the request: SQLSTATE class 22, data exception (a number out of its
 * column's range, text that is not a valid number, date or uuid, a string longer than its column, a byte sequence
 * the encoding refuses). Such a value is the input's fault, one the request schemas let through: the error handler
 * answers it 400, not 500. Class 22 is never an outage nor a fault of the code's own values (those come from the
 * database or are constants).
 */

const MAX_DEPTH = 5;

type ErrorLike = { code?: unknown; cause?: unknown };

/**
 * The SQLSTATE (e.g. "22003") when the error, or one in its `cause` chain (Drizzle wraps driver errors), is a data
 * exception; null otherwise. Safe to log: never the failed query or its parameters.
 */
export function refusedValueCode(error: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null) return null;
  const { code, cause } = error as ErrorLike;
  if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return code;
  return refusedValueCode(cause, depth + 1);
}
